import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  sendOtpBody,
  setPreferenceBody,
  updateMobileProfileBody,
  updateProfileBody,
  updateViewScreenBody,
  verifyOtpBody,
} from './user-api.schema.ts';

function issueKeys(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('sendOtpBody', () => {
  it('accepts a sign-in mobile with or without a purpose', () => {
    expect(sendOtpBody.parse({ mobile: '9876543210' })).toEqual({ mobile: '9876543210' });
    expect(sendOtpBody.parse({ mobile: '9876543210', purpose: 'changeMobile' }).purpose).toBe('changeMobile');
  });

  it('rejects a mobile outside 6-9 and an unknown purpose', () => {
    expect(issueKeys(sendOtpBody, { mobile: '5876543210' })).toEqual(['validation.signInMobile']);
    expect(issueKeys(sendOtpBody, {})).toEqual(['validation.signInMobile']);
    expect(sendOtpBody.safeParse({ mobile: '9876543210', purpose: 'other' }).success).toBe(false);
  });
});

describe('verifyOtpBody', () => {
  it('accepts {mobile, otp}', () => {
    expect(verifyOtpBody.parse({ mobile: '9876543210', otp: '1234' })).toEqual({
      mobile: '9876543210',
      otp: '1234',
    });
  });

  it("accepts {id: 'EV_'+mobile, otp} and resolves the mobile from the id", () => {
    expect(verifyOtpBody.parse({ id: 'EV_9876543210', otp: '0042' })).toEqual({
      mobile: '9876543210',
      otp: '0042',
    });
  });

  it('accepts the id beside a matching mobile', () => {
    expect(verifyOtpBody.parse({ mobile: '9876543210', id: 'EV_9876543210', otp: '1234' })).toEqual({
      mobile: '9876543210',
      otp: '1234',
    });
  });

  it('rejects a mobile that does not match the id', () => {
    const result = verifyOtpBody.safeParse({
      mobile: '9876543210',
      id: 'EV_9123456789',
      otp: '1234',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.signInMobile');
    expect(result.error?.issues[0]?.path).toEqual(['mobile']);
  });

  it('rejects a body with neither mobile nor id', () => {
    expect(issueKeys(verifyOtpBody, { otp: '1234' })).toEqual(['validation.signInMobile']);
  });

  it.each([
    ['no EV_ prefix', '9876543210'],
    ['lower-case prefix', 'ev_9876543210'],
    ['a mobile starting 5', 'EV_5876543210'],
    ['a short mobile', 'EV_987654321'],
    ['trailing text', 'EV_9876543210x'],
  ])('rejects an id with %s', (_why, id) => {
    expect(verifyOtpBody.safeParse({ id, otp: '1234' }).success).toBe(false);
  });

  it.each([
    ['5 digits', '12345'],
    ['3 digits', '123'],
    ['letters', 'abcd'],
    ['missing', undefined],
  ])('rejects an otp of %s', (_why, otp) => {
    expect(issueKeys(verifyOtpBody, { mobile: '9876543210', otp })).toEqual(['validation.otp']);
  });
});

describe('setPreferenceBody', () => {
  it('accepts userPreference and defaults skipGrNumber to false', () => {
    expect(setPreferenceBody.parse({ userPreference: 'alreadyOwned' })).toEqual({
      userPreference: 'alreadyOwned',
      grNumber: undefined,
      skipGrNumber: false,
    });
  });

  it('accepts the older name `preference`', () => {
    const body = setPreferenceBody.parse({ preference: 'earnThroughEv' });
    expect(body.userPreference).toBe('earnThroughEv');
    expect(body.skipGrNumber).toBe(false);
  });

  it('prefers userPreference when both names are sent', () => {
    expect(
      setPreferenceBody.parse({ userPreference: 'planningToBuy', preference: 'alreadyOwned' }).userPreference,
    ).toBe('planningToBuy');
  });

  it('normalises the vehicle number and keeps a given skipGrNumber', () => {
    expect(
      setPreferenceBody.parse({
        userPreference: 'alreadyOwned',
        grNumber: 'mh 12 ab 1234',
        skipGrNumber: true,
        mobile: '9876543210',
      }),
    ).toEqual({ userPreference: 'alreadyOwned', grNumber: 'MH12AB1234', skipGrNumber: true });
  });

  it.each([
    ['an unknown userPreference', { userPreference: 'xyz' }],
    ['an unknown preference', { preference: 'owner' }],
    ['a wrongly cased value', { userPreference: 'AlreadyOwned' }],
    ['an empty value', { userPreference: '' }],
    ['no preference at all', {}],
    ['an invalid vehicle number', { userPreference: 'alreadyOwned', grNumber: 'MH12IO1234' }],
  ])('rejects %s', (_why, body) => {
    expect(setPreferenceBody.safeParse(body).success).toBe(false);
  });

  it('reports a missing preference as validation.preference', () => {
    expect(issueKeys(setPreferenceBody, {})).toEqual(['validation.preference']);
    expect(issueKeys(setPreferenceBody, { userPreference: 'xyz' })).toEqual(['validation.preference']);
  });
});

describe('flags (skipGrNumber, viewedCOVScreen)', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('reads %j as %s', (raw, expected) => {
    expect(updateViewScreenBody.parse({ viewedCOVScreen: raw }).viewedCOVScreen).toBe(expected);
    expect(updateProfileBody.parse({ skipGrNumber: raw }).skipGrNumber).toBe(expected);
    expect(setPreferenceBody.parse({ userPreference: 'planningToBuy', skipGrNumber: raw }).skipGrNumber).toBe(expected);
  });

  it.each([2, -1, 'yes', 'TRUE', '', null])('rejects %j', (raw) => {
    expect(updateViewScreenBody.safeParse({ viewedCOVScreen: raw }).success).toBe(false);
  });

  it('requires viewedCOVScreen on the view-screen call', () => {
    expect(updateViewScreenBody.safeParse({ mobile: '9876543210' }).success).toBe(false);
  });
});

describe('updateProfileBody', () => {
  it('upper-cases and compacts grNumber', () => {
    expect(updateProfileBody.parse({ grNumber: 'mh12ab1234' }).grNumber).toBe('MH12AB1234');
    expect(updateProfileBody.parse({ grNumber: '22 bh-1234 ab' }).grNumber).toBe('22BH1234AB');
  });

  it('allows an empty grNumber (no vehicle)', () => {
    expect(updateProfileBody.parse({ grNumber: '' }).grNumber).toBe('');
  });

  it('rejects an invalid grNumber', () => {
    expect(issueKeys(updateProfileBody, { grNumber: 'MH12AO1234' })).toEqual(['validation.vehicleNumber']);
  });

  it('accepts a partial update and a full one', () => {
    expect(updateProfileBody.parse({})).toEqual({});
    expect(
      updateProfileBody.parse({
        name: ' Asha Rao ',
        email: 'asha@example.com',
        grNumber: 'mh12ab1234',
        userPreference: 'alreadyOwned',
        mobile: '1234567890',
        skipGrNumber: 'false',
        viewedCOVScreen: 1,
      }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      grNumber: 'MH12AB1234',
      userPreference: 'alreadyOwned',
      mobile: '1234567890',
      skipGrNumber: false,
      viewedCOVScreen: true,
    });
  });

  it('accepts an empty userPreference but not an unknown one', () => {
    expect(updateProfileBody.safeParse({ userPreference: '' }).success).toBe(true);
    expect(updateProfileBody.safeParse({ userPreference: 'xyz' }).success).toBe(false);
  });

  it('checks the profile rules on each field', () => {
    expect(issueKeys(updateProfileBody, { mobile: '0123456789' })).toEqual(['validation.mobile']);
    expect(issueKeys(updateProfileBody, { email: 'asha@' })).toEqual(['validation.email']);
    expect(issueKeys(updateProfileBody, { name: 'Asha 2' })).toEqual(['validation.name']);
  });
});

describe('updateMobileProfileBody', () => {
  it('needs a valid new mobile and a 4-digit otp', () => {
    expect(updateMobileProfileBody.safeParse({ newMobile: '9123456789', otp: '1234' }).success).toBe(true);
    expect(updateMobileProfileBody.safeParse({ otp: '1234' }).success).toBe(false);
    expect(updateMobileProfileBody.safeParse({ newMobile: '9123456789', otp: '12345' }).success).toBe(false);
    expect(issueKeys(updateMobileProfileBody, { newMobile: '', otp: '1234' })[0]).toBe('validation.mandatory');
  });
});
