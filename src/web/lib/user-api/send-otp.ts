import type { SendOtpBody, SendOtpData } from '../../../domain/user/user-api.schema.ts';
import { api } from '../api-client.ts';

/** PUT /ev/user/send-otp: succeeds when the server's message is 'Success'. */
export async function sendOtp(body: SendOtpBody) {
  const result = await api<SendOtpData>('PUT', '/ev/user/send-otp', body);
  return { ...result, success: result.success && result.message === 'Success' };
}
