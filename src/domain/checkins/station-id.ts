/**
 * A station's place_id as the stations table keeps it: `<source>:<record id>`, e.g. 'ocm:307286',
 * 'bee:delhi:12', or from BEE's flattened list 'bee:delhi:tata_power:28.61234,77.21234' (a comma);
 * a renamed duplicate ends in '~2'. Anything else is no station of ours.
 */
export const STATION_ID_PATTERN = /^[a-z][a-z0-9+]*:[\w:.,~+-]{1,290}$/;

export const isStationId = (text: string): boolean => STATION_ID_PATTERN.test(text);

/** At most this many stations in one summaries call (a screen of cards). */
export const SUMMARY_IDS_MAX = 100;

const START_OF_ID = /^[a-z][a-z0-9+]*:/;

/**
 * The ids of `?ids=a,b,c`. Every station id starts with '<source>:', and only BEE's flattened ids
 * hold a comma (between the latitude and the longitude), so a piece that does not start a new id
 * continues the one before it. Repeated `ids` parameters are read the same way.
 */
export function parseStationIds(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','));
  const ids: string[] = [];
  for (const part of parts) {
    const piece = part.trim();
    if (piece === '') continue;
    if (START_OF_ID.test(piece) || ids.length === 0) ids.push(piece);
    else ids[ids.length - 1] += `,${piece}`;
  }
  return [...new Set(ids)];
}
