import fs from 'node:fs';
import path from 'node:path';
import { csvRecords, csvRowStream, type CsvRowStream } from '../../domain/csv/csv.ts';
import { isInIndia, type LatLng } from '../../domain/geo/lat-lng.ts';
import { compactName, normalizeName } from '../../domain/places/place-text.ts';
import { DistrictNames } from './district-names.server.ts';
import { districtsFromLocalities } from './districts.server.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import { loadLocalities, mergeIntoTowns } from './localities.server.ts';
import { AliasBook, aliasRows } from './place-aliases.server.ts';
import { scoreImportance } from './place-importance.server.ts';
import { PincodeAreas } from './pincode-areas.server.ts';
import { StateNames } from './state-names.server.ts';
import { loadTowns } from './town-places.server.ts';

/** The bundled files the gazetteer is made from, as CSV records (data/…/SOURCE.md for each). */
export interface GazetteerFiles {
  states: Record<string, string>[];
  places: Record<string, string>[];
  aliases: Record<string, string>[];
  pincodes: Record<string, string>[];
  /** data/localities/localities.csv as a table; optional so a test can load the towns alone. */
  localities?: CsvRowStream;
  localityAliases?: Record<string, string>[];
  /** data/localities/districts.csv: the directory's district spellings → the names shown. */
  districtNames?: Record<string, string>[];
  /** data/localities/pincode-centres.csv: pincode centres the localities import corrected. */
  pincodeCentres?: Record<string, string>[];
  /** Charging station positions; optional, they only sharpen the ranking of places. */
  stations?: readonly LatLng[];
}

export interface GazetteerStats {
  places: number;
  /** Place rows dropped as duplicates of another row (old and current name of one place). */
  placesMerged: number;
  /** Places shown under their current name instead of the old one in the file. */
  placesRenamed: number;
  /** Places whose coarse (rounded) position was replaced by their town's centre from the pincodes. */
  placeCoordsFixed: number;
  aliases: number;
  pincodes: number;
  pincodesWithoutPosition: number;
  /** Pincodes whose state and district were 'NA' in the file, taken from their neighbours. */
  pincodesStateInferred: number;
  /** Pincode centres corrected by data/localities/pincode-centres.csv. */
  pincodeCentresCorrected: number;
  /** Stations counted for importance (0 when data/stations/stations.csv is absent). */
  stations: number;
  localities: number;
  /** Localities at their pincode's centre (no office position, or a rejected one). */
  localitiesApproximate: number;
  /** Localities that are a town's own post office, merged into the town. */
  localitiesMergedIntoTowns: number;
  localityAliases: number;
  /** Towns on a coarse grid moved to their head or sub office's position. */
  townsMovedToTheirOffice: number;
  /** Districts of the postal directory that no place of data/places names. */
  districts: number;
  /** Towns found to lie inside a bigger city (ranked after a town of the same name). */
  suburbs: number;
}

export interface GazetteerData {
  places: GazetteerPlace[];
  /** Ids that resolve to another place: merged rows of data/places, localities merged into towns. */
  aliasIds: Map<string, GazetteerPlace>;
  pincodes: PincodeAreas;
  states: StateNames;
  stats: GazetteerStats;
}

/** The positions of data/stations/stations.csv (columns lat and lng). */
function stationPositions(table: CsvRowStream | undefined): LatLng[] {
  if (!table) return [];
  const latCol = table.header.findIndex((h) => h === 'lat' || h === 'latitude');
  const lngCol = table.header.findIndex((h) => h === 'lng' || h === 'lon' || h === 'longitude');
  if (latCol < 0 || lngCol < 0) return [];
  const points: LatLng[] = [];
  table.each((r) => {
    const lat = Number.parseFloat(r[latCol] ?? '');
    const lng = Number.parseFloat(r[lngCol] ?? '');
    if (Number.isFinite(lat) && Number.isFinite(lng) && isInIndia({ lat, lng })) points.push({ lat, lng });
  });
  return points;
}

/**
 * Reads data/places, data/pincodes, data/localities and (if present) data/stations, synchronously.
 * `stations`: their positions when the caller has them already (the server's station index), so
 * data/stations is not read a second time.
 */
export function readGazetteerFiles(dir: string, stations?: readonly LatLng[]): GazetteerFiles {
  const file = (...parts: string[]) => path.join(dir, ...parts);
  const text = (...parts: string[]) => fs.readFileSync(file(...parts), 'utf8');
  const readCsv = (...parts: string[]) => csvRecords(text(...parts), { trim: true }).records;
  const optional = (...parts: string[]) => (fs.existsSync(file(...parts)) ? readCsv(...parts) : undefined);
  const table = (...parts: string[]) => (fs.existsSync(file(...parts)) ? csvRowStream(text(...parts)) : undefined);
  const localities = table('localities', 'localities.csv');
  return {
    states: readCsv('places', 'states.csv'),
    places: readCsv('places', 'places.csv'),
    aliases: readCsv('places', 'aliases.csv'),
    pincodes: readCsv('pincodes', 'pincodes.csv'),
    localities,
    // The aliases name localities: without them (an install without data/localities) they name nothing.
    localityAliases: localities ? optional('localities', 'aliases.csv') : undefined,
    districtNames: optional('localities', 'districts.csv'),
    pincodeCentres: optional('localities', 'pincode-centres.csv'),
    stations: stations ?? stationPositions(table('stations', 'stations.csv')),
  };
}

