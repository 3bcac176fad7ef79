/**
 * Geocoding on the bundled data, with no outside service (docs/place-search.md):
 * - pincode → area centre (data/pincodes, Department of Posts, GODL-India);
 * - place name → location over states, districts, towns (data/places, ODbL) and post-office
 *   localities (data/localities, GODL-India), with current and old names as aliases;
 * - place autocomplete: prefix and typo tolerant, ranked by match, importance and nearness;
 * - reverse geocoding: lat,lng → 'Locality, District, State PIN'.
 *
 * Everything is read synchronously once at start (Gazetteer.load) and answered from memory. The
 * parts: gazetteer-data (loading and fixing the files), name-index (the text index),
 * place-search (reading a query), place-ranking, place-labels, reverse-geocoder.
 */
import { fileURLToPath } from 'node:url';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { MAX_KEY_CHARS } from '../../domain/places/place-text.ts';
import type { SuggestionKind } from '../../domain/stations/maps-api.ts';
import { DATA_DIR } from '../data-dir.server.ts';
import {
  buildGazetteerData,
  readGazetteerFiles,
  type GazetteerFiles,
  type GazetteerStats,
} from './gazetteer-data.server.ts';
import type { GazetteerPlace, PlaceKind } from './gazetteer-place.server.ts';
import { NameIndex } from './name-index.server.ts';
import { distinctLabels, hindiLabel, placeLabel, shortLabel, shownName } from './place-labels.server.ts';
import { PlaceSearch } from './place-search.server.ts';
import type { Pin, PincodeAreas } from './pincode-areas.server.ts';
import { ReverseGeocoder, type ReverseGeocodeResult } from './reverse-geocoder.server.ts';
import type { StateNames } from './state-names.server.ts';

export type { GazetteerStats } from './gazetteer-data.server.ts';
export type { ReverseGeocodeResult } from './reverse-geocoder.server.ts';

/** A pincode area: the median of its post offices' positions (noisy: treat it as an area). */
export interface PincodeLocation {
  pincode: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
}

/** A place the gazetteer found, as the rest of the server sees it. */
export interface PlaceMatch {
  /** The suggestion id: 'place:57933', 'loc:560034:koramangala', 'district:KA:kodagu', 'state:KA'. */
  placeId: string;
  kind: PlaceKind;
  /** The current name ('Kochi', not 'Cochin'). */
  name: string;
  /** The Hindi name, where the data has one. */
  native?: string;
  district: string;
  state: string;
  /** ISO 3166-2:IN subdivision code without the country: 'KA', 'MH', … */
  stateCode: string;
  lat: number;
  lng: number;
  /** 'Manali, Kullu, Himachal Pradesh'. */
  label: string;
  /** 'Manali, Himachal Pradesh' or 'Manali, Chennai'. */
  shortLabel: string;
  /** The position is a pincode's centre, not the place's own. */
  approximate: boolean;
  /** The labels in the place's and state's Hindi names, where the data has them. */
  labelHi?: string;
  shortLabelHi?: string;
}

/** One autocomplete suggestion. placeId is resolved by Gazetteer.resolve. */
export interface PlaceSuggestion {
  description: string;
  placeId: string;
  lat: number;
  lng: number;
  kind: SuggestionKind;
  /** The Hindi name, where the data has one. */
  native?: string;
  /** The label with the place's and state's Hindi names, where the data has them (shown to a Hindi reader). */
  descriptionHi?: string;
}

/**
 * What geocode() found: a pincode in the text wins over a place name. `name` is short ('Bengaluru',
 * '560001'); `label` adds the district and state. A place found by name lists up to 3 other places
 * of that name (`alternatives`), far from it.
 */
export type GeocodeResult =
  | { kind: 'pincode'; lat: number; lng: number; name: string; label: string; pincode: PincodeLocation }
  | {
      kind: 'place';
      lat: number;
      lng: number;
      name: string;
      label: string;
      place: PlaceMatch;
      alternatives: PlaceMatch[];
    };

const PINCODE_IN_TEXT = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;
const suggestionKind = (p: GazetteerPlace): SuggestionKind => (p.kind === 'town' ? 'place' : p.kind);

export class Gazetteer {
  readonly stats: GazetteerStats;
  private readonly places: GazetteerPlace[];
  private readonly byKey = new Map<string, GazetteerPlace>();
  private readonly localitiesOfPin = new Map<string, GazetteerPlace[]>();
  private readonly pincodes: PincodeAreas;
  private readonly search: PlaceSearch;
  private readonly states: StateNames;
  private readonly reverseGeocoder: ReverseGeocoder;

