import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { translate } from '../i18n/translate.ts';
import {
  digitsOnly,
  emailSchema,
  normaliseVehicleNumber,
  optionalVehicleNumberSchema,
  otpSchema,
  preferenceSchema,
  profileMobileSchema,
  profileNameSchema,
  signInMobileSchema,
  signUpSchema,
  vehicleNumberSchema,
} from './user-rules.ts';

/** The message keys of every issue a schema reports for `value` (empty when it passes). */
function issueKeys(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first issue's message, worded through the catalogue as a screen would show it. */
function shownMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const [first] = issueKeys(schema, value);
  return first === undefined ? undefined : translate(first);
}

describe('vehicle number (spec 5: Vehicle number)', () => {
  describe('state format: two letters, two digits, one or two series letters, four digits', () => {
    it.each([
      ['MH12AB1234', 'MH12AB1234'],
      ['DL03CA1234', 'DL03CA1234'],
      ['KA01MG0001', 'KA01MG0001'],
      ['MH12A1234', 'MH12A1234'], // single-letter series
      ['OD02AB1234', 'OD02AB1234'], // O is fine in the state code, only the series excludes it
      ['IN01AB1234', 'IN01AB1234'], // likewise I in the first two letters
      ['mh12ab1234', 'MH12AB1234'], // lower case
      ['mh 12 ab 1234', 'MH12AB1234'], // spaces
      ['MH-12-AB-1234', 'MH12AB1234'], // hyphens
      ['  mh-12 ab-1234 ', 'MH12AB1234'], // mixed, with outer spaces
    ])('accepts %j as %s', (raw, normalised) => {
      const result = vehicleNumberSchema.safeParse(raw);
      expect(result.success).toBe(true);
      expect(result.data).toBe(normalised);
    });

    it.each([
      'MH12IA1234', // I in a two-letter series
      'MH12AI1234',
      'MH12OA1234', // O in a two-letter series
      'MH12AO1234',
      'MH12I1234', // single-letter series I
      'MH12O1234', // single-letter series O
    ])('rejects series letters I and O: %s', (raw) => {
      expect(issueKeys(vehicleNumberSchema, raw)).toEqual(['validation.vehicleNumber']);
    });

    it.each([
      ['three series letters', 'MH12ABC1234'],
      ['no series letters', 'MH121234'],
      ['five final digits', 'MH12AB12345'],
      ['three final digits', 'MH12AB123'],
      ['three district digits', 'MH123AB1234'],
      // The spec requires exactly two district digits, so the Delhi-style one-digit district
      // with a three-letter series is outside the rule.
      ['one district digit, three series letters', 'DL3CAB1234'],
      ['one district digit', 'DL3CA1234'],
      ['three state letters', 'MHX12AB1234'],
      ['one state letter', 'M12AB1234'],
      ['digits in the state code', '1H12AB1234'],
      ['a stray symbol', 'MH12AB#1234'],
      ['a dot', 'MH.12.AB.1234'],
      ['empty', ''],
      ['only spaces', '   '],
    ])('rejects %s: %j', (_why, raw) => {
      expect(vehicleNumberSchema.safeParse(raw).success).toBe(false);
    });
  });

  describe('Bharat series: two digits, BH, four digits, one or two letters', () => {
    it.each([
      ['22BH1234AB', '22BH1234AB'],
      ['21BH0001A', '21BH0001A'], // single letter
      ['22bh1234ab', '22BH1234AB'],
      ['22 BH 1234 AB', '22BH1234AB'],
      ['22-bh-1234-ab', '22BH1234AB'],
    ])('accepts %j as %s', (raw, normalised) => {
      const result = vehicleNumberSchema.safeParse(raw);
      expect(result.success).toBe(true);
      expect(result.data).toBe(normalised);
    });

    it.each([
      ['I in the letters', '22BH1234AI'],
      ['O in the letters', '22BH1234OA'],
      ['single I', '22BH1234I'],
      ['single O', '22BH1234O'],
      ['three letters', '22BH1234ABC'],
      ['no letters', '22BH1234'],
      ['five digits', '22BH12345AB'],
      ['three digits', '22BH123AB'],
      ['one year digit', '2BH1234AB'],
      ['three year digits', '222BH1234AB'],
      ['BH first', 'BH221234AB'],
      ['letters before digits', '22BHAB1234'],
      ['BH after the digits', '221234BHAB'],
      ['BX instead of BH', '22BX1234AB'],
    ])('rejects %s: %s', (_why, raw) => {
      expect(issueKeys(vehicleNumberSchema, raw)).toEqual(['validation.vehicleNumber']);
    });
  });

  it("words the failure as the spec's exact message", () => {
    expect(shownMessage(vehicleNumberSchema, 'MH12IO1234')).toBe('Please enter valid vehicle number');
    expect(shownMessage(vehicleNumberSchema, 42)).toBe('Please enter valid vehicle number');
  });

  it('normaliseVehicleNumber upper-cases and drops spaces and hyphens only', () => {
    expect(normaliseVehicleNumber('mh 12-ab 1234')).toBe('MH12AB1234');
    expect(normaliseVehicleNumber('22 -- bh\t1234 ab')).toBe('22BH1234AB');
    expect(normaliseVehicleNumber('mh.12')).toBe('MH.12');
  });

  it('rejects an over-long value before normalising it', () => {
    expect(vehicleNumberSchema.safeParse(`MH12AB1234${' '.repeat(20)}`).success).toBe(false);
  });

  describe('optional vehicle number (profile and preference)', () => {
    it('takes empty as "no vehicle"', () => {
      expect(optionalVehicleNumberSchema.parse('')).toBe('');
      expect(optionalVehicleNumberSchema.parse('  ')).toBe('');
    });

    it('normalises and validates a given number', () => {
      expect(optionalVehicleNumberSchema.parse('mh12 ab1234')).toBe('MH12AB1234');
      expect(optionalVehicleNumberSchema.parse('22bh1234ab')).toBe('22BH1234AB');
      expect(shownMessage(optionalVehicleNumberSchema, 'MH12AO1234')).toBe('Please enter valid vehicle number');
    });
  });
});

