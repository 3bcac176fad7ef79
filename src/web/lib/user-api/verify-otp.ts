import type { VerifyOtpBody, VerifyOtpData } from '../../../domain/user/user-api.schema.ts';
import { track } from '../analytics/track.ts';
import { api } from '../api-client.ts';

/** PUT /ev/user/verify-otp: on 'Success' the caller stores the token and the userPreference. */
export async function verifyOtp(body: VerifyOtpBody) {
  const result = await api<VerifyOtpData>('PUT', '/ev/user/verify-otp', body);
  const success = result.success && result.message === 'Success';
  if (success) track('otp_verified');
  return { ...result, success };
}
