import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../../domain/i18n/translate.ts';
import { ApiError, unauthorized } from '../../api-error.server.ts';
import type { RequestRow } from '../../assistance/assistance-store.server.ts';
import { StaleRequest } from '../../assistance/assistance-service.server.ts';
import type { UserRow } from '../../db/tables.ts';

export function signedIn(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

const idOf = (request: FastifyRequest): string => {
  const { id } = request.params as { id?: unknown };
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? id : '';
};

/** The request in the path, if the signed-in person owns it or is an operator; 404 otherwise (no hint that it exists). */
export async function visibleRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ row: RequestRow; user: UserRow; operator: boolean }> {
  const user = signedIn(request);
  const id = idOf(request);
  const row = id ? await app.assistance.store.byId(id) : undefined;
  if (!row) throw new ApiError(404, 'assistance.notFound');
  if (row.user_id === user.id) return { row, user, operator: false };
  if (await app.assistance.store.isOperator(user.mobile)) return { row, user, operator: true };
  throw new ApiError(404, 'assistance.notFound');
}

/** The desk's calls: 403 for an account without the operator role. */
export async function requireOperator(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = signedIn(request);
  if (!(await app.assistance.store.isOperator(user.mobile))) throw new ApiError(403, 'assistance.errors.notOperator');
  return user;
}

export async function requestRow(app: FastifyInstance, request: FastifyRequest): Promise<RequestRow> {
  const id = idOf(request);
  const row = id ? await app.assistance.store.byId(id) : undefined;
  if (!row) throw new ApiError(404, 'assistance.notFound');
  return row;
}

/** 409 with the request as it is now: the screen shows it and the person or operator acts again. */
export function refusalMessage(reply: FastifyReply, error: StaleRequest): string {
  reply.code(409);
  return error.reason === 'stale'
    ? translate('assistance.errors.stale')
    : translate('assistance.errors.notAllowed', { status: translate(`assistance.statuses.${error.row.status}`) });
}
