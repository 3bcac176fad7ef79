import type { FastifyInstance } from 'fastify';
import type { ApiAnswers } from '../../../domain/api/api-answers.ts';
import { myVehicleBody, tripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { ApiError, unauthorized } from '../../api-error.server.ts';
import { updateUser } from '../../db/user-repository.server.ts';
import { ok, sendAnswer, type Answer } from '../../http/api-envelope.server.ts';
import { cachedJson, SELF_COMPRESSED } from '../../http/cached-json.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { mapsAccessGate } from '../../maps/maps-access.server.ts';

/** The list changes only with a catalogue import and a restart; the ETag makes a revisit a 304. */
const VEHICLES_MAX_AGE_SECONDS = 3600;

/**
 * The trip planner (issue 16): GET /ev/trip/vehicles lists the catalogue's vehicles for the form
 * (open, like the catalogue); GET and PUT /ev/trip/my-vehicle keep a signed-in person's vehicle;
 * POST /ev/trip/plan answers a charging plan. Planning is a maps call: it takes a maps or session
 * token and shares the maps calls' limits. The planner and the vehicles are the trips plugin's
 * (plugins/trips.server.ts).
 */
export default async function tripRoutes(app: FastifyInstance) {
  const { vehicleProfiles: vehicles, tripPlanner: planner } = app;

  const list = cachedJson(
    VEHICLES_MAX_AGE_SECONDS,
    ok<ApiAnswers['GET /ev/trip/vehicles']>({ vehicles: vehicles.list }),
  );
  app.get('/ev/trip/vehicles', SELF_COMPRESSED, async (request, reply) => list(request, reply));

  // The profile's vehicle (a catalogue id): the trip form's default for a signed-in owner, on any phone.
  const myVehicle = (id: string) => vehicles.listed(id);
  app.get(
    '/ev/trip/my-vehicle',
    { preHandler: app.requireUser },
    async (request): Answer<'GET /ev/trip/my-vehicle'> => {
      if (!request.session) throw unauthorized();
      return ok({ vehicle: myVehicle(request.session.user.trip_vehicle_id) });
    },
  );
  app.put(
    '/ev/trip/my-vehicle',
    { preHandler: app.requireUser },
    async (request): Answer<'PUT /ev/trip/my-vehicle'> => {
      if (!request.session) throw unauthorized();
      const { vehicle_id } = parseBody(myVehicleBody, request.body);
      if (vehicle_id !== null && !vehicles.get(vehicle_id)) throw new ApiError(400, 'plan.validation.vehicleNotFound');
      const updated = await updateUser(app.db, request.session.user.id, { tripVehicleId: vehicle_id ?? '' }, app.now());
      if (!updated) throw unauthorized();
      return ok({ vehicle: myVehicle(updated.trip_vehicle_id) });
    },
  );

  app.post('/ev/trip/plan', { preHandler: mapsAccessGate(app) }, async (request, reply) =>
    sendAnswer(reply, 'POST /ev/trip/plan', await planner.plan(parseBody(tripPlanBody, request.body))),
  );
}
