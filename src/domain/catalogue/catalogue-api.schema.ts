import * as z from 'zod/mini';
import { vehicleTypes } from './catalogue-entry.ts';

/**
 * Bodies and queries of the catalogue calls (spec section 7, /ev/droom/*). The spec's client encrypts the
 * mmty-by-product body; we take plain JSON over HTTPS (docs/decisions/0004-catalogue-api.md).
 */

/** 'car', 'bike' or 'scooter', in any case ('Car' is read as 'car'). */
export const bucketSchema = z.pipe(
  z.string({ error: 'catalogue.bucket' }).check(z.trim(), z.toLowerCase()),
  z.enum(vehicleTypes as ['car', 'bike', 'scooter'], { error: 'catalogue.bucket' }),
);

export const productIdSchema = z
  .string({ error: 'catalogue.productId' })
  .check(z.trim(), z.minLength(1, 'catalogue.productId'), z.maxLength(200, 'catalogue.productId'));

const nameText = z
  .string({ error: 'catalogue.makeModel' })
  .check(z.trim(), z.minLength(1, 'catalogue.makeModel'), z.maxLength(100, 'catalogue.makeModel'));

/** GET /ev/droom/products?bucket=car */
export const productsQuery = z.object({ bucket: bucketSchema });

/** POST /ev/droom/other-variant: make and model by name or id ('Tata' or 'tata', 'Nexon EV' or 'tata-nexon-ev'). */
export const otherVariantBody = z.object({ bucket: bucketSchema, make: nameText, model: nameText });
export type OtherVariantBody = z.input<typeof otherVariantBody>;

/** POST /ev/droom/mmty-by-product */
export const productBody = z.object({ product_id: productIdSchema });
export type ProductBody = z.input<typeof productBody>;
