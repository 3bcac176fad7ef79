/**
 * Energy per km on winding mountain road (RoadRoute.winding), as a multiple of the vehicle's usual figure: the
 * planner multiplies the vehicle's energy per km on those segments by it. ASSUMED: no published figure for Indian
 * mountain highways was found. Why about a quarter more (docs/road-graph.md, "Energy in the hills"): lifting a
 * 1.8 t car 1,000 m takes about 4.9 kWh, regenerative braking gives back only part of it on the way down (60–80%
 * at best on long controlled descents, less on short ones: Chargetrip, "How elevation affects EV range on fleet
 * routes"), and winding road means more braking and accelerating than the flat cycles the vehicles' figures come
 * from. The screen calls the figure assumed.
 */
export const HILL_ENERGY_FACTOR = 1.25;
