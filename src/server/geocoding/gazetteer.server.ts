/**
 * Geocoding on the bundled data, with no outside service (issue 3, "Geocoding on bundled data"):
 * - pincode → area centre (data/pincodes, Department of Posts, GODL-India);
 * - place name → location over the gazetteer of Indian places (data/places, ODbL), with current and
 *   old names as aliases (data/places/aliases.csv);
 * - place autocomplete: prefix and typo tolerant, ranked exact > prefix > word prefix > typo, ties
 *   by an importance signal (pincodes and, when data/stations is present, stations nearby);
 * - reverse geocoding: lat,lng → 'Locality, District, State PIN'.
 *
 * Everything is read synchronously once at start (Gazetteer.load) and answered from memory.
 * The defects of the source files are fixed here, at load; data/pincodes/SOURCE.md and
 * data/places/SOURCE.md list them with their counts (see Gazetteer.stats).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { isInIndia, type LatLng } from '../../domain/geo/lat-lng.ts';
import { DATA_DIR } from '../data-dir.server.ts';

/** A pincode area: the median of its post offices' positions (noisy: treat it as an area). */
export interface PincodeLocation {
  pincode: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
}

/** A city, town or district of the gazetteer. */
export interface PlaceMatch {
  /** The id in data/places/places.csv (stable across loads). */
  id: number;
  /** The current name ('Kochi', not 'Cochin'). */
  name: string;
  state: string;
  /** ISO 3166-2:IN subdivision code without the country: 'KA', 'MH', … */
  stateCode: string;
  lat: number;
  lng: number;
}

export type SuggestionKind = 'place' | 'pincode';

/** One autocomplete suggestion. placeId is 'place:<id>' or 'pin:<pincode>' (see Gazetteer.resolve). */
export interface PlaceSuggestion {
  description: string;
  placeId: string;
  lat: number;
  lng: number;
  kind: SuggestionKind;
}

/**
 * What geocode() found: a pincode in the text wins over a place name. `name` is short ('Bengaluru',
 * '560001'); `label` adds the locality and state ('Bengaluru, Karnataka', '560001, Bengaluru, Karnataka').
 */
export type GeocodeResult =
  | { kind: 'pincode'; lat: number; lng: number; name: string; label: string; pincode: PincodeLocation }
  | { kind: 'place'; lat: number; lng: number; name: string; label: string; place: PlaceMatch };

export interface ReverseGeocodeResult {
  /** 'Locality, District, State PIN' without repeated parts, e.g. 'Pune, Maharashtra 411001'. */
  formatted_address: string;
  /** The nearest town or city within 25 km, else the district. */
  locality: string;
  district: string;
  state: string;
  pincode: string;
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
  /** Stations counted for importance (0 when data/stations/stations.csv is absent). */
  stations: number;
}

/** Radius for the importance signal, and for the locality of a reverse-geocoded point. */
const IMPORTANCE_RADIUS_KM = 10;
const LOCALITY_RADIUS_KM = 25;
/** A point farther than this from every pincode area is not geocoded in reverse. */
const REVERSE_MAX_KM = 100;
/** Coarse place positions are moved to their town's centre (from the pincodes) only when it is this close. */
const COORD_FIX_MAX_KM = 80;
/** Rows of the same place under two names are merged when this close. */
const MERGE_MAX_KM = 25;
const MAX_QUERY_CHARS = 100;

const RANK_EXACT = 0;
const RANK_PREFIX = 1;
const RANK_WORD_PREFIX = 2;
const RANK_TYPO = 3;

interface Place extends PlaceMatch {
  importance: number;
  /** A district or other administrative area rather than a town: ranked lower, never a locality. */
  admin: boolean;
  /** A state or union territory (from states.csv), found by name like a place. */
  isState: boolean;
  /** Normalised names (current, old, without a qualifier), spaces kept. */
  names: string[];
}

interface Pin {
  code: string;
  lat: number;
  lng: number;
  positioned: boolean;
  district: string;
  state: string;
  stateCode: string;
  /**
   * State and district were 'NA' in the file (special pincodes such as 400111 or 500901, which
   * sit on a head post office): found by lookup, never chosen by reverse geocoding.
   */
  inferred: boolean;
}

interface AliasRow {
  name: string;
  alias: string;
  stateCode: string;
  /** normalizeName() of name and alias, and their compact keys. */
  nameNorm: string;
  aliasNorm: string;
  nameKey: string;
  aliasKey: string;
}

interface Candidate {
  place: number;
  rank: number;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Lower case, no diacritics, '&' → 'and', every run of other characters → one space. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The matching key: normalised and without spaces, so 'Naini Tal' = 'Nainital'. */
const compact = (text: string) => normalizeName(text).replace(/ /g, '');

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** 'BENGALURU URBAN' → 'Bengaluru Urban'; names already in mixed case are kept. */
function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text.trim();
  return text
    .trim()
    .toLowerCase()
    .replace(/[a-z]+/g, (word, offset: number) => (offset > 0 && SMALL_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)));
}

function decimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.slice(dot + 1).replace(/0+$/, '').length;
}

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF, a leading BOM. Header row first. */
export function parseCsvRows(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    let field: string;
    if (s.charCodeAt(i) === 34) {
      // Quoted field: up to the closing quote, "" is a quote.
      let value = '';
      let from = ++i;
      for (;;) {
        const q = s.indexOf('"', from);
        if (q < 0) {
          value += s.slice(i);
          i = n;
          break;
        }
        if (s.charCodeAt(q + 1) === 34) {
          value += s.slice(i, q + 1);
          i = from = q + 2;
          continue;
        }
        value += s.slice(i, q);
        i = q + 1;
        break;
      }
      field = value;
      while (i < n && s.charCodeAt(i) !== 44 && s.charCodeAt(i) !== 10 && s.charCodeAt(i) !== 13) i++;
    } else {
      const start = i;
      while (i < n) {
        const c = s.charCodeAt(i);
        if (c === 44 || c === 10 || c === 13) break;
        i++;
      }
      field = s.slice(start, i);
    }
    row.push(field);
    const c = s.charCodeAt(i);
    if (c === 44) {
      i++;
      if (i === n) row.push('');
    } else {
      if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
      i++;
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

/** CSV rows as records keyed by the (trimmed) header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = parseCsvRows(text);
  const header = (rows.shift() ?? []).map((h) => h.trim());
  return rows.map((r) => {
      const record: Record<string, string> = {};
    header.forEach((h, k) => (record[h] = (r[k] ?? '').trim()));
    return record;
  });
}

/** The positions of data/stations/stations.csv (columns lat and lng), for the importance signal. */
function stationPositions(text: string): LatLng[] {
  const rows = parseCsvRows(text);
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  const latCol = header.findIndex((h) => h === 'lat' || h === 'latitude');
  const lngCol = header.findIndex((h) => h === 'lng' || h === 'lon' || h === 'longitude');
  if (latCol < 0 || lngCol < 0) return [];
  const points: LatLng[] = [];
  for (const r of rows) {
    const lat = Number.parseFloat(r[latCol] ?? '');
    const lng = Number.parseFloat(r[lngCol] ?? '');
    if (Number.isFinite(lat) && Number.isFinite(lng) && isInIndia({ lat, lng })) points.push({ lat, lng });
  }
  return points;
}

const ADMIN_SUFFIX = /\b(district|division|taluka|community development block|rural|urban|suburban|hills|godavari)$/;
const ADMIN_COMPASS = /^(north|south|east|west|central)( east| west)? (delhi|goa|district|tripura|andaman|kameng|siang|sikkim)$|^imphal (east|west)$/;
const isAdminName = (normalized: string) => ADMIN_SUFFIX.test(normalized) || ADMIN_COMPASS.test(normalized);

/**
 * Damerau-Levenshtein (optimal string alignment) distance between `query` and the closest prefix
 * of `text`, or max + 1 as soon as it must exceed `max`. Buffers are reused: no allocation.
 */
const ROWS = [new Int32Array(MAX_QUERY_CHARS + 8), new Int32Array(MAX_QUERY_CHARS + 8), new Int32Array(MAX_QUERY_CHARS + 8)];
function prefixDistance(query: string, text: string, max: number): number {
  const n = query.length;
  const m = Math.min(text.length, n + max);
  let before = ROWS[0]!;
  let prev = ROWS[1]!;
  let cur = ROWS[2]!;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const tc = text.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qc === tc ? 0 : 1));
      if (i > 1 && j > 1 && qc === text.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const t = before;
    before = prev;
    prev = cur;
    cur = t;
  }
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}

/** A coordinate given to 2 decimals or to the whole minute (22.38333 = 22°23'): a rough position. */
function isCoarse(value: string): boolean {
  if (decimals(value) <= 2) return true;
  const minutes = (Math.abs(Number.parseFloat(value)) % 1) * 60;
  return Math.abs(minutes - Math.round(minutes)) < 0.01;
}

const typoBudget = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** First index in a sorted array whose key is >= key. */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Ids of the indexed points within `km` of a point: a bounding box, then the great-circle distance.
 * `points` are the points in the order they were added to the index (its ids).
 */
function withinKm(index: KDBush, points: readonly LatLng[], point: LatLng, km: number): number[] {
  const dLat = km / 111.2;
  const dLng = dLat / Math.max(0.05, Math.cos((point.lat * Math.PI) / 180));
  return index
    .range(point.lng - dLng, point.lat - dLat, point.lng + dLng, point.lat + dLat)
    .filter((k) => distance(point.lng, point.lat, points[k]!.lng, points[k]!.lat) <= km);
}

const PINCODE_IN_TEXT = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;

// ---------------------------------------------------------------------------------------------

export class Gazetteer {
  readonly stats: GazetteerStats;

  private readonly places: Place[];
  private readonly placeById = new Map<number, number>();
  private readonly placeIndex: KDBush;

  /** Sorted keys of every full name and alias, and of every name from its second word on. */
  private readonly nameKeys: string[];
  private readonly namePlaces: Int32Array;
  private readonly wordKeys: string[];
  private readonly wordPlaces: Int32Array;
  /** All name and alias keys by first letter, for the typo pass. */
  private readonly byFirstLetter = new Map<string, { key: string; place: number }[]>();
  /** Exact key → places. */
  private readonly exact = new Map<string, number[]>();

  private readonly pins: Pin[];
  private readonly pinCodes: string[];
  private readonly pinByCode = new Map<string, Pin>();
  private readonly positionedPins: Pin[];
  private readonly pinIndex: KDBush;
  private readonly localityCache = new Map<string, string>();

  /** Normalised state names, old names and ISO codes → ISO code. */
  private readonly stateKeys = new Map<string, string>();
  private readonly stateNames = new Map<string, string>();

