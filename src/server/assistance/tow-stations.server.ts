import type { TowStation } from '../../domain/assistance/assistance-api.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import { connectorsMatch, isLevName } from '../../domain/trips/connectors.ts';
import type { StationIndex } from '../stations/station-index.server.ts';

/** How far a tow goes looking for a charger, and how many the screens name. */
export const TOW_KM = 100;
export const TOW_COUNT = 3;

/**
 * The nearest stations that fit the vehicle (issue 39, 'where to go'): a connector the vehicle
 * takes (any car charger when the connector is not known; two-wheeler points only for a two-
 * wheeler's LEV connector), and not one the live status or recent check-ins say is wholly out of
 * order (the trip planner's avoid set, StationSignalsKeeper). DC before AC when both are near:
 * a flatbed goes a few km more for a fast charger, so within 1.5 × the nearest's distance a faster one
 * ranks first.
 */
export function towStations(
  index: StationIndex<Station>,
  point: LatLng,
  connector: string,
  avoid: ReadonlySet<string>,
): TowStation[] {
  const fits = (s: Station) => {
    if (avoid.has(s.id)) return false;
    if (!connector) return !s.levOnly;
    if (!isLevName(connector) && s.levOnly) return false;
    return s.connectors.some((c) => connectorsMatch(connector, c));
  };
  const near = index.nearest(point, 12, fits, TOW_KM);
  if (near.length === 0) return [];
  const reach = near[0]!.distanceKm * 1.5 + 2;
  const ranked = near.toSorted((a, b) => {
    const aIn = a.distanceKm <= reach;
    const bIn = b.distanceKm <= reach;
    if (aIn !== bIn) return aIn ? -1 : 1;
    if (aIn && (a.item.maxKw ?? 0) !== (b.item.maxKw ?? 0) && Math.abs((a.item.maxKw ?? 0) - (b.item.maxKw ?? 0)) >= 20)
      return (b.item.maxKw ?? 0) - (a.item.maxKw ?? 0);
    return a.distanceKm - b.distanceKm;
  });
  return ranked.slice(0, TOW_COUNT).map(({ item, distanceKm }) => ({
    place_id: item.id,
    name: item.name,
    city: item.city,
    lat: item.lat,
    lng: item.lng,
    km: Math.round(distanceKm * 10) / 10,
    max_kw: item.maxKw,
    connectors: item.connectors,
  }));
}
