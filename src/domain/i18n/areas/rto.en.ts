/**
 * English strings of one product area: RTO services: vehicle registration details and e-challan status (issue 5).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const rtoEn = {} as const;