  /** Reads the bundled data (data/ by default), synchronously; `stations` as readGazetteerFiles takes them. */
  static load(dataDir: string | URL = DATA_DIR, stations?: readonly LatLng[]): Gazetteer {
    return new Gazetteer(readGazetteerFiles(dataDir instanceof URL ? fileURLToPath(dataDir) : dataDir, stations));
  }

  constructor(files: GazetteerFiles) {
    const data = buildGazetteerData(files);
    this.stats = data.stats;
    this.places = data.places;
    this.pincodes = data.pincodes;
    // Localities are found by their pincode (their keys are made on demand, not kept: 165,000 strings).
    for (const p of this.places) {
      if (p.kind !== 'locality') this.byKey.set(p.key, p);
      else this.localitiesOfPin.set(p.pincode, [...(this.localitiesOfPin.get(p.pincode) ?? []), p]);
    }
    for (const [key, p] of data.aliasIds) if (!this.byKey.has(key)) this.byKey.set(key, p);
    this.states = data.states;
    this.search = new PlaceSearch(this.places, new NameIndex(this.places), data.states);
    this.reverseGeocoder = new ReverseGeocoder(this.places, this.pincodes);
  }

  /** The area of a 6-digit pincode ('560001' or '560 001'); undefined when unknown or without position. */
  pincode(code: string): PincodeLocation | undefined {
    const pin = this.pincodes.get(code.trim().replace(/^(\d{3})\s(\d{3})$/, '$1$2'));
    return pin?.positioned ? pinResult(pin) : undefined;
  }

  /**
   * The best place for a name: 'Pune', 'pune, maharashtra', 'Bangalore', 'Aurangabad, Bihar',
   * 'Koramangala, Bengaluru', 'Bilaspur HP', 'मनाली'. Falls back to the first comma-separated part
   * that names a place ('MG Road, Bengaluru'), then to a prefix or typo match.
   */
  place(name: string): PlaceMatch | undefined {
    const found = this.search.resolve(name);
    return found ? this.match(found.place) : undefined;
  }

  /** A 6-digit pincode anywhere in the text wins; otherwise the place name, with its alternatives. */
  geocode(text: string): GeocodeResult | undefined {
    const input = text.slice(0, 4 * MAX_KEY_CHARS);
    const pinText = PINCODE_IN_TEXT.exec(input);
    let unpositioned: Pin | undefined;
    if (pinText) {
      const pin = this.pincodes.get(pinText[1]! + pinText[2]!);
      if (pin?.positioned) {
        return {
          kind: 'pincode',
          lat: pin.lat,
          lng: pin.lng,
          name: pin.code,
          label: this.pinDescription(pin),
          pincode: pinResult(pin),
        };
      }
      unpositioned = pin;
    }
    const rest = pinText ? input.replace(pinText[0], ' ') : input;
    let found = this.search.resolve(rest);
    // A known pincode without a position: its district is the next best thing.
    if (!found && unpositioned?.district)
      found = this.search.resolve(`${unpositioned.district}, ${unpositioned.state}`);
    if (!found) return undefined;
    const place = this.match(found.place, rest);
    return {
      kind: 'place',
      lat: place.lat,
      lng: place.lng,
      name: place.name,
      label: place.label,
      place,
      alternatives: found.alternatives.map((a) => this.match(a)),
    };
  }

  /**
   * Suggestions for what the person is typing: places of every kind by name or alias (prefix,
   * later word, typo), or pincodes by prefix when the query is digits. `near` (the person's
   * current or last location) lifts places close to it.
   */
  autocomplete(query: string, limit = 5, near?: LatLng): PlaceSuggestion[] {
    if (limit <= 0) return [];
    const text = query.slice(0, MAX_KEY_CHARS);
    const digits = text.replace(/\s+/g, '');
    if (/^\d+$/.test(digits)) return this.pincodes.withPrefix(digits, limit).map((pin) => this.pinSuggestion(pin));
    const out: PlaceSuggestion[] = [];
    const pinText = PINCODE_IN_TEXT.exec(text);
    if (pinText) {
      const pin = this.pincodes.get(pinText[1]! + pinText[2]!);
      if (pin?.positioned) out.push(this.pinSuggestion(pin));
    }
    // Other numbers are part of a name: 'Sector 62 Noida', 'Mayur Vihar Phase 1', '24 Parganas'.
    const words = pinText ? text.replace(pinText[0], ' ') : text;
    const places = this.search.suggest(words, limit - out.length, near);
    const labels = distinctLabels(
      places,
      places.map((p) => shownName(p, words)),
    );
    places.forEach((p, i) => out.push(this.suggestion(p, labels[i]!)));
    return out;
  }

