/**
 * Energy per km on winding mountain road, as a multiple of the vehicle's usual figure (docs/road-graph.md,
 * "Energy in the hills"). PROVISIONAL: source being looked up.
 */
export const HILL_ENERGY_FACTOR = 1.25;