describe('sign-in mobile (spec 5: Sign-in)', () => {
  const SIGN_IN_TEXT = 'Please add your 10 digit mobile number, we promise not to spam you.';

  it('has the exact English wording under validation.signInMobile', () => {
    expect(translate('validation.signInMobile')).toBe(SIGN_IN_TEXT);
  });

  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts %s', (mobile) => {
    expect(signInMobileSchema.safeParse(mobile).success).toBe(true);
  });

  it.each([
    ['starting 5', '5876543210'],
    ['starting 0', '0876543210'],
    ['starting 1', '1234567890'],
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['letters', '98765abcde'],
    ['a letter at the end', '987654321a'],
    ['a +91 prefix', '+919876543210'],
    ['spaces', '98765 43210'],
    ['empty', ''],
  ])('rejects %s (%j) with validation.signInMobile', (_why, mobile) => {
    expect(issueKeys(signInMobileSchema, mobile)).toEqual(['validation.signInMobile']);
    expect(shownMessage(signInMobileSchema, mobile)).toBe(SIGN_IN_TEXT);
  });

  it('rejects a number value with the same message', () => {
    expect(shownMessage(signInMobileSchema, 9876543210)).toBe(SIGN_IN_TEXT);
    expect(shownMessage(signInMobileSchema, undefined)).toBe(SIGN_IN_TEXT);
  });

  it('digitsOnly keeps digits and cuts at the limit', () => {
    expect(digitsOnly('98a76-54 3210', 10)).toBe('9876543210');
    expect(digitsOnly('98765432109999', 10)).toBe('9876543210');
    expect(digitsOnly('abc', 10)).toBe('');
    expect(digitsOnly('12345', 4)).toBe('1234');
  });
});

describe('profile mobile (spec 5: Profile)', () => {
  it.each(['1234567890', '9876543210', '5876543210', '2000000000'])('accepts %s', (mobile) => {
    expect(profileMobileSchema.safeParse(mobile).success).toBe(true);
  });

  it.each([
    ['starting 0', '0123456789'],
    ['9 digits', '123456789'],
    ['11 digits', '12345678901'],
    ['letters', '12345abcde'],
    ['spaces', '12345 67890'],
  ])('rejects %s (%j) with "Please enter valid mobile number"', (_why, mobile) => {
    expect(issueKeys(profileMobileSchema, mobile)).toEqual(['validation.mobile']);
    expect(shownMessage(profileMobileSchema, mobile)).toBe('Please enter valid mobile number');
  });

  it('reports an empty mobile as a mandatory field first', () => {
    expect(issueKeys(profileMobileSchema, '')[0]).toBe('validation.mandatory');
    expect(shownMessage(profileMobileSchema, '')).toBe('Please fill this mandatory field');
    expect(shownMessage(profileMobileSchema, undefined)).toBe('Please fill this mandatory field');
  });
});