/** Every place of every kind, with its fixes, districts, importance, and the counts of what was fixed. */
export function buildGazetteerData(files: GazetteerFiles): GazetteerData {
  const aliases = new AliasBook(aliasRows(files.aliases));
  const states = new StateNames(files.states, aliases.rows);
  const districtNames = new DistrictNames(files.districtNames);
  const pincodes = new PincodeAreas(
    files.pincodes,
    states,
    (d, code) => districtNames.display(d, code),
    files.pincodeCentres,
  );
  const towns = loadTowns(files.places, aliases, pincodes, states);
  // The district a name is shown with; the directory's old district names read as current ones.
  const districtCache = new Map<string, string>();
  const currentDistrict = (district: string, stateCode: string) => {
    const cacheKey = `${stateCode}:${district}`;
    let current = districtCache.get(cacheKey);
    if (current === undefined) {
      const shown = districtNames.display(district, stateCode);
      current = aliases.of(compactName(shown), stateCode).find((a) => a.aliasKey === compactName(shown))?.name ?? shown;
      districtCache.set(cacheKey, current);
    }
    return current;
  };
  const localities = loadLocalities(
    files.localities ?? { header: [], size: 0, each: () => {} },
    files.localityAliases ?? [],
    states,
  );
  for (const loc of localities.places) loc.district = currentDistrict(loc.district, loc.stateCode);
  const merged = mergeIntoTowns(towns.places, localities.places, towns.coarse);
  for (const town of towns.places) {
    const pin = pincodes.nearest(town, 30);
    if (!town.pincode && pin) town.pincode = pin.code;
    const district = town.district || pincodes.districtAround(town, town.stateCode);
    if (district) town.district = currentDistrict(district, town.stateCode);
  }
  const places: GazetteerPlace[] = [...towns.places, ...merged.kept];
  // States and union territories are places too ('Goa', 'Kerala', 'Orissa'), unless a city has
  // their name (Delhi, Puducherry, Chandigarh).
  for (const s of states.rows) {
    if (!Number.isFinite(s.lat) || !Number.isFinite(s.lng) || !Number.isFinite(s.id)) continue;
    if (towns.places.some((p) => p.stateCode === s.code && compactName(p.name) === compactName(s.name))) continue;
    const names = new Set([normalizeName(s.name), normalizeName(s.native)]);
    for (const a of aliases.rows) if (a.nameKey === compactName(s.name)) names.add(a.aliasNorm);
    places.push({
      key: `state:${s.code}`,
      kind: 'state',
      id: s.id,
      name: s.name,
      native: s.native,
      district: '',
      state: s.name,
      stateCode: s.code,
      lat: s.lat,
      lng: s.lng,
      approximate: false,
      pincode: '',
      admin: true,
      importance: 0,
      names: [...names].filter(Boolean),
      suburb: false,
      typos: true,
    });
  }
  const districts = districtsFromLocalities(
    merged.kept,
    places.filter((p) => p.kind !== 'locality'),
    (code) => states.nameOf(code),
    (d, code) => districtNames.oldNames(d, code),
  );
  // A district of data/places keeps the directory's spelling as a search key too ('24 Paraganas North').
  for (const p of places)
    if (p.kind === 'district')
      for (const old of districtNames.oldNames(p.name.replace(/ district$/i, ''), p.stateCode))
        if (!p.names.includes(old)) p.names.push(old);
  places.push(...districts);
  const suburbs = scoreImportance(places, pincodes, files.stations ?? []);

  const aliasIds = new Map<string, GazetteerPlace>(merged.mergedInto);
  const byId = new Map(towns.places.map((p) => [p.id, p]));
  for (const [dropped, kept] of towns.mergedInto) aliasIds.set(`place:${dropped}`, byId.get(kept)!);
  for (const p of places) if (p.kind === 'state') aliasIds.set(`place:${p.id}`, p);
  return {
    places,
    aliasIds,
    pincodes,
    states,
    stats: {
      places: towns.places.length,
      placesMerged: towns.mergedInto.size,
      placesRenamed: towns.renamed,
      placeCoordsFixed: towns.coordsFixed,
      aliases: aliases.rows.length,
      pincodes: pincodes.pins.length,
      pincodesWithoutPosition: pincodes.withoutPosition,
      pincodesStateInferred: pincodes.stateInferred,
      pincodeCentresCorrected: pincodes.corrected,
      stations: files.stations?.length ?? 0,
      localities: merged.kept.length,
      localitiesApproximate: localities.approximate,
      localitiesMergedIntoTowns: merged.mergedInto.size,
      townsMovedToTheirOffice: merged.moved,
      localityAliases: localities.aliases,
      districts: districts.length,
      suburbs: suburbs.length,
    },
  };
}