  /** Reads data/pincodes, data/places and (if present) data/stations, synchronously. */
  static load(dataDir: string | URL = DATA_DIR): Gazetteer {
    const dir = dataDir instanceof URL ? fileURLToPath(dataDir) : dataDir;
    const read = (...parts: string[]) => fs.readFileSync(path.join(dir, ...parts), 'utf8');
    const stationsFile = path.join(dir, 'stations', 'stations.csv');
    return new Gazetteer({
      states: parseCsv(read('places', 'states.csv')),
      places: parseCsv(read('places', 'places.csv')),
      aliases: parseCsv(read('places', 'aliases.csv')),
      pincodes: parseCsv(read('pincodes', 'pincodes.csv')),
      stations: fs.existsSync(stationsFile) ? stationPositions(fs.readFileSync(stationsFile, 'utf8')) : [],
    });
  }

  constructor(data: {
    states: Record<string, string>[];
    places: Record<string, string>[];
    aliases: Record<string, string>[];
    pincodes: Record<string, string>[];
    /** Charging station positions; optional, they only sharpen the ranking of places. */
    stations?: readonly LatLng[];
  }) {
    // States: names, ISO codes, and the old names of aliases.csv (Orissa, Uttaranchal, Pondicherry).
    for (const s of data.states) {
      const code = s.iso2 ?? '';
      const name = s.name ?? '';
      if (!code || !name) continue;
      this.stateNames.set(code, name);
      this.stateKeys.set(compact(name), code);
      this.stateKeys.set(code.toLowerCase(), code);
    }
    this.stateKeys.set('nctofdelhi', 'DL');
    this.stateKeys.set('jandk', 'JK');
    this.stateKeys.set('ts', 'TG');
    this.stateKeys.set('dadraandnagarhaveli', 'DH');
    this.stateKeys.set('damananddiu', 'DH');
    const aliasRows: AliasRow[] = data.aliases
      .map((a) => {
        const name = a.name ?? '';
        const alias = a.alias ?? '';
        const nameNorm = normalizeName(name);
        const aliasNorm = normalizeName(alias);
        const nameKey = nameNorm.replace(/ /g, '');
        const aliasKey = aliasNorm.replace(/ /g, '');
        return { name, alias, stateCode: (a.state ?? '').toUpperCase(), nameNorm, aliasNorm, nameKey, aliasKey };
      })
      .filter((a) => a.nameKey && a.aliasKey);
    for (const a of aliasRows) {
      const code = this.stateKeys.get(a.nameKey);
      if (code && !this.stateKeys.has(a.aliasKey)) this.stateKeys.set(a.aliasKey, code);
    }

    // Pincodes.
    const pins: Pin[] = [];
    let withoutPosition = 0;
    const stateCache = new Map<string, string>();
    const districtCache = new Map<string, string>();
    for (const r of data.pincodes) {
      const code = r.pincode ?? '';
      if (!/^\d{6}$/.test(code)) continue;
      const lat = Number.parseFloat(r.latitude ?? '');
      const lng = Number.parseFloat(r.longitude ?? '');
      const positioned = Number.isFinite(lat) && Number.isFinite(lng) && isInIndia({ lat, lng });
      if (!positioned) withoutPosition++;
      const rawState = r.state ?? '';
      let stateCode = stateCache.get(rawState);
      if (stateCode === undefined) {
        stateCode = rawState === 'NA' ? '' : this.stateCodeOf(rawState.replace(/^the\s+/i, ''));
        stateCache.set(rawState, stateCode);
      }
      const rawDistrict = r.district ?? '';
      let district = districtCache.get(`${stateCode}:${rawDistrict}`);
      if (district === undefined) {
        district = !stateCode || rawDistrict === 'NA' ? '' : this.districtName(rawDistrict, stateCode);
        districtCache.set(`${stateCode}:${rawDistrict}`, district);
      }
      pins.push({
        code,
        lat: positioned ? lat : Number.NaN,
        lng: positioned ? lng : Number.NaN,
        positioned,
        district,
        state: stateCode ? (this.stateNames.get(stateCode) ?? titleCase(rawState)) : '',
        stateCode,
        inferred: false,
      });
    }
    if (pins.some((p, i) => i > 0 && pins[i - 1]!.code >= p.code)) pins.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.pins = pins;
    this.pinCodes = pins.map((p) => p.code);
    for (const p of pins) this.pinByCode.set(p.code, p);
    this.positionedPins = pins.filter((p) => p.positioned);
    this.pinIndex = new KDBush(this.positionedPins.length);
    for (const p of this.positionedPins) this.pinIndex.add(p.lng, p.lat);
    this.pinIndex.finish();
    const inferred = this.inferMissingStates();

    // Places.
    const built = this.buildPlaces(data.places, aliasRows);
    this.places = built.places;
    // States and union territories are places too ('Goa', 'Kerala', 'Orissa'), unless a city has
    // their name (Delhi, Puducherry, Chandigarh).
    for (const s of data.states) {
      const code = s.iso2 ?? '';
      const name = s.name ?? '';
      const lat = Number.parseFloat(s.latitude ?? '');
      const lng = Number.parseFloat(s.longitude ?? '');
      const id = Number.parseInt(s.id ?? '', 10);
      if (!code || !name || !Number.isFinite(lat) || !Number.isFinite(lng) || !Number.isFinite(id)) continue;
      if (this.places.some((p) => p.stateCode === code && compact(p.name) === compact(name))) continue;
      const names = new Set([normalizeName(name)]);
      for (const a of aliasRows) if (a.nameKey === compact(name)) names.add(a.aliasNorm);
      this.places.push({ id, name, state: name, stateCode: code, lat, lng, importance: 0, admin: true, isState: true, names: [...names] });
    }
    this.places.forEach((p, i) => this.placeById.set(p.id, i));
    for (const [dropped, kept] of built.mergedInto) this.placeById.set(dropped, this.placeById.get(kept)!);
    this.placeIndex = new KDBush(Math.max(1, this.places.length));
    for (const p of this.places) this.placeIndex.add(p.lng, p.lat);
    this.placeIndex.finish();

    // Importance (there is no population column): pincodes within 10 km, with town delivery codes
    // (last three digits under 100: 313001–313099 is Udaipur town) counting three times, plus a
    // quarter point per charging station within 10 km.
    const stationCount = this.scoreImportance(data.stations ?? []);

    // Name index.
    const nameEntries: { key: string; place: number }[] = [];
    const wordEntries: { key: string; place: number }[] = [];
    this.places.forEach((p, i) => {
      for (const name of p.names) {
        const key = name.replace(/ /g, '');
        if (!key) continue;
        nameEntries.push({ key, place: i });
        const list = this.exact.get(key);
        if (list) list.push(i);
        else this.exact.set(key, [i]);
        const words = name.split(' ');
        for (let w = 1; w < words.length; w++) wordEntries.push({ key: words.slice(w).join(''), place: i });
      }
    });
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    nameEntries.sort(byKey);
    wordEntries.sort(byKey);
    this.nameKeys = nameEntries.map((e) => e.key);
    this.namePlaces = Int32Array.from(nameEntries, (e) => e.place);
    this.wordKeys = wordEntries.map((e) => e.key);
    this.wordPlaces = Int32Array.from(wordEntries, (e) => e.place);
    for (const e of nameEntries) {
      const letter = e.key[0]!;
      const bucket = this.byFirstLetter.get(letter);
      if (bucket) bucket.push(e);
      else this.byFirstLetter.set(letter, [e]);
    }

    this.stats = {
      places: this.places.length,
      placesMerged: built.mergedInto.size,
      placesRenamed: built.renamed,
      placeCoordsFixed: built.coordsFixed,
      aliases: aliasRows.length,
      pincodes: pins.length,
      pincodesWithoutPosition: withoutPosition,
      pincodesStateInferred: inferred,
      stations: stationCount,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Public API

  /** The area of a 6-digit pincode ('560001' or '560 001'); undefined when unknown or without position. */
  pincode(code: string): PincodeLocation | undefined {
    const digits = code.trim().replace(/^(\d{3})\s(\d{3})$/, '$1$2');
    const pin = this.pinByCode.get(digits);
    return pin?.positioned ? this.pinResult(pin) : undefined;
  }

  /**
   * The best place for a name: 'Pune', 'pune, maharashtra', 'Pune Maharashtra India', 'Bangalore',
   * 'Aurangabad, Bihar'. Case, diacritics and spacing do not matter; state words disambiguate.
   * Falls back to the first comma-separated part that names a place ('MG Road, Bengaluru'), then
   * to a prefix or one-typo match.
   */
  place(name: string): PlaceMatch | undefined {
    const i = this.findPlace(name);
    return i === undefined ? undefined : this.placeResult(this.places[i]!);
  }

  /** A 6-digit pincode anywhere in the text wins; otherwise the place name. */
  geocode(text: string): GeocodeResult | undefined {
    const input = text.slice(0, 4 * MAX_QUERY_CHARS);
    const match = PINCODE_IN_TEXT.exec(input);
    let unpositioned: Pin | undefined;
    if (match) {
      const pin = this.pinByCode.get(match[1]! + match[2]!);
      if (pin?.positioned) {
        const result = this.pinResult(pin);
        return { kind: 'pincode', lat: pin.lat, lng: pin.lng, name: pin.code, label: this.pinDescription(pin), pincode: result };
      }
      unpositioned = pin;
    }
    const rest = match ? input.replace(match[0], ' ') : input;
    let i = this.findPlace(rest);
    // A known pincode without a position: its district is the next best thing.
    if (i === undefined && unpositioned?.district) i = this.findPlace(`${unpositioned.district}, ${unpositioned.state}`);
    if (i === undefined) return undefined;
    const place = this.placeResult(this.places[i]!);
    return { kind: 'place', lat: place.lat, lng: place.lng, name: place.name, label: this.placeLabel(place), place };
  }

  /**
   * Suggestions for what the user is typing: places by name or alias (prefix, word prefix, typo),
   * or pincodes by prefix when the query is digits.
   */
  autocomplete(query: string, limit = 5): PlaceSuggestion[] {
    if (limit <= 0) return [];
    const text = query.slice(0, MAX_QUERY_CHARS);
    const digits = text.replace(/\s+/g, '');
    if (/^\d+$/.test(digits)) return this.pincodePrefix(digits, limit);

    const out: PlaceSuggestion[] = [];
    const pinMatch = PINCODE_IN_TEXT.exec(text);
    if (pinMatch) {
      const pin = this.pinByCode.get(pinMatch[1]! + pinMatch[2]!);
      if (pin?.positioned) out.push(this.pinSuggestion(pin));
    }
    const words = (pinMatch ? text.replace(pinMatch[0], ' ') : text).replace(/\d+/g, ' ');
    for (const i of this.searchPlaces(words, limit - out.length)) out.push(this.placeSuggestion(this.places[i]!));
    return out;
  }

  /** The location of a suggestion's placeId ('place:57933', 'pin:560001'). */
  resolve(placeId: string): PlaceSuggestion | undefined {
    const [kind, id] = placeId.split(':');
    if (kind === 'pin' && id) {
      const pin = this.pinByCode.get(id);
      return pin?.positioned ? this.pinSuggestion(pin) : undefined;
    }
    if (kind === 'place' && id && /^\d+$/.test(id)) {
      const i = this.placeById.get(Number(id));
      return i === undefined ? undefined : this.placeSuggestion(this.places[i]!);
    }
    return undefined;
  }

  /** The address of a point: nearest pincode area, nearest town within 25 km. */
  reverse(point: LatLng): ReverseGeocodeResult | undefined {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || !isInIndia(point)) return undefined;
    const [nearest] = around(this.pinIndex, point.lng, point.lat, 1, REVERSE_MAX_KM, (k) => !this.positionedPins[k]!.inferred);
    if (nearest === undefined) return undefined;
    const pin = this.positionedPins[nearest]!;
    const town = this.nearestTown(point, LOCALITY_RADIUS_KM);
    const locality = town?.name ?? pin.district;
    return {
      formatted_address: this.formatAddress(locality, pin),
      locality,
      district: pin.district,
      state: pin.state,
      pincode: pin.code,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Loading

  private stateCodeOf(name: string): string {
    return this.stateKeys.get(compact(name)) ?? '';
  }

  private districtName(raw: string, stateCode: string): string {
    const name = titleCase(raw);
    // Delhi's districts come as compass points ('CENTRAL', 'South East'): say 'Central Delhi'.
    if (stateCode === 'DL' && /^(north|south|east|west|central)( east| west)?$/i.test(name)) return `${name} Delhi`;
    return name;
  }

  /**
   * 108 pincodes have state and district 'NA'. Take them from the nearest pincode of the same
   * 3-digit sorting district that has them (by position, else by number).
   */
  private inferMissingStates(): number {
    let count = 0;
    const known = this.positionedPins.filter((p) => p.stateCode);
    const knownIndex = new KDBush(Math.max(1, known.length));
    for (const p of known) knownIndex.add(p.lng, p.lat);
    knownIndex.finish();
    for (let i = 0; i < this.pins.length; i++) {
      const pin = this.pins[i]!;
      if (pin.stateCode) continue;
      const prefix = pin.code.slice(0, 3);
      let source: Pin | undefined;
      if (pin.positioned) {
        const [j] = around(knownIndex, pin.lng, pin.lat, 1, 150, (k) => known[k]!.code.startsWith(prefix));
        const [k] = j === undefined ? around(knownIndex, pin.lng, pin.lat, 1, 150) : [j];
        source = k === undefined ? undefined : known[k];
      }
      for (let step = 1; !source && step < this.pins.length; step++) {
        const below = this.pins[i - step];
        const above = this.pins[i + step];
        if (!below && !above) break;
        if (below?.stateCode && below.code.startsWith(prefix)) source = below;
        else if (above?.stateCode && above.code.startsWith(prefix)) source = above;
      }
      if (!source) continue;
      pin.stateCode = source.stateCode;
      pin.state = source.state;
      pin.district = source.district;
      pin.inferred = true;
      count++;
    }
    return count;
  }

  private buildPlaces(rows: Record<string, string>[], aliasRows: AliasRow[]) {
    const aliasByKey = new Map<string, AliasRow[]>();
    for (const a of aliasRows) {
      for (const key of new Set([a.nameKey, a.aliasKey])) {
        const list = aliasByKey.get(key);
        if (list) list.push(a);
        else aliasByKey.set(key, [a]);
      }
    }
    const aliasesOf = (key: string, stateCode: string) => (aliasByKey.get(key) ?? []).filter((a) => !a.stateCode || a.stateCode === stateCode);
    // Word-level rewrites, both ways ('bengaluru urban' ↔ 'bangalore urban'), by their first word.
    const rewrites = new Map<string, { from: string; to: string; stateCode: string; pattern: RegExp }[]>();
    for (const a of aliasRows) {
      for (const [from, to] of [
        [a.nameNorm, a.aliasNorm],
        [a.aliasNorm, a.nameNorm],
      ] as const) {
        const first = from.split(' ')[0]!;
        const list = rewrites.get(first) ?? [];
        list.push({ from, to, stateCode: a.stateCode, pattern: new RegExp(`(^| )${from}( |$)`) });
        rewrites.set(first, list);
      }
    }

    // Town centres by district, from the pincodes: a head office (ending in 01) and the codes that
    // follow it (641001–641049 are Coimbatore's delivery offices). Single offices can be far off
    // (577001 comes out 55 km from Davanagere), so the centre is the densest cluster of the group:
    // at least 3 codes within 5 km of one of them, averaged.
    const byCode = new Map(this.positionedPins.map((p) => [p.code, p]));
    const headsByDistrict = new Map<string, Pin[]>();
    for (const head of this.positionedPins) {
      if (!head.code.endsWith('01') || !head.district || head.inferred) continue;
      const key = `${head.stateCode}:${compact(head.district)}`;
      const list = headsByDistrict.get(key) ?? [];
      list.push(head);
      headsByDistrict.set(key, list);
    }
    const centresCache = new Map<string, { code: string; lat: number; lng: number; size: number }[]>();
    const townCentres = (key: string) => {
      let centres = centresCache.get(key);
      if (!centres) {
        let heads = headsByDistrict.get(key) ?? [];
        // A district with a 001 office has its main town there (626001, not 626101–626149).
        if (heads.some((h) => h.code.endsWith('001'))) heads = heads.filter((h) => h.code.endsWith('001'));
        centres = heads.map((head) => clusterCentre(head)).filter((c) => c !== undefined);
        centresCache.set(key, centres);
      }
      return centres;
    };
    const clusterCentre = (head: Pin) => {
      const members: Pin[] = [];
      for (let n = Number(head.code); n < Number(head.code) + 49; n++) {
        const pin = byCode.get(String(n));
        if (pin && pin.district === head.district && !pin.inferred) members.push(pin);
      }
      let cluster: Pin[] = [];
      for (const m of members) {
        const near = members.filter((o) => distance(m.lng, m.lat, o.lng, o.lat) <= 5);
        if (near.length > cluster.length) cluster = near;
      }
      if (cluster.length < 3) return undefined;
      return {
        code: head.code,
        lat: cluster.reduce((sum, m) => sum + m.lat, 0) / cluster.length,
        lng: cluster.reduce((sum, m) => sum + m.lng, 0) / cluster.length,
        size: cluster.length,
      };
    };

    let renamed = 0;
    let coordsFixed = 0;
    const all: (Place & { precision: number; current: boolean })[] = [];
    const coarse = new Set<number>();
    for (const r of rows) {
      const id = Number.parseInt(r.id ?? '', 10);
      const stateCode = (r.state_code ?? '').toUpperCase();
      const lat = Number.parseFloat(r.latitude ?? '');
      const lng = Number.parseFloat(r.longitude ?? '');
      const raw = (r.name ?? '').trim();
      if (!Number.isFinite(id) || !raw || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      const names = new Set<string>();
      let display = raw;
      // 'Prayagraj (Allahabad)', 'Hata (India)', 'Chikhli (Buldhana)': the part in brackets is an
      // old name (an alias), a needless 'India', or a qualifier to keep in the shown name.
      const bracket = /^(.*?)\s*\((.+)\)\s*$/.exec(raw);
      if (bracket) {
        const base = bracket[1]!.trim();
        const inner = bracket[2]!.trim();
        names.add(normalizeName(base));
        const innerKey = compact(inner);
        if (innerKey === 'india' || aliasesOf(compact(base), stateCode).some((a) => a.aliasKey === innerKey || a.nameKey === innerKey)) {
          display = base;
          if (innerKey !== 'india') names.add(normalizeName(inner));
        }
      }
      let current = true;
      for (const a of aliasesOf(compact(display), stateCode)) {
        // The file has the old name, or the current one spelt apart ('Naini Tal' for Nainital).
        if (a.aliasNorm === normalizeName(display) && a.nameNorm !== a.aliasNorm) {
          names.add(normalizeName(display));
          display = a.name;
          current = false;
          renamed++;
          break;
        }
      }
      names.add(normalizeName(display));
      names.add(normalizeName(raw));
      for (const a of aliasesOf(compact(display), stateCode)) {
        names.add(a.nameNorm);
        names.add(a.aliasNorm);
      }
      // Word-level aliases: 'Bengaluru Urban' is also 'Bangalore Urban'.
      for (const n of [...names]) {
        if (!n.includes(' ')) continue;
        for (const word of n.split(' ')) {
          for (const r of rewrites.get(word) ?? []) {
            if ((r.stateCode && r.stateCode !== stateCode) || n === r.from || !r.pattern.test(n)) continue;
            names.add(n.replace(r.pattern, `$1${r.to}$2`));
          }
        }
      }
      // 'Hooghly district', 'Arambagh community development block': also findable without the suffix.
      for (const n of [...names]) {
        const stripped = n.replace(/ (district|community development block)$/, '');
        if (stripped && stripped !== n) names.add(stripped);
      }

      const precision = Math.min(decimals(r.latitude ?? ''), decimals(r.longitude ?? ''));
      if (isCoarse(r.latitude ?? '') && isCoarse(r.longitude ?? '')) coarse.add(all.length);
      const normDisplay = normalizeName(display);
      all.push({
        id,
        name: display,
        state: this.stateNames.get(stateCode) ?? (r.state_name ?? '').trim(),
        stateCode,
        lat,
        lng,
        importance: 0,
        admin: isAdminName(normDisplay),
        isState: false,
        names: [...names].filter(Boolean),
        precision: Math.min(precision, 5),
        current,
      });
    }

    // Coarse positions (2 decimals or whole minutes: often a district's centre, up to 60 km from the town)
    // of a place named like its district → the district's main town centre from the pincodes:
    // within 80 km, the biggest group first (001 groups only, when the district has one); skipping a centre that sits
    // in another town of the gazetteer (612001–612004 are Kumbakonam's, not Thanjavur's).
    // Measured on 60 district towns: ~2 km from the true centre after, against ~20 km before.
    const towns = all.map((_, i) => i).filter((i) => !all[i]!.admin);
    const townIndex = new KDBush(Math.max(1, towns.length));
    for (const i of towns) townIndex.add(all[i]!.lng, all[i]!.lat);
    townIndex.finish();
    for (const i of coarse) {
      const place = all[i]!;
      const keys = new Set(place.names.map((n) => n.replace(/ /g, '')));
      const candidates = [...keys]
        .flatMap((k) => townCentres(`${place.stateCode}:${k}`))
        .map((c) => ({ ...c, km: distance(place.lng, place.lat, c.lng, c.lat) }))
        .filter((c) => c.km <= COORD_FIX_MAX_KM)
        .sort((a, b) => b.size - a.size || a.km - b.km);
      const centre = candidates.find((c) => {
        const [j] = around(townIndex, c.lng, c.lat, 1, 3, (k) => towns[k] !== i);
        return j === undefined || all[towns[j]!]!.names.some((n) => keys.has(n.replace(/ /g, '')));
      });
      if (!centre) continue;
      place.lat = centre.lat;
      place.lng = centre.lng;
      place.precision = 5;
      coordsFixed++;
    }

    // The same place under an old and a current name (Allahabad / Prayagraj (Allahabad), Tanjore /
    // Thanjavur, Balasore / Baleshwar, Saugor / Sagar): one entry, the more precise position.
    const mergedInto = new Map<number, number>();
    const byName = new Map<string, number[]>();
    all.forEach((p, i) => {
      const key = `${p.stateCode}:${compact(p.name)}`;
      const list = byName.get(key);
      if (list) list.push(i);
      else byName.set(key, [i]);
    });
    const dropped = new Set<number>();
    for (const list of byName.values()) {
      if (list.length < 2) continue;
      const ordered = [...list].sort((a, b) => all[b]!.precision - all[a]!.precision || Number(all[b]!.current) - Number(all[a]!.current));
      for (let x = 0; x < ordered.length; x++) {
        const keep = all[ordered[x]!]!;
        if (dropped.has(ordered[x]!)) continue;
        for (let y = x + 1; y < ordered.length; y++) {
          const other = all[ordered[y]!]!;
          if (dropped.has(ordered[y]!) || distance(keep.lng, keep.lat, other.lng, other.lat) > MERGE_MAX_KM) continue;
          dropped.add(ordered[y]!);
          mergedInto.set(other.id, keep.id);
          keep.names = [...new Set([...keep.names, ...other.names])];
        }
      }
    }
    const places: Place[] = all
      .filter((_, i) => !dropped.has(i))
      .map(({ precision: _p, current: _c, ...place }) => place);
    return { places, mergedInto, renamed, coordsFixed };
  }

  private scoreImportance(points: readonly LatLng[]): number {
    let stationIndex: KDBush | undefined;
    if (points.length > 0) {
      stationIndex = new KDBush(points.length);
      for (const p of points) stationIndex.add(p.lng, p.lat);
      stationIndex.finish();
    }
    for (const place of this.places) {
      let pincodes = 0;
      for (const k of withinKm(this.pinIndex, this.positionedPins, place, IMPORTANCE_RADIUS_KM)) pincodes += this.positionedPins[k]!.code[3] === '0' ? 3 : 1;
      const nearbyStations = stationIndex ? withinKm(stationIndex, points, place, IMPORTANCE_RADIUS_KM).length : 0;
      place.importance = (pincodes + nearbyStations / 4) * (place.admin ? 0.3 : 1);
    }
    // A state ranks like half its biggest place: 'kar' → Karnataka before Karaikudi.
    const biggest = new Map<string, number>();
    for (const p of this.places) if (!p.isState) biggest.set(p.stateCode, Math.max(biggest.get(p.stateCode) ?? 0, p.importance));
    for (const p of this.places) if (p.isState) p.importance = 0.5 * (biggest.get(p.stateCode) ?? 0);
    return points.length;
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /** A state named at the end of the words ('pune maharashtra'), as [name words, state code]. */
  private splitState(words: string[]): [string[], string] | undefined {
    for (let i = 1; i < words.length; i++) {
      const code = this.stateKeys.get(words.slice(i).join(''));
      if (code) return [words.slice(0, i), code];
    }
    return undefined;
  }

  private bestOf(list: readonly number[] | undefined, stateCode?: string): number | undefined {
    let best: number | undefined;
    for (const i of list ?? []) {
      const p = this.places[i]!;
      if (stateCode && p.stateCode !== stateCode) continue;
      if (best === undefined || p.importance > this.places[best]!.importance) best = i;
    }
    return best;
  }

  private findPlace(text: string): number | undefined {
    const input = text.slice(0, 4 * MAX_QUERY_CHARS);
    const words = normalizeName(input)
      .split(' ')
      .filter((w) => w && !/^\d+$/.test(w));
    while (words.length > 1 && (words.at(-1) === 'india' || words.at(-1) === 'bharat')) words.pop();
    if (words.length === 0 || words.join('').length > MAX_QUERY_CHARS) return undefined;

    const whole = this.bestOf(this.exact.get(words.join('')));
    if (whole !== undefined) return whole;
    const split = this.splitState(words);
    const stateCode = split?.[1];
    if (split) {
      const found = this.bestOf(this.exact.get(split[0].join('')), stateCode);
      if (found !== undefined) return found;
    }
    // 'Koramangala, Bengaluru, Karnataka': the first part that names a place.
    const parts = input.split(',').map((p) => compact(p)).filter(Boolean);
    if (parts.length > 1) {
      for (const part of parts) {
        if (this.stateKeys.has(part) && !this.exact.has(part)) continue;
        const found = this.bestOf(this.exact.get(part), stateCode) ?? (stateCode ? undefined : this.bestOf(this.exact.get(part)));
        if (found !== undefined) return found;
      }
    }
    // Prefix or typo, in the named state when there is one.
    const nameKey = (split ? split[0] : words).join('');
    if (nameKey.length < 4) return undefined;
    const [first] = this.rankPlaces(nameKey, 1, stateCode ? new Set([stateCode]) : undefined);
    return first;
  }

  /** Places for an autocomplete query, best first. */
  private searchPlaces(text: string, limit: number): number[] {
    if (limit <= 0) return [];
    const [namePart = '', ...rest] = text.split(',');
    let words = normalizeName(namePart).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    let states: Set<string> | undefined;
    const hint = compact(rest.join(' ')).replace(/india$/, '');
    if (hint) {
      // 'Pune, Ma' → states starting 'ma'.
      const matching = new Set<string>();
      for (const [key, code] of this.stateKeys) if (key.length > 2 && key.startsWith(hint)) matching.add(code);
      if (this.stateKeys.has(hint)) matching.add(this.stateKeys.get(hint)!);
      if (matching.size > 0) states = matching;
    }
    while (words.length > 1 && words.at(-1) === 'india') words = words.slice(0, -1);

    const whole = this.rankPlaces(words.join(''), limit, states);
    if (states) return whole;
    const split = this.splitState(words);
    if (!split) return whole;
    // 'pune maharashtra': the name in that state comes first.
    const inState = this.rankPlaces(split[0].join(''), limit, new Set([split[1]]));
    return [...new Set([...inState, ...whole])].slice(0, limit);
  }

  /** Ranked places for a compact key: exact > prefix > word prefix > typo, then importance. */
  private rankPlaces(key: string, limit: number, states?: Set<string>): number[] {
    if (!key) return [];
    const best = new Map<number, number>();
    const consider = (place: number, rank: number) => {
      if (states && !states.has(this.places[place]!.stateCode)) return;
      const seen = best.get(place);
      if (seen === undefined || rank < seen) best.set(place, rank);
    };

    for (let i = lowerBound(this.nameKeys, key); i < this.nameKeys.length && this.nameKeys[i]!.startsWith(key); i++) {
      consider(this.namePlaces[i]!, this.nameKeys[i] === key ? RANK_EXACT : RANK_PREFIX);
    }
    if (best.size < limit) {
      for (let i = lowerBound(this.wordKeys, key); i < this.wordKeys.length && this.wordKeys[i]!.startsWith(key); i++) {
        consider(this.wordPlaces[i]!, RANK_WORD_PREFIX);
      }
    }
    const budget = typoBudget(key.length);
    if (best.size < limit && budget > 0) {
      for (const e of this.byFirstLetter.get(key[0]!) ?? []) {
        if (best.has(e.place)) continue;
        const d = prefixDistance(key, e.key, budget);
        if (d <= budget) consider(e.place, RANK_TYPO + d / 10);
      }
    }
    const candidates: Candidate[] = [...best].map(([place, rank]) => ({ place, rank }));
    candidates.sort((a, b) => {
      const pa = this.places[a.place]!;
      const pb = this.places[b.place]!;
      return a.rank - b.rank || pb.importance - pa.importance || pa.name.length - pb.name.length || pa.id - pb.id;
    });
    return candidates.slice(0, limit).map((c) => c.place);
  }

  private pincodePrefix(digits: string, limit: number): PlaceSuggestion[] {
    if (digits.length > 6) return [];
    const out: PlaceSuggestion[] = [];
    for (let i = lowerBound(this.pinCodes, digits); i < this.pins.length && out.length < limit; i++) {
      const pin = this.pins[i]!;
      if (!pin.code.startsWith(digits)) break;
      if (pin.positioned) out.push(this.pinSuggestion(pin));
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Results

  private nearestTown(point: LatLng, maxKm: number): Place | undefined {
    const [i] = around(this.placeIndex, point.lng, point.lat, 1, maxKm, (k) => !this.places[k]!.admin);
    return i === undefined ? undefined : this.places[i];
  }

  private localityOf(pin: Pin): string {
    let locality = this.localityCache.get(pin.code);
    if (locality === undefined) {
      locality = this.nearestTown(pin, LOCALITY_RADIUS_KM)?.name ?? pin.district;
      this.localityCache.set(pin.code, locality);
    }
    return locality;
  }

  /** 'Locality, District, State PIN', dropping a district or locality that repeats another part. */
  private formatAddress(locality: string, pin: Pin): string {
    const loc = compact(locality);
    const dist = compact(pin.district);
    const state = compact(pin.state);
    const parts: string[] = [];
    if (locality && loc !== state) parts.push(locality);
    if (pin.district && dist !== loc && !dist.startsWith(loc) && dist !== state) parts.push(pin.district);
    if (pin.state) parts.push(pin.state);
    return `${parts.join(', ')} ${pin.code}`.trim();
  }

  private pinDescription(pin: Pin): string {
    const locality = this.localityOf(pin);
    return [pin.code, locality, compact(locality) === compact(pin.state) ? '' : pin.state].filter(Boolean).join(', ');
  }

  private pinResult(pin: Pin): PincodeLocation {
    return { pincode: pin.code, lat: pin.lat, lng: pin.lng, district: pin.district, state: pin.state };
  }

  private pinSuggestion(pin: Pin): PlaceSuggestion {
    return { description: this.pinDescription(pin), placeId: `pin:${pin.code}`, lat: pin.lat, lng: pin.lng, kind: 'pincode' };
  }

  private placeResult(p: Place): PlaceMatch {
    return { id: p.id, name: p.name, state: p.state, stateCode: p.stateCode, lat: p.lat, lng: p.lng };
  }

  private placeSuggestion(p: Place): PlaceSuggestion {
    return { description: this.placeLabel(p), placeId: `place:${p.id}`, lat: p.lat, lng: p.lng, kind: 'place' };
  }

  /** 'Bengaluru, Karnataka'; 'Delhi, India' and 'Kerala, India' rather than repeating the name. */
  private placeLabel(p: PlaceMatch): string {
    return compact(p.name) === compact(p.state) ? `${p.name}, India` : `${p.name}, ${p.state}`;
  }
}
