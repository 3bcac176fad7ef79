/**
 * English strings of the heights in trip plans (issue 40): the climb and descent beside the distance, the height
 * profile with the battery along it, and where the heights are unknown. Loaded with the trip screens.
 */
export const tripHeightsEn = {
  heights: {
    /** Beside the distance. */
    climb: 'Climb {{climb}} m · descent {{descent}} m',
    /** Where part of the route has no height data (south of 10 °N). */
    noData: 'no height data here, estimated',
    /** The mass the climbs lift. */
    mass: 'counted at {{kg}} kg with {{people}} on board',
    massAssumed: 'counted at {{kg}} kg with {{people}} on board; the vehicle weight is assumed',
    profileTitle: 'Height of the road and battery along the route',
    /** The text of the profile for screen readers (and under the picture). */
    profileSummary:
      'The road starts at {{from}} m, is highest at {{max}} m (km {{maxKm}}) and ends at {{to}} m. The battery goes from {{startPct}}% to {{endPct}}%, lowest {{minPct}}% at km {{minKm}}.',
    stop: 'Stop {{n}}',
    heightLegend: 'Height of the road',
    batteryLegend: 'Battery %',
    source: 'Heights: GMTED2010 terrain data courtesy of the U.S. Geological Survey',
  },
} as const;
