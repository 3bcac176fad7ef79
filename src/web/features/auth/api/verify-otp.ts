import type { VerifyOtpBody, VerifyOtpData } from '../../../../domain/user/user-api.schema.ts';
import { track } from '../../../lib/analytics/track.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** PUT /ev/user/verify-otp: on 'Success' the caller stores the token and the userPreference. */
export async function verifyOtp(body: VerifyOtpBody): Promise<ApiResult<VerifyOtpData>> {
  const result = await api<VerifyOtpData>('PUT', '/ev/user/verify-otp', body);
  const success = result.success && result.message === 'Success';
  if (success) track('otp_verified');
  return { ...result, success };
}
