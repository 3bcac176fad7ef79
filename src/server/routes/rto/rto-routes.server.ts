import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOwnVehicle, maskAllButTail, maskName } from '../../../domain/rto/owner-privacy.ts';
import {
  vehicleLookupBody,
  type Challan,
  type LookupMasking,
  type VehicleInfo,
} from '../../../domain/rto/vehicle-lookup.schema.ts';
import { ApiError } from '../../api-error.server.ts';
import type { Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import {
  allowanceKeys,
  allowanceUsed,
  claimAllowance,
  releaseAllowance,
} from '../../registry/lookup-allowance.server.ts';
import { DAY_MS, finishLookup, startLookup, type LookupKind } from '../../registry/lookup-log.server.ts';
import { RegistryUnavailableError } from '../../registry/registry-provider.server.ts';

const maskVehicle = (v: VehicleInfo): VehicleInfo => ({
  ...v,
  owner: maskName(v.owner),
  engine: maskAllButTail(v.engine),
  chassis: maskAllButTail(v.chassis),
});
const maskChallan = (c: Challan): Challan => ({ ...c, accusedName: maskName(c.accusedName) });

/**
 * POST /ev/vehicle-detail/info and POST /ev/e-challan/info (spec section 7): a signed-in
 * person's lookup by registration number. Both are logged (the person's log) and share one daily
 * allowance per person (REGISTRY_LOOKUPS_PER_DAY, counted apart from the log under keyed hashes),
 * so the service cannot be used to harvest owners' data, and
 * the owner's name, engine and chassis numbers (and a challan's violator) are masked unless the
 * number is the one saved in the person's own profile.
 * The vehicle record is plain JSON, not the spec's encrypted string (docs/decisions/0005-registry-provider.md).
 */
export default async function rtoRoutes(app: FastifyInstance) {
  // app.requireUser itself (not a wrapper), so the route list marks these routes as token-gated.
  const guarded = { preHandler: app.requireUser };

  /** Runs one lookup within the person's allowance, logging its outcome; unknown → 404, provider down → 503. */
  async function lookUp<T>(
    request: FastifyRequest,
    kind: LookupKind,
    regNo: string,
    fetch: () => Promise<T | undefined>,
  ): Promise<T> {
    const user = request.session!.user;
    const now = app.now();
    const id = await startLookup(app.db, { userId: user.id, kind, regNo, now });
    const keys = allowanceKeys(app.config.OTP_PEPPER, user);
    const claim = await claimAllowance(app.db, keys, now);
    const used = await allowanceUsed(app.db, keys, now, claim);
    const limit = app.config.REGISTRY_LOOKUPS_PER_DAY;
    if (used.count > limit) {
      await releaseAllowance(app.db, claim);
      await finishLookup(app.db, id, 'rate_limited');
      const retryAfter = Math.max(1, Math.ceil(((used.oldestAt ?? now) + DAY_MS - now) / 1000));
      throw new ApiError(429, 'rto.tooManyLookups', { limit }, { 'retry-after': String(retryAfter) });
    }
    let found: T | undefined;
    try {
      found = await fetch();
    } catch (error) {
      if (!(error instanceof RegistryUnavailableError)) throw error;
      await releaseAllowance(app.db, claim);
      await finishLookup(app.db, id, 'unavailable');
      request.log.warn({ provider: app.registry.name, reason: error.reason }, 'registry provider failed');
      throw new ApiError(503, 'rto.unavailable', {}, { 'retry-after': '60' });
    }
    await finishLookup(app.db, id, found === undefined ? 'not_found' : 'found');
    if (found === undefined) throw new ApiError(404, 'rto.notFound');
    return found;
  }

  const ownVehicle = (request: FastifyRequest, regNo: string) => isOwnVehicle(regNo, request.session!.user.gr_number);

  app.post(
    '/ev/vehicle-detail/info',
    guarded,
    async (request): Answer<'POST /ev/vehicle-detail/info', LookupMasking> => {
      const { vehicleNumber } = parseBody(vehicleLookupBody, request.body);
      const vehicle = await lookUp(request, 'vehicle', vehicleNumber, () => app.registry.vehicle(vehicleNumber));
      const own = ownVehicle(request, vehicleNumber);
      return { success: true, message: 'Success', masked: !own, data: own ? vehicle : maskVehicle(vehicle) };
    },
  );

  app.post('/ev/e-challan/info', guarded, async (request): Answer<'POST /ev/e-challan/info', LookupMasking> => {
    const { vehicleNumber } = parseBody(vehicleLookupBody, request.body);
    const challans = await lookUp(request, 'challan', vehicleNumber, () => app.registry.challans(vehicleNumber));
    const own = ownVehicle(request, vehicleNumber);
    return { success: true, message: 'Success', masked: !own, data: own ? challans : challans.map(maskChallan) };
  });
}
