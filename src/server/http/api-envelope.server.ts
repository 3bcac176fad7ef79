import type { FastifyReply } from 'fastify';
import type { ApiAnswers, ApiRoute } from '../../domain/api/api-answers.ts';
import type { ApiEnvelope } from '../../domain/api/api-envelope.ts';

/**
 * The success envelope every API answer of the spec has: { success: true, message: 'Success', data }
 * (ApiEnvelope in src/domain/api/api-envelope.ts).
 */
export const ok = <T>(data: T): ApiEnvelope<T> & { data: T } => ({ success: true, message: 'Success', data });

/**
 * What the handler of route R answers: the envelope of the data src/domain/api/api-answers.ts
 * names for it (and any field the route adds to the envelope). A handler declares it as its
 * return type, `async (request): Answer<'GET /ev/favourites'> => …`, so it cannot answer a shape
 * the app does not read.
 */
export type Answer<R extends ApiRoute, Extra extends object = object> = Promise<ApiEnvelope<ApiAnswers[R]> & Extra>;

declare const answerOf: unique symbol;

/**
 * An answer written ahead as UTF-8 JSON (a trip's stations, a plan, a cached suggestion list): the
 * bytes of ok(data) for a `data` of type T. Made only by answerBytes or by a writer that puts the
 * bytes together from typed parts (TripAnswers, PlanAnswerJson; their tests compare the bytes with
 * JSON.stringify of the same answer), so a route that sends one knows what it answers.
 */
export type AnswerBytes<T> = Buffer & { readonly [answerOf]: T };

/** The bytes of an envelope, kept to be sent again. */
export const answerBytes = <T>(envelope: ApiEnvelope<T>) => Buffer.from(JSON.stringify(envelope)) as AnswerBytes<T>;

/** Sends route R's answer written ahead as bytes (`route` names it, for the reader and the type check). */
export const sendAnswer = <R extends ApiRoute>(
  reply: FastifyReply,
  _route: R,
  bytes: AnswerBytes<NoInfer<ApiAnswers[R]>>,
) => reply.type('application/json; charset=utf-8').send(bytes);
