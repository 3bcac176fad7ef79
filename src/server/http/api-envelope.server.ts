/**
 * The success envelope every API answer of the spec has: { success: true, message: 'Success', data }
 * (ApiEnvelope in src/domain/user/user-api.schema.ts).
 */
export const ok = <T>(data: T) => ({ success: true, message: 'Success', data });
