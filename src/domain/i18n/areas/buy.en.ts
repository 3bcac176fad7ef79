/**
 * English strings of one product area: Planning to buy: the vehicle finder, vehicle details and the cost of ownership (issue 4).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const buyEn = {
  /** Messages of the catalogue API (/ev/droom/products, other-variant, mmty-by-product). */
  catalogue: {
    bucket: 'Choose a vehicle type: car, bike or scooter',
    productId: 'Please choose a vehicle',
    makeModel: 'Please choose a make and a model',
    notFound: 'No such vehicle in the catalogue',
    noVariants: 'No variants of this make and model in the catalogue',
  },
  /** Cost of ownership: the monthly-km rule (spec section 5, text as the spec gives it) and the ev-tco API. */
  tco: {
    kmsRange: 'Monthly Km Driven must between 500 to 10000',
    noPrice: 'This vehicle has no ex-showroom price in our data, so its cost of ownership cannot be worked out',
  },
} as const;
