import * as z from 'zod/mini';
import { productIdSchema } from '../catalogue/catalogue-api.schema.ts';
import { KMS_MAX, KMS_MIN } from './tco-assumptions.ts';

/**
 * Monthly km driven (spec section 5): 500 to 10000 inclusive, as a number or the text of one (a form field);
 * anything else gets the spec's message 'Monthly Km Driven must between 500 to 10000' (key tco.kmsRange).
 */
export const monthlyKmsSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'tco.kmsRange'))], {
      error: 'tco.kmsRange',
    }),
    z.transform((value: number | string) => Number(value)),
  ),
  z
    .number({ error: 'tco.kmsRange' })
    .check(z.refine((v) => Number.isFinite(v) && v >= KMS_MIN && v <= KMS_MAX, 'tco.kmsRange')),
);

/** True when a typed monthly km value may be sent (the form disables Find Cost otherwise). */
export function isValidMonthlyKms(value: unknown): boolean {
  return monthlyKmsSchema.safeParse(value).success;
}

/** POST /ev/droom/ev-tco */
export const evTcoBody = z.object({ product_id: productIdSchema, kms: monthlyKmsSchema });
export type EvTcoBody = z.input<typeof evTcoBody>;
