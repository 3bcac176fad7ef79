import { z } from 'zod';
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
  /** 'changeMobile' asks for a code to confirm a new number for a signed-in user. */
  purpose: z.enum(['login', 'changeMobile']).optional(),
});
export type SendOtpBody = z.infer<typeof sendOtpBody>;

const EV_ID = /^EV_([6-9]\d{9})$/;

/**
 * verify-otp takes {mobile, otp}; one variant of the client sends {id: 'EV_'+mobile, otp}
 * instead of (or beside) the mobile. Both resolve to one mobile number.
 */
export const verifyOtpBody = z
  .object({
    mobile: signInMobileSchema.optional(),
    id: z.string().max(20).regex(EV_ID, 'validation.signInMobile').optional(),
    otp: otpSchema,
  })
  .transform((body, ctx) => {
    const fromId = body.id ? EV_ID.exec(body.id)?.[1] : undefined;
    const mobile = body.mobile ?? fromId;
    if (!mobile || (body.mobile && fromId && body.mobile !== fromId)) {
      ctx.addIssue({ code: 'custom', message: 'validation.signInMobile', path: ['mobile'] });
      return z.NEVER;
    }
    return { mobile, otp: body.otp };
  });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

/** Flags arrive as booleans from our client and as 0/1 or 'true'/'false' from older ones. */
const flag = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1'),
]);

/** The editable profile: the form on /user-profile validates exactly this. */
export const profileFields = z.object({
  name: profileNameSchema,
  email: emailSchema,
  grNumber: optionalVehicleNumberSchema,
  userPreference: z.union([preferenceSchema, z.literal('')]),
});
export type ProfileFields = z.input<typeof profileFields>;

export const updateProfileBody = profileFields.partial().extend({
  mobile: profileMobileSchema.optional(),
  skipGrNumber: flag.optional(),
  viewedCOVScreen: flag.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const updateMobileProfileBody = updateProfileBody.extend({
  newMobile: profileMobileSchema,
  otp: otpSchema,
  id: z.string().max(64).optional(),
});
export type UpdateMobileProfileBody = z.input<typeof updateMobileProfileBody>;

export const setPreferenceBody = z
  .object({
    userPreference: preferenceSchema.optional(),
    preference: preferenceSchema.optional(),
    grNumber: optionalVehicleNumberSchema.optional(),
    mobile: profileMobileSchema.optional(),
    skipGrNumber: flag.optional(),
  })
  .transform((body, ctx) => {
    const userPreference = body.userPreference ?? body.preference;
    if (!userPreference) {
      ctx.addIssue({ code: 'custom', message: 'validation.preference', path: ['userPreference'] });
      return z.NEVER;
    }
    return { userPreference, grNumber: body.grNumber, skipGrNumber: body.skipGrNumber ?? false };
  });
export type SetPreferenceBody = z.input<typeof setPreferenceBody>;

export const updateViewScreenBody = z.object({
  viewedCOVScreen: flag,
  mobile: profileMobileSchema.optional(),
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

/** Every API answer has this envelope; `message` is always worded for a person. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
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
