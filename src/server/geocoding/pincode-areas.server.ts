import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { isInIndia, type LatLng } from '../../domain/geo/lat-lng.ts';
import { districtName, lowerBound, titleCase } from '../../domain/places/place-text.ts';
import type { StateNames } from './state-names.server.ts';

/** A pincode area: the median of its post offices' positions (noisy: treat it as an area). */
export interface Pin {
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

/**
 * The pincodes of data/pincodes/pincodes.csv, sorted by code, with a spatial index of those that
 * have a position. 108 rows with state and district 'NA' take them from a neighbour (see
 * inferMissingStates); 36 have no position and are found by code only.
 */
export class PincodeAreas {
  readonly pins: Pin[];
  readonly positioned: Pin[];
  readonly index: KDBush;
  readonly withoutPosition: number;
  readonly stateInferred: number;
  private readonly codes: string[];
  private readonly byCode = new Map<string, Pin>();

  /** Centres the localities import corrected (data/localities/pincode-centres.csv). */
  readonly corrected: number;

  /**
   * `display`: the name a district is shown under (district-names.server.ts); `corrections`: rows
   * of data/localities/pincode-centres.csv (pincode, lat, lng), centres the localities import found
   * wrong and moved to the pincode's stations or its district (201301, Noida, is given at 23.5 N).
   */
  constructor(
    rows: Record<string, string>[],
    states: StateNames,
    display: (district: string, stateCode: string) => string = (d) => d,
    corrections: readonly Record<string, string>[] = [],
  ) {
    const pins: Pin[] = [];
    let withoutPosition = 0;
    const fixed = new Map<string, LatLng>();
    for (const c of corrections) {
      const point = { lat: Number.parseFloat(c.lat ?? ''), lng: Number.parseFloat(c.lng ?? '') };
      if (/^\d{6}$/.test(c.pincode ?? '') && isInIndia(point)) fixed.set(c.pincode!, point);
    }
    let corrected = 0;
    const stateCache = new Map<string, string>();
    const districtCache = new Map<string, string>();
    for (const r of rows) {
      const code = r.pincode ?? '';
      if (!/^\d{6}$/.test(code)) continue;
      const fix = fixed.get(code);
      if (fix) corrected++;
      const lat = fix?.lat ?? Number.parseFloat(r.latitude ?? '');
      const lng = fix?.lng ?? Number.parseFloat(r.longitude ?? '');
      const positioned = Number.isFinite(lat) && Number.isFinite(lng) && isInIndia({ lat, lng });
      if (!positioned) withoutPosition++;
      const rawState = r.state ?? '';
      let stateCode = stateCache.get(rawState);
      if (stateCode === undefined) {
        stateCode = rawState === 'NA' ? '' : states.codeOf(rawState);
        stateCache.set(rawState, stateCode);
      }
      const rawDistrict = r.district ?? '';
      const districtKey = `${stateCode}:${rawDistrict}`;
      let district = districtCache.get(districtKey);
      if (district === undefined) {
        district = stateCode ? display(districtName(rawDistrict, stateCode), stateCode) : '';
        districtCache.set(districtKey, district);
      }
      pins.push({
        code,
        lat: positioned ? lat : Number.NaN,
        lng: positioned ? lng : Number.NaN,
        positioned,
        district,
        state: stateCode ? (states.nameOf(stateCode) ?? titleCase(rawState)) : '',
        stateCode,
        inferred: false,
      });
    }
    pins.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.corrected = corrected;
    this.pins = pins;
    this.codes = pins.map((p) => p.code);
    for (const p of pins) this.byCode.set(p.code, p);
    this.positioned = pins.filter((p) => p.positioned);
    this.index = new KDBush(this.positioned.length);
    for (const p of this.positioned) this.index.add(p.lng, p.lat);
    this.index.finish();
    this.withoutPosition = withoutPosition;
    this.stateInferred = this.inferMissingStates();
  }

  get(code: string): Pin | undefined {
    return this.byCode.get(code);
  }

  /** Positioned pincodes starting with `digits`, in order, at most `limit`. */
  withPrefix(digits: string, limit: number): Pin[] {
    const out: Pin[] = [];
    if (digits.length > 6) return out;
    for (let i = lowerBound(this.codes, digits); i < this.pins.length && out.length < limit; i++) {
      const pin = this.pins[i]!;
      if (!pin.code.startsWith(digits)) break;
      if (pin.positioned) out.push(pin);
    }
    return out;
  }

  /** The nearest positioned pincode within `maxKm` whose state is known from the file. */
  nearest(point: LatLng, maxKm: number): Pin | undefined {
    const [k] = around(this.index, point.lng, point.lat, 1, maxKm, (i) => !this.positioned[i]!.inferred);
    return k === undefined ? undefined : this.positioned[k];
  }

  /**
   * The district most pincodes within 8 km of a point belong to (one pincode's centre can be far
   * off: 689597 of Pathanamthitta is given in Kochi), else the nearest pincode's within 30 km.
   */
  districtAround(point: LatLng, stateCode: string): string {
    const votes = new Map<string, number>();
    for (const k of around(this.index, point.lng, point.lat, 25, 8)) {
      const pin = this.positioned[k]!;
      if (pin.stateCode === stateCode && pin.district && !pin.inferred)
        votes.set(pin.district, (votes.get(pin.district) ?? 0) + 1);
    }
    let best = '';
    for (const [district, n] of votes) if (n > (votes.get(best) ?? 0)) best = district;
    if (best) return best;
    const pin = this.nearest(point, 30);
    return pin && pin.stateCode === stateCode ? pin.district : '';
  }

  /**
   * 108 pincodes have state and district 'NA'. Take them from the nearest pincode of the same
   * 3-digit sorting district that has them (by position, else by number).
   */
  private inferMissingStates(): number {
    let count = 0;
    const known = this.positioned.filter((p) => p.stateCode);
    const knownIndex = new KDBush(known.length);
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
}
