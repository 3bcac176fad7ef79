/**
 * English strings of the road graph in trip plans (issue 29): where a plan's road distance comes
 * from, the estimated stretches to and from the highway, and the energy added on winding hill
 * road. Loaded with the trip screens (trip-plan-strings.ts); the server's `translate` reads every area.
 */
export const tripRoadsEn = {
  roads: {
    /** The plan's source line: the distance is measured on the national-highway graph. */
    source: 'Road distance via national highways (© OpenStreetMap contributors)',
    /** The source line where no national-highway route joins the ends (or an end is over 60 km from one). */
    sourceEstimated: 'Road distance estimated: no national-highway route was found between these places.',
    sourceProvider: {
      osrm: 'Road distance via the OSRM routing service',
      google: 'Road distance via Google Maps',
    },
    /** Beside the distance: the first and last stretch, off the highways, are estimates. */
    access: 'includes {{km}} km to and from the highway, estimated',
    /** The same, with stretches where the highway data has a gap (the graph's estimated links). */
    accessAndGaps:
      'includes {{km}} km to and from the highway and {{gaps}} km across gaps in the highway data, estimated',
    gaps: 'includes {{gaps}} km across gaps in the highway data, estimated',
    /** Beside the battery at arrival, and the vehicle's energy use. */
    hills: 'includes {{pct}}% more energy on {{km}} km of winding hill road, assumed',
    hillsNote:
      'On winding hill road the plan counts {{pct}}% more energy per km than on the plains ({{km}} km of this route): our assumption, as no published figure for Indian mountain highways was found. Battery levels in the hills are estimates; keep a larger reserve.',
    /** The planned route on the map. */
    mapLabel: 'Map of the route and the charging stations',
  },
} as const;
