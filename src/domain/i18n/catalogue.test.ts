import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { isMessageKey, translate } from './translate.ts';

describe('translate', () => {
  it('fills {{vars}}', () => {
    expect(translate('home.greeting', { name: 'Asha' })).toBe('Hey Asha,');
    expect(translate('otp.resendIn', { seconds: 30 })).toBe('Resend OTP in 30s');
    expect(translate('errors.otpWrong', { left: 2 })).toBe('The OTP you entered is incorrect. 2 attempts left.');
  });

  it('fills every occurrence and leaves an unsupplied placeholder visible', () => {
    expect(translate('home.greeting')).toBe('Hey {{name}},');
    expect(translate('home.sales.source', { source: 'Vahan' })).toBe('Source: Vahan, registrations up to {{asOf}}');
  });

  it('returns a known key without vars unchanged', () => {
    expect(translate('errors.generic')).toBe('Something went wrong');
  });

  it.each([
    'validation.nope',
    'nope',
    'home', // an object, not a string
    'home.drawer', // likewise
    'validation.mobile.extra', // a step past a string
    '',
    'constructor', // inherited members are not catalogue entries
    'constructor.name',
    'toString',
    '__proto__',
    'validation.signUp.length',
  ])('gives back an unknown key %j as itself', (key) => {
    expect(translate(key)).toBe(key);
    expect(isMessageKey(key)).toBe(false);
  });

  it('isMessageKey tells keys from worded text', () => {
    expect(isMessageKey('validation.mobile')).toBe(true);
    expect(isMessageKey('Please enter valid mobile number')).toBe(false);
  });
});

/** Every string leaf of the catalogue, keyed by its dotted path. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  }
  return out;
}

describe('the English catalogue holds the spec strings letter for letter', () => {
  const all = [...leaves(en).values()];

  it.each([
    ['home.greeting', 'Hey {{name}},'],
    ['preference.title', 'What are you looking for?'],
    ['preference.planningToBuy', 'Planning to buy an EV?'],
    ['preference.alreadyOwned', 'Already own an EV'],
    ['preference.earnThroughEv', 'Earn through EV'],
    ['otp.verified', 'OTP verified successfully'],
    ['profile.updated', 'Profile updated successfully'],
    ['errors.generic', 'Something went wrong'],
    ['errors.profileFailed', 'Failed to update profile. Please try again'],
    ['errors.signInAgain', 'Something went wrong, Please sign in again'],
    ['errors.fallback', 'We are not able to fetch, please try after something'],
    ['common.goBack', 'Go Back'],
    ['errors.unauthorized', 'Un-Authorized'],
    ['validation.noChanges', 'There are no changes done to update'],
    ['validation.mobileMandatory', 'Mobile number is mandatory field'],
    ['validation.fillAllCorrectly', 'Please fill all field correctly or empty incorrect field'],
    ['vehicleEntry.skip', 'Skip for now'],
    ['home.cards.nearby', 'Nearby Stations'],
    ['home.cards.planTrip', 'Planning a Trip? Find the charging stations on the way'],
    ['home.cards.install', 'Install'],
    ['home.cards.earnings', 'Calculate Earnings'],
    ['home.cards.findVehicle', 'Find Vehicle'],
    ['home.cards.tco', 'Find cost of vehicle'],
    ['home.cards.vehicleInfo', 'Check Vehicle Info'],
    ['home.cards.eChallan', 'e-Challan Status'],
    ['validation.signInMobile', 'Please add your 10 digit mobile number, we promise not to spam you.'],
    ['validation.signUp', 'Please fill correct details'],
    ['validation.mobile', 'Please enter valid mobile number'],
    ['validation.mandatory', 'Please fill this mandatory field'],
    ['validation.email', 'Please enter valid email Id'],
    ['validation.vehicleNumber', 'Please enter valid vehicle number'],
  ])('%s is %j', (key, text) => {
    expect(translate(key)).toBe(text);
    expect(all).toContain(text);
  });

  it('has the six drawer entries in the spec order', () => {
    expect(Object.values(en.home.drawer)).toEqual([
      'Home',
      'Planning to buy EV?',
      'Charge It Up',
      'Earn Through EV',
      'RTO Services',
      'Insights',
    ]);
  });

  it('names the four dashboard sections as the drawer does', () => {
    for (const section of ['charge', 'earn', 'buy', 'rto'] as const) {
      expect(en.home.sections[section]).toBe(en.home.drawer[section]);
    }
  });

  it('has the spec page titles', () => {
    for (const title of [
      'Splash',
      'Signin Page',
      'Otp Auth',
      'Home',
      'Vehicle Info',
      'User Preference',
      'Nearby EV Stations',
      'No Station Found',
      'Stations On Way',
      'Plan A Trip',
      'Location On Way',
      'Install Page',
      'Earning Calculator',
      'Check Vehicle Info',
      'Vehicle',
      'TCO Calculator',
      'Tax Page',
      'State',
      'Battery',
      'Break',
      'Wheel',
      'Blogs',
      'Verification',
      'Cost of Vehicle',
      'Cost of Vehicle Details',
      'e-Challan status',
    ]) {
      expect(Object.values(en.titles)).toContain(title);
    }
  });

  it('has no empty strings and only balanced {{placeholders}}', () => {
    for (const [key, text] of leaves(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(text.match(/\{\{/g)?.length ?? 0, key).toBe(text.match(/\}\}/g)?.length ?? 0);
      expect(text, key).not.toMatch(/\{\{(?!\w+\}\})/);
    }
  });
});
