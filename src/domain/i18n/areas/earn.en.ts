/**
 * English strings of one product area: Earn through EV: the earnings calculator, install and charger pages (issue 6).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const earnEn = {} as const;
