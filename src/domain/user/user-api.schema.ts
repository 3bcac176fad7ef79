import * as z from 'zod/mini';
import {
  emailSchema,
  optionalVehicleNumberSchema,
  otpSchema,
  preferenceSchema,
  profileMobileSchema,
  profileNameSchema,
  signInMobileSchema,
} from './user-rules.ts';

/**
 * Request bodies of the /ev/user calls (spec section 7). The screens build their requests from
 * these same schemas, and the server parses every body with them before it does anything else.
 */

export const sendOtpBody = z.object({
  mobile: signInMobileSchema,
  /**
   * 'changeMobile' asks for a code to confirm a new number for a signed-in user; 'deleteAccount'
   * a code to the account's own number, to confirm deleting it (POST /ev/user/delete-account).
   */
  purpose: z.optional(z.enum(['login', 'changeMobile', 'deleteAccount'], { error: 'validation.invalidBody' })),
});
export type SendOtpBody = z.infer<typeof sendOtpBody>;

const EV_ID = /^EV_([6-9]\d{9})$/;

/**
 * verify-otp takes {mobile, otp}; one variant of the client sends {id: 'EV_'+mobile, otp}
 * instead of (or beside) the mobile. Both resolve to one mobile number.
 */
export const verifyOtpBody = z.pipe(
  z.object({
    mobile: z.optional(signInMobileSchema),
    id: z.optional(
      z
        .string({ error: 'validation.signInMobile' })
        .check(z.maxLength(20, 'validation.signInMobile'), z.regex(EV_ID, 'validation.signInMobile')),
    ),
    otp: otpSchema,
  }),
  z.transform((body, ctx) => {
    const fromId = body.id ? EV_ID.exec(body.id)?.[1] : undefined;
    const mobile = body.mobile ?? fromId;
    if (!mobile || (body.mobile && fromId && body.mobile !== fromId)) {
      ctx.issues.push({ code: 'custom', message: 'validation.signInMobile', path: ['mobile'], input: body });
      return z.NEVER;
    }
    return { mobile, otp: body.otp };
  }),
);
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

/** Flags arrive as booleans from our client and as 0/1 or 'true'/'false' from older ones. */
const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], {
    error: 'validation.invalidBody',
  }),
  z.transform((v): boolean => v === true || v === 1 || v === 'true' || v === '1'),
);

/** The editable profile: the form on /user-profile validates exactly this. */
export const profileFields = z.object({
  name: profileNameSchema,
  email: emailSchema,
  grNumber: optionalVehicleNumberSchema,
  userPreference: z.union([preferenceSchema, z.literal('')], { error: 'validation.preference' }),
});
export type ProfileFields = z.input<typeof profileFields>;

export const updateProfileBody = z.extend(z.partial(profileFields), {
  mobile: z.optional(profileMobileSchema),
  skipGrNumber: z.optional(flag),
  viewedCOVScreen: z.optional(flag),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const updateMobileProfileBody = z.extend(updateProfileBody, {
  newMobile: profileMobileSchema,
  otp: otpSchema,
  id: z.optional(z.string({ error: 'validation.invalidBody' }).check(z.maxLength(64, 'validation.invalidBody'))),
});
export type UpdateMobileProfileBody = z.input<typeof updateMobileProfileBody>;

export const setPreferenceBody = z.pipe(
  z.object({
    userPreference: z.optional(preferenceSchema),
    preference: z.optional(preferenceSchema),
    grNumber: z.optional(optionalVehicleNumberSchema),
    mobile: z.optional(profileMobileSchema),
    skipGrNumber: z.optional(flag),
  }),
  z.transform((body, ctx) => {
    const userPreference = body.userPreference ?? body.preference;
    if (!userPreference) {
      ctx.issues.push({ code: 'custom', message: 'validation.preference', path: ['userPreference'], input: body });
      return z.NEVER;
    }
    return { userPreference, grNumber: body.grNumber, skipGrNumber: body.skipGrNumber ?? false };
  }),
);
export type SetPreferenceBody = z.input<typeof setPreferenceBody>;

export const updateViewScreenBody = z.object({
  viewedCOVScreen: flag,
  mobile: z.optional(profileMobileSchema),
});
export type UpdateViewScreenBody = z.input<typeof updateViewScreenBody>;

/** The profile as the API returns it (spec section 3 "User"). */
export interface UserProfile {
  id: string;
  mobile: string;
  name: string;
  email: string;
  grNumber: string;
  userPreference: string;
  skipGrNumber: boolean;
  viewedCOVScreen: boolean;
}

export interface VerifyOtpData {
  token: string;
  userPreference: string;
  profile: UserProfile;
  isNewUser: boolean;
}

export interface SendOtpData {
  mobile: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** PUT /ev/user/update-mobile-profile: the new number's session token, and the profile with it. */
export interface MobileChanged {
  token: string;
  profile: UserProfile;
}

/** PUT /ev/user/app-check */
export interface AppCheckData {
  profile: UserProfile;
}

/** POST /ev/user/delete-account */
export interface AccountDeleted {
  deleted: true;
}
