import * as z from 'zod/mini';

/**
 * The validation rules of spec section 5, as zod schemas. The forms and the API both use these,
 * so a value the form accepts is a value the server accepts, with the same message.
 * Messages are catalogue keys (src/domain/i18n/en.ts); each side words them with its translator.
 */

/** Sign-in: 10 digits starting 6-9 (Indian mobile numbers). */
export const SIGN_IN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Profile: 10 digits starting 1-9, as the spec's profile form allows. */
export const PROFILE_MOBILE_PATTERN = /^[1-9]\d{9}$/;
/** Letters only, for sign-up. Unicode letters and marks, so names in Indian scripts pass. */
export const SIGN_UP_NAME_PATTERN = /^[\p{L}\p{M}]+$/u;
/** Letters and spaces, for the profile. */
export const PROFILE_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** A standard e-mail shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/**
 * Vehicle registration: state code, two digits, a one- or two-letter series without I and O,
 * four digits (MH12AB1234); or the Bharat series: two digits, BH, four digits, one or two
 * letters without I and O (22BH1234AB).
 */
export const VEHICLE_NUMBER_PATTERN = /^(?:[A-Z]{2}\d{2}[A-HJ-NP-Z]{1,2}\d{4}|\d{2}BH\d{4}[A-HJ-NP-Z]{1,2})$/;
export const OTP_PATTERN = /^\d{4}$/;

export const OTP_LENGTH = 4;
export const MOBILE_LENGTH = 10;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;

export const PREFERENCES = ['planningToBuy', 'alreadyOwned', 'earnThroughEv'] as const;
export type Preference = (typeof PREFERENCES)[number];

/** Upper-cases and drops spaces and hyphens: 'mh 12-ab 1234' → 'MH12AB1234'. */
export function normaliseVehicleNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * Keeps digits only, so a pasted '+91 98765 43210' does not sneak letters into the field; a
 * leading 91 country code on an over-long number is dropped rather than the number's last digits.
 */
export function digitsOnly(raw: string, max: number): string {
  const digits = raw.replace(/\D+/g, '');
  return (digits.length > max && digits.startsWith('91') ? digits.slice(2) : digits).slice(0, max);
}

export const signInMobileSchema = z
  .string({ error: 'validation.signInMobile' })
  .check(z.regex(SIGN_IN_MOBILE_PATTERN, 'validation.signInMobile'));

export const profileMobileSchema = z
  .string({ error: 'validation.mandatory' })
  .check(z.minLength(1, 'validation.mandatory'), z.regex(PROFILE_MOBILE_PATTERN, 'validation.mobile'));

export const otpSchema = z.string({ error: 'validation.otp' }).check(z.regex(OTP_PATTERN, 'validation.otp'));

const rawVehicleNumber = z.pipe(
  z.string({ error: 'validation.vehicleNumber' }).check(z.maxLength(20, 'validation.vehicleNumber')),
  z.transform(normaliseVehicleNumber),
);

export const vehicleNumberSchema = z.pipe(
  rawVehicleNumber,
  z.string().check(z.regex(VEHICLE_NUMBER_PATTERN, 'validation.vehicleNumber')),
);

/** An optional vehicle number: empty means none. */
export const optionalVehicleNumberSchema = z.pipe(
  rawVehicleNumber,
  z.string().check(z.refine((v) => v === '' || VEHICLE_NUMBER_PATTERN.test(v), 'validation.vehicleNumber')),
);

export const profileNameSchema = z.string({ error: 'validation.name' }).check(
  z.trim(),
  z.maxLength(NAME_MAX, 'validation.tooLong'),
  z.refine((v) => v === '' || PROFILE_NAME_PATTERN.test(v), 'validation.name'),
);

export const emailSchema = z.string({ error: 'validation.email' }).check(
  z.trim(),
  z.maxLength(EMAIL_MAX, 'validation.email'),
  z.refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email'),
);

export const preferenceSchema = z.enum(PREFERENCES, { error: 'validation.preference' });

/** Sign-up form: every field required and valid, else the single alert 'Please fill correct details'. */
export const signUpSchema = z.object({
  name: z
    .string({ error: 'validation.signUp' })
    .check(
      z.trim(),
      z.minLength(1, 'validation.signUp'),
      z.maxLength(NAME_MAX, 'validation.signUp'),
      z.regex(SIGN_UP_NAME_PATTERN, 'validation.signUp'),
    ),
  email: z
    .string({ error: 'validation.signUp' })
    .check(z.trim(), z.maxLength(EMAIL_MAX, 'validation.signUp'), z.regex(EMAIL_PATTERN, 'validation.signUp')),
  mobile: z.string({ error: 'validation.signUp' }).check(z.regex(SIGN_IN_MOBILE_PATTERN, 'validation.signUp')),
  terms: z.literal(true, { error: 'validation.signUp' }),
});
export type SignUpForm = z.input<typeof signUpSchema>;
