import type { FastifyInstance } from 'fastify';
import type { ApiAnswers } from '../../../domain/api/api-answers.ts';
import { otherVariantBody, productBody, productsQuery } from '../../../domain/catalogue/catalogue-api.schema.ts';
import { vehicleTypes, type VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { productsPath } from '../../../domain/catalogue/catalogue-paths.ts';
import { computeTco, tcoVehicleFrom } from '../../../domain/tco/tco-model.ts';
import { evTcoBody } from '../../../domain/tco/tco-schema.ts';
import { ApiError } from '../../api-error.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { cachedJson, SELF_COMPRESSED } from '../../http/cached-json.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';

/** The lists change only when an operator imports and restarts; the ETag makes a revisit a 304. */
const LIST_MAX_AGE_SECONDS = 3600;

/**
 * The catalogue calls of spec section 7 (/ev/droom/*), answered from the bundled catalogue in plain JSON
 * (docs/decisions/0004-catalogue-api.md). Open to visitors: no token is needed to browse or to price a vehicle.
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  const lists = Object.fromEntries(
    vehicleTypes.map((type) => [
      type,
      cachedJson(LIST_MAX_AGE_SECONDS, ok<ApiAnswers['GET /ev/droom/products']>(app.catalogue.lists[type])),
    ]),
  ) as Record<VehicleType, ReturnType<typeof cachedJson>>;
  // The URL the app itself asks for (productsPath): the lane's exact match.
  for (const type of vehicleTypes) app.answerLane.add(productsPath(type), lists[type].answer);

  const detailOf = (productId: string) => {
    const detail = app.catalogue.detail(productId);
    if (!detail) throw new ApiError(404, 'catalogue.notFound');
    return detail;
  };

  // The spec does not show this path: "a fetch by type that returns a product list exists".
  app.get('/ev/droom/products', SELF_COMPRESSED, async (request, reply) => {
    const { bucket } = parseBody(productsQuery, request.query);
    return lists[bucket](request, reply);
  });

  app.post('/ev/droom/other-variant', async (request): Answer<'POST /ev/droom/other-variant'> => {
    const { bucket, make, model } = parseBody(otherVariantBody, request.body);
    const variants = app.catalogue.variants(bucket, make, model);
    if (variants.length === 0) throw new ApiError(404, 'catalogue.noVariants');
    return ok(variants);
  });

  app.post('/ev/droom/mmty-by-product', async (request): Answer<'POST /ev/droom/mmty-by-product'> => {
    const { product_id } = parseBody(productBody, request.body);
    return ok(detailOf(product_id));
  });

  app.post('/ev/droom/ev-tco', async (request): Answer<'POST /ev/droom/ev-tco'> => {
    const { product_id, kms } = parseBody(evTcoBody, request.body);
    const vehicle = tcoVehicleFrom(detailOf(product_id));
    if (!vehicle) throw new ApiError(404, 'tco.noPrice');
    return ok(computeTco(vehicle, kms));
  });
}
