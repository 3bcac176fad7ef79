import { formatDistance } from '../../domain/geo/geodesy.ts';
import { FAST_DC_KW, type StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';

/**
 * A station as the maps calls return it: the spec's station result (name, vicinity, distance,
 * place_id, geometry.location; opening_hours and rating only where a source has them, which the
 * bundled data never does), plus what drivers ask for: operator, connectors and maximum power.
 */
export interface StationResult {
  place_id: string;
  name: string;
  vicinity: string;
  distance?: string;
  distance_km?: number;
  distance_from_start?: string;
  distance_from_start_km?: number;
  geometry: { location: { lat: number; lng: number } };
  operator: string;
  connectors: string[];
  max_kw: number | null;
  lev_only: boolean;
  source: string;
}

const round = (km: number) => Math.round(km * 100) / 100;

export function toStationResult(station: Station, extra: { distanceKm?: number; distanceFromStartKm?: number } = {}): StationResult {
  const vicinity = station.address || [station.city, station.state].filter(Boolean).join(', ');
  return {
    place_id: station.id,
    name: station.name,
    vicinity,
    ...(extra.distanceKm !== undefined ? { distance: formatDistance(extra.distanceKm), distance_km: round(extra.distanceKm) } : {}),
    ...(extra.distanceFromStartKm !== undefined
      ? { distance_from_start: formatDistance(extra.distanceFromStartKm), distance_from_start_km: round(extra.distanceFromStartKm) }
      : {}),
    geometry: { location: { lat: station.lat, lng: station.lng } },
    operator: station.operator,
    connectors: station.connectors,
    max_kw: station.maxKw,
    lev_only: station.levOnly,
    source: station.source,
  };
}

/** A station's JSON before and after the distance fields, made once per station (stations are loaded once). */
const fragments = new WeakMap<Station, { head: string; tail: string }>();

/**
 * toStationResult as JSON text, the same keys in the same order, from pieces serialised once per
 * station: a trip answer lists up to ~180 stations, and serialising them whole was a fifth of the
 * CPU of a trip search not in the answer cache (bench/api.ts).
 */
export function stationResultJson(station: Station, extra: { distanceKm?: number; distanceFromStartKm?: number } = {}): string {
  let parts = fragments.get(station);
  if (!parts) {
    const { place_id, name, vicinity, geometry, operator, connectors, max_kw, lev_only, source } = toStationResult(station);
    parts = {
      head: JSON.stringify({ place_id, name, vicinity }).slice(0, -1),
      tail: JSON.stringify({ geometry, operator, connectors, max_kw, lev_only, source }).slice(1),
    };
    fragments.set(station, parts);
  }
  let middle = '';
  if (extra.distanceKm !== undefined) middle += `,"distance":${JSON.stringify(formatDistance(extra.distanceKm))},"distance_km":${round(extra.distanceKm)}`;
  if (extra.distanceFromStartKm !== undefined) {
    middle += `,"distance_from_start":${JSON.stringify(formatDistance(extra.distanceFromStartKm))},"distance_from_start_km":${round(extra.distanceFromStartKm)}`;
  }
  return `${parts.head}${middle},${parts.tail}`;
}

/** The filter chips: connector families, fast DC (≥ 25 kW) and operator. */
export function stationFilter(filters: StationFilters): ((station: Station) => boolean) | undefined {
  const { connectors, fastOnly, operator } = filters;
  if (!connectors?.length && !fastOnly && !operator) return undefined;
  const wanted = connectors ?? [];
  const operatorText = operator?.trim().toLowerCase();
  return (station) =>
    (wanted.length === 0 ||
      wanted.some((family) => station.connectors.some((c) => (family === 'LEV' ? /^LEV\b/i.test(c) : c.toLowerCase() === family.toLowerCase())))) &&
    (!fastOnly || (station.maxKw ?? 0) >= FAST_DC_KW) &&
    (!operatorText || station.operator.toLowerCase().includes(operatorText));
}
