import { greatCirclePath, haversineKm } from '../../src/domain/geo/geodesy.ts';
import type { StationFilters } from '../../src/domain/stations/station-filters.ts';
import type { Station } from '../../src/domain/stations/station.ts';
import { Gazetteer } from '../../src/server/geocoding/gazetteer.server.ts';
import { readStationsCsv } from '../../src/server/stations/station-csv.server.ts';
import { StationIndex } from '../../src/server/stations/station-index.server.ts';
import { bundledStationsFile, DEFAULT_DATA_DIR } from '../../src/server/stations/seed-stations.server.ts';
import type { Trip } from '../../src/server/trips/trip-answer.server.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';

/** Cities on the busy corridors (as bench/api.ts uses them), placed by the bundled gazetteer. */
const CITIES = [
  'Delhi',
  'Jaipur',
  'Agra',
  'Chandigarh',
  'Ahmedabad',
  'Surat',
  'Vadodara',
  'Mumbai',
  'Pune',
  'Nashik',
  'Bengaluru',
  'Mysuru',
  'Chennai',
  'Vellore',
  'Hyderabad',
  'Kochi',
  'Kolkata',
];
const FILTERS: StationFilters[] = [
  {},
  { fastOnly: true },
  { connectors: ['CCS2', 'Type 2'] },
  { operator: 'tata' },
  { connectors: ['LEV'] },
];

/** A trip with a routing service's path: the great-circle line, so these tests need no road graph. */
export type PathTrip = Trip & { path: LatLng[] };

let loaded: { stations: Station[]; index: StationIndex<Station>; trips: PathTrip[] } | undefined;

/**
 * The bundled stations, their index, and real trips: every pair of CITIES within 600 km (each way,
 * on the great circle, as the offline route provider draws it), each with one of FILTERS in turn.
 */
export function realTrips() {
  if (loaded) return loaded;
  const { stations } = readStationsCsv(bundledStationsFile(DEFAULT_DATA_DIR));
  const gazetteer = Gazetteer.load();
  const places = CITIES.map((name) => {
    const found = gazetteer.geocode(name);
    if (!found) throw new Error(`the gazetteer cannot place ${name}`);
    return found;
  });
  const pairs = places.flatMap((a) =>
    places.filter((b) => b !== a && haversineKm(a, b) <= 600).map((b) => [a, b] as const),
  );
  const trips = pairs.map(([origin, destination], i) => ({
    origin,
    destination,
    path: greatCirclePath(origin, destination, 5),
    widthKm: 15,
    filters: FILTERS[i % FILTERS.length]!,
  }));
  loaded = { stations, index: new StationIndex(stations), trips };
  return loaded;
}
