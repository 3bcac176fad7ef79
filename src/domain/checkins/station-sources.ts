import type { StationSource } from './checkin-api.ts';

/**
 * The sources a station's record came from, for the attribution its page must carry
 * (data/stations/SOURCE.md: BEE's list, attributed; Open Charge Map, CC BY-SA 4.0), from its
 * ';'-joined source ids ('bee:delhi:12;ocm:307286').
 */
export function stationSources(sourceIds: string): StationSource[] {
  const out: StationSource[] = [];
  const seen = new Set<string>();
  for (const raw of sourceIds.split(';')) {
    const id = raw.trim();
    const ocm = /^ocm:(\d+)$/.exec(id);
    if (ocm) {
      out.push({
        id: 'ocm',
        name: 'Open Charge Map contributors',
        licence: 'CC BY-SA 4.0',
        url: `https://openchargemap.org/site/poi/details/${ocm[1]}`,
      });
    } else if (id.startsWith('bee:') && !seen.has('bee')) {
      seen.add('bee');
      out.push({
        id: 'bee',
        name: 'Bureau of Energy Efficiency (Ministry of Power), Government of India',
        licence: null,
        url: null,
      });
    }
  }
  return out;
}

/** The spec's maps link for a station, as the station cards make it: a Google Maps search for its name and place. */
export const stationMapsUrl = (name: string, vicinity: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${vicinity}`)}`;
