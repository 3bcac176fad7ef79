import type { DeleteAccountBody } from '../../../../domain/checkins/checkin.schema.ts';
import type { AccountDeleted } from '../../../../domain/user/user-api.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/user/delete-account, with the code just sent by PUT /ev/user/send-otp { mobile, purpose: 'deleteAccount' }. */
export const deleteAccount = (otp: string): Promise<ApiResult<AccountDeleted>> =>
  api<AccountDeleted>('POST', '/ev/user/delete-account', { otp } satisfies DeleteAccountBody);
