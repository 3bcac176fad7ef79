import type { SendOtpBody, SendOtpData } from '../../../domain/user/user-api.schema.ts';
import { track } from '../analytics/track.ts';
import { api, type ApiResult } from '../api-client.ts';

/** PUT /ev/user/send-otp: succeeds when the server's message is 'Success'. */
export async function sendOtp(body: SendOtpBody): Promise<ApiResult<SendOtpData>> {
  const result = await api<SendOtpData>('PUT', '/ev/user/send-otp', body);
  const success = result.success && result.message === 'Success';
  if (success) track('otp_sent');
  return { ...result, success };
}