  /** The place of a suggestion's placeId ('place:57933', 'loc:560034:koramangala', 'pin:560001'). */
  resolve(placeId: string): PlaceSuggestion | undefined {
    const place = this.placeById(placeId);
    if (place) return this.suggestion(place, placeLabel(place));
    const pin = /^pin:(\d{6})$/.exec(placeId) ? this.pincodes.get(placeId.slice(4)) : undefined;
    return pin?.positioned ? this.pinSuggestion(pin) : undefined;
  }

  /** The full match for a placeId of a place (not a pincode), e.g. a suggestion picked for a trip. */
  placeById(placeId: string): GazetteerPlace | undefined {
    const found = this.byKey.get(placeId);
    if (found || !placeId.startsWith('loc:')) return found;
    return this.localitiesOfPin.get(placeId.slice(4, 10))?.find((p) => p.key === placeId);
  }

  matchOf(placeId: string): PlaceMatch | undefined {
    const place = this.placeById(placeId);
    return place ? this.match(place) : undefined;
  }

  /** 'Shivajinagar, Pune, Maharashtra 411005': a pincode area named by its own post office. */
  pincodeAddress(code: string): ReverseGeocodeResult | undefined {
    const pin = this.pincodes.get(code.trim().replace(/^(\d{3})\s(\d{3})$/, '$1$2'));
    return pin?.positioned ? this.reverseGeocoder.pincodeAddress(pin) : undefined;
  }

  /** The address of a point: its nearest locality, else the nearest town within 25 km, and its pincode. */
  reverse(point: LatLng): ReverseGeocodeResult | undefined {
    return this.reverseGeocoder.reverse(point);
  }

  /** The n nearest towns within maxKm, nearest first, with how much each is known (place-importance.server.ts). */
  townsNear(
    point: LatLng,
    maxKm: number,
    n: number,
  ): { name: string; native: string; lat: number; lng: number; importance: number }[] {
    return this.reverseGeocoder
      .townsNear(point, maxKm, n)
      .map((t) => ({ name: t.name, native: t.native, lat: t.lat, lng: t.lng, importance: t.importance }));
  }

  /** The name of the nearest town or city within maxKm of a point ('Hubballi'), if any. */
  nearestTownName(point: LatLng, maxKm: number): string | undefined {
    return this.reverseGeocoder.nearestTown(point, maxKm)?.name;
  }

  private pinDescription(pin: Pin): string {
    const town = this.reverseGeocoder.townOf(pin);
    return [pin.code, town, town.toLowerCase() === pin.state.toLowerCase() ? '' : pin.state].filter(Boolean).join(', ');
  }

  /** A place as a suggestion, with its Hindi label where the data has Hindi names (a pincode that tells two apart kept). */
  private suggestion(p: GazetteerPlace, description: string): PlaceSuggestion {
    const hindi = hindiLabel(description, p, this.states.nativeOf(p.state));
    return { ...suggestion(p, description), ...(hindi ? { descriptionHi: hindi } : {}) };
  }

  /** A place found (for `query`: shown under the name typed, shownName), with its labels in Hindi names where the data has them. */
  private match(p: GazetteerPlace, query?: string): PlaceMatch {
    const found = match(p, query === undefined ? p.name : shownName(p, query));
    const stateNative = this.states.nativeOf(p.state);
    const labelHi = hindiLabel(found.label, p, stateNative);
    const shortLabelHi = hindiLabel(found.shortLabel, p, stateNative);
    return { ...found, ...(labelHi ? { labelHi } : {}), ...(shortLabelHi ? { shortLabelHi } : {}) };
  }

  private pinSuggestion(pin: Pin): PlaceSuggestion {
    return {
      description: this.pinDescription(pin),
      placeId: `pin:${pin.code}`,
      lat: pin.lat,
      lng: pin.lng,
      kind: 'pincode',
    };
  }
}

function pinResult(pin: Pin): PincodeLocation {
  return { pincode: pin.code, lat: pin.lat, lng: pin.lng, district: pin.district, state: pin.state };
}

function suggestion(p: GazetteerPlace, description: string): PlaceSuggestion {
  return {
    description,
    placeId: p.key,
    lat: p.lat,
    lng: p.lng,
    kind: suggestionKind(p),
    ...(p.native ? { native: p.native } : {}),
  };
}

function match(p: GazetteerPlace, shown = p.name): PlaceMatch {
  const labelled = { ...pick(p), name: shown };
  return {
    placeId: p.key,
    kind: p.kind,
    name: p.name,
    ...(p.native ? { native: p.native } : {}),
    district: p.district,
    state: p.state,
    stateCode: p.stateCode,
    lat: p.lat,
    lng: p.lng,
    label: placeLabel(labelled),
    shortLabel: shortLabel(labelled),
    approximate: p.approximate,
  };
}

const pick = (p: GazetteerPlace) => ({
  name: p.name,
  district: p.district,
  state: p.state,
  kind: p.kind,
  suburb: p.suburb,
});
