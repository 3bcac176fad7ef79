/** The resend countdown (spec section 9: 30 s) and where each flow keeps its deadline. */
export const RESEND_SECONDS = 30;
export const OTP_COUNTDOWN_KEY = 'ev.otpResendAt';
export const PROFILE_OTP_COUNTDOWN_KEY = 'ev.profileOtpResendAt';
