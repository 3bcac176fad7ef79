/**
 * The shape another language's catalogue must have: the English catalogue's keys, arrays and
 * nesting, with any text in place of each English string. `as const` English catalogues would
 * otherwise demand the English words themselves.
 */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : { readonly [K in keyof T]: Translated<T[K]> };