describe('names (spec 5: Sign-up letters only; Profile letters and spaces)', () => {
  const signUpName = signUpSchema.shape.name;

  it.each(['Asha', 'RAVI', 'Zoë', 'अमित', 'प्रिया', 'கார்த்திக்'])('sign-up accepts %s', (name) => {
    expect(signUpName.safeParse(name).success).toBe(true);
  });

  it.each([
    ['a space between words', 'Asha Rao'],
    ['digits', 'Asha1'],
    ['a hyphen', 'Anne-Marie'],
    ['a dot', 'A. Rao'],
    ['an apostrophe', "D'Souza"],
    ['empty', ''],
    ['only spaces', '   '],
  ])('sign-up rejects %s (%j)', (_why, name) => {
    expect(issueKeys(signUpName, name)).toContain('validation.signUp');
  });

  it.each(['Asha', 'Asha Rao', 'Ravi Kumar Sharma', 'अमित कुमार', 'Zoë Dsouza'])('profile accepts %s', (name) => {
    expect(profileNameSchema.safeParse(name).success).toBe(true);
  });

  it('profile trims the name', () => {
    expect(profileNameSchema.parse('  Asha Rao  ')).toBe('Asha Rao');
  });

  it.each([
    ['digits', 'Asha 2'],
    ['only digits', '12345'],
    ['a hyphen', 'Anne-Marie'],
    ['an at sign', 'asha@home'],
    ['an emoji', 'Asha 🙂'],
  ])('profile rejects %s (%j)', (_why, name) => {
    expect(issueKeys(profileNameSchema, name)).toEqual(['validation.name']);
  });

  it('profile rejects a name over 50 characters', () => {
    expect(issueKeys(profileNameSchema, 'a'.repeat(51))).toContain('validation.tooLong');
    expect(profileNameSchema.safeParse('a'.repeat(50)).success).toBe(true);
  });
});

describe('email (spec 5: standard pattern)', () => {
  it.each(['asha@example.com', 'asha.rao+ev@mail.example.co.in', 'A_B-c%d@sub-domain.org', '  asha@example.com  '])(
    'accepts %j',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(true);
    },
  );

  it('trims the address', () => {
    expect(emailSchema.parse('  asha@example.com ')).toBe('asha@example.com');
  });

  it.each([
    ['no at sign', 'asha.example.com'],
    ['no domain', 'asha@'],
    ['no local part', '@example.com'],
    ['no dot in the domain', 'asha@example'],
    ['one-letter TLD', 'asha@example.c'],
    ['a space inside', 'asha rao@example.com'],
    ['two at signs', 'asha@@example.com'],
    ['a digit TLD', 'asha@example.c0m'],
  ])('rejects %s (%j) with "Please enter valid email Id"', (_why, email) => {
    expect(issueKeys(emailSchema, email)).toEqual(['validation.email']);
    expect(shownMessage(emailSchema, email)).toBe('Please enter valid email Id');
  });

  it('allows an empty profile email (the field is optional there)', () => {
    expect(emailSchema.safeParse('').success).toBe(true);
  });
});

describe('OTP (spec 5: 4 numeric digits)', () => {
  it.each(['0000', '1234', '9876'])('accepts %s', (otp) => {
    expect(otpSchema.safeParse(otp).success).toBe(true);
  });

  it.each([
    ['3 digits', '123'],
    ['5 digits', '12345'],
    ['a letter', '12a4'],
    ['a space', '12 4'],
    ['empty', ''],
    ['a number, not a string', 1234],
  ])('rejects %s (%j)', (_why, otp) => {
    expect(issueKeys(otpSchema, otp)).toEqual(['validation.otp']);
  });
});

describe('preference', () => {
  it.each(['planningToBuy', 'alreadyOwned', 'earnThroughEv'])('accepts %s', (value) => {
    expect(preferenceSchema.parse(value)).toBe(value);
  });

  it.each(['', 'xyz', 'AlreadyOwned', 'already owned'])('rejects %j', (value) => {
    expect(issueKeys(preferenceSchema, value)).toEqual(['validation.preference']);
  });
});

describe('sign-up form (spec 5: Sign-up)', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', terms: true };

  it('accepts a complete, valid form', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name missing', { ...valid, name: undefined }],
    ['email missing', { ...valid, email: undefined }],
    ['mobile missing', { ...valid, mobile: undefined }],
    ['terms missing', { ...valid, terms: undefined }],
    ['everything missing', {}],
  ])('rejects %s', (_why, form) => {
    expect(signUpSchema.safeParse(form).success).toBe(false);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name with a space', { name: 'Asha Rao' }],
    ['a name with digits', { name: 'Asha1' }],
    ['an empty email', { email: '' }],
    ['a malformed email', { email: 'asha@example' }],
    ['an empty mobile', { mobile: '' }],
    ['a mobile starting 5', { mobile: '5876543210' }],
    ['a 9-digit mobile', { mobile: '987654321' }],
    ['terms unchecked', { terms: false }],
    ['terms as the string "true"', { terms: 'true' }],
  ])('rejects %s with "Please fill correct details"', (_why, change) => {
    const keys = issueKeys(signUpSchema, { ...valid, ...change });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(translate(key)).toBe('Please fill correct details');
  });
});

describe("the spec's validation texts", () => {
  it.each([
    ['validation.mobile', 'Please enter valid mobile number'],
    ['validation.mandatory', 'Please fill this mandatory field'],
    ['validation.email', 'Please enter valid email Id'],
    ['validation.vehicleNumber', 'Please enter valid vehicle number'],
    ['validation.signUp', 'Please fill correct details'],
    ['validation.signInMobile', 'Please add your 10 digit mobile number, we promise not to spam you.'],
  ])('%s reads %j', (key, text) => {
    expect(translate(key)).toBe(text);
  });
});
