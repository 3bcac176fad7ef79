/**
 * English strings of one product area: Planning to buy: the vehicle finder, vehicle details and the cost of ownership (issue 4).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const buyEn = {} as const;
