import { isLanguage, requestLanguage } from '../../../domain/i18n/languages.ts';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  sendOtpBody,
  setPreferenceBody,
  updateMobileProfileBody,
  updateProfileBody,
  updateViewScreenBody,
  verifyOtpBody,
} from '../../../domain/user/user-api.schema.ts';
import { ApiError, unauthorized } from '../../api-error.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import type { UserRow } from '../../db/tables.ts';
import {
  createUser,
  findUserByMobile,
  recordMobileChange,
  toProfile,
  updateUser,
} from '../../db/user-repository.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { tokenOf } from '../../plugins/auth.server.ts';
import { deviceLabel } from '../../services/device-label.server.ts';
import { routeLimit } from '../../traffic/route-limit.server.ts';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  userForToken,
} from '../../services/session-service.server.ts';

function signedInUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

/** A unique-constraint violation, from SQLite or PostgreSQL. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** The /ev/user calls of spec section 7. */
export default async function userRoutes(app: FastifyInstance) {
  const sessionTtlMs = app.config.SESSION_TTL_DAYS * 86_400_000;
  const otpRouteLimit = { onRequest: routeLimit(app, 'otp', app.config.OTP_ROUTE_PER_MINUTE, 60_000) };
  const protectedRoute = { preHandler: app.requireUser };

  app.put('/ev/user/send-otp', otpRouteLimit, async (request): Answer<'PUT /ev/user/send-otp'> => {
    const body = parseBody(sendOtpBody, request.body);
    let userId: string | null = null;
    if (body.purpose === 'changeMobile') {
      const found = await userForToken(app.db, tokenOf(request), app.now());
      if (!found) throw unauthorized();
      if (found.user.mobile === body.mobile) throw new ApiError(400, 'errors.mobileSame');
      const holder = await findUserByMobile(app.db, body.mobile);
      if (holder) throw new ApiError(409, 'errors.mobileTaken');
      userId = found.user.id;
    }
    if (body.purpose === 'deleteAccount') {
      // A fresh code to the account's own number: the person holding the phone confirms the deletion.
      const found = await userForToken(app.db, tokenOf(request), app.now());
      if (!found) throw unauthorized();
      if (found.user.mobile !== body.mobile) throw new ApiError(400, 'checkins.account.wrongMobile');
      userId = found.user.id;
    }
    // The SMS in the account's language, else the page's (a first sign-in: cookie, then the browser's).
    const account = await findUserByMobile(app.db, body.mobile);
    const language = isLanguage(account?.language) ? account.language : requestLanguage(request.headers);
    const sent = await app.otp.send(body.mobile, request.ip, body.purpose ?? 'login', userId, language);
    return ok({ mobile: body.mobile, ...sent });
  });

  app.put('/ev/user/verify-otp', otpRouteLimit, async (request): Answer<'PUT /ev/user/verify-otp'> => {
    const { mobile, otp } = parseBody(verifyOtpBody, request.body);
    await app.otp.verify(mobile, otp, 'login');
    const now = app.now();
    let user = await findUserByMobile(app.db, mobile);
    let isNewUser = false;
    if (!user) {
      try {
        user = await createUser(app.db, crypto.randomUUID(), mobile, now);
        isNewUser = true;
      } catch (error) {
        // Two verifications for a new number raced; the other one created the user.
        if (!isUniqueViolation(error)) throw error;
        user = await findUserByMobile(app.db, mobile);
        if (!user) throw error;
      }
    }
    const token = await createSession(app.db, user.id, now, sessionTtlMs, deviceLabel(request.headers['user-agent']));
    return ok({ token, userPreference: user.user_preference, profile: toProfile(user), isNewUser });
  });

  app.put('/ev/user/app-check', protectedRoute, async (request): Answer<'PUT /ev/user/app-check'> =>
    ok({ profile: toProfile(signedInUser(request)) }),
  );

  app.put('/ev/user/check-profile', protectedRoute, async (request): Answer<'PUT /ev/user/check-profile'> =>
    ok(toProfile(signedInUser(request))),
  );

  app.put('/ev/user/update-profile', protectedRoute, async (request): Answer<'PUT /ev/user/update-profile'> => {
    const user = signedInUser(request);
    const body = parseBody(updateProfileBody, request.body);
    if (body.mobile !== undefined && body.mobile !== user.mobile) throw new ApiError(400, 'errors.useMobileChange');
    const updated = await updateUser(app.db, user.id, body, app.now());
    if (!updated) throw unauthorized();
    return ok(toProfile(updated));
  });

  app.put(
    '/ev/user/update-mobile-profile',
    protectedRoute,
    async (request): Answer<'PUT /ev/user/update-mobile-profile'> => {
      const user = signedInUser(request);
      const body = parseBody(updateMobileProfileBody, request.body);
      if (body.newMobile === user.mobile) throw new ApiError(400, 'errors.mobileSame');
      await app.otp.verify(body.newMobile, body.otp, 'changeMobile', user.id);
      const now = app.now();
      try {
        const result = await app.db.transaction().execute(async (trx) => {
          const holder = await findUserByMobile(trx, body.newMobile);
          if (holder && holder.id !== user.id) throw new ApiError(409, 'errors.mobileTaken');
          const { newMobile, otp: _otp, id: _id, mobile: _mobile, ...fields } = body;
          const updated = await updateUser(trx, user.id, { ...fields, mobile: newMobile }, now);
          if (!updated) throw unauthorized();
          await recordMobileChange(trx, user.id, user.mobile, newMobile, now);
          // The old number no longer identifies this person: end every session it started.
          await revokeAllSessions(trx, user.id, now);
          const token = await createSession(
            trx,
            user.id,
            now,
            sessionTtlMs,
            deviceLabel(request.headers['user-agent']),
          );
          return { token, profile: toProfile(updated) };
        });
        return ok(result);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'errors.mobileTaken');
        throw error;
      }
    },
  );

  app.put(
    '/ev/user/set-preference',
    protectedRoute,
    async (request): Answer<'PUT /ev/user/set-preference', { status: string }> => {
      const user = signedInUser(request);
      const body = parseBody(setPreferenceBody, request.body);
      const updated = await updateUser(
        app.db,
        user.id,
        { userPreference: body.userPreference, grNumber: body.grNumber, skipGrNumber: body.skipGrNumber },
        app.now(),
      );
      if (!updated) throw unauthorized();
      return { ...ok(toProfile(updated)), status: 'Success' };
    },
  );

  app.put('/ev/user/update-view-screen', protectedRoute, async (request): Answer<'PUT /ev/user/update-view-screen'> => {
    const user = signedInUser(request);
    const body = parseBody(updateViewScreenBody, request.body);
    const updated = await updateUser(app.db, user.id, { viewedCOVScreen: body.viewedCOVScreen }, app.now());
    if (!updated) throw unauthorized();
    return ok(toProfile(updated));
  });

  /** Ends this session on the server, so the token cannot be used again. */
  app.put('/ev/user/logout', protectedRoute, async (request): Answer<'PUT /ev/user/logout'> => {
    if (request.session) await revokeSession(app.db, request.session.sessionId, app.now());
    app.knownSessions.forget(tokenOf(request));
    return ok(null);
  });
}
