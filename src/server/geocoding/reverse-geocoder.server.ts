import { around } from 'geokdbush';
import type KDBush from 'kdbush';
import { isInIndia, type LatLng } from '../../domain/geo/lat-lng.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import type { Pin, PincodeAreas } from './pincode-areas.server.ts';
import { pointIndex } from './place-importance.server.ts';
import { addressLabel } from './place-labels.server.ts';

export interface ReverseGeocodeResult {
  /** 'Locality, District, State PIN' without repeated parts: 'Koramangala, Bengaluru Urban, Karnataka 560034'. */
  formatted_address: string;
  /** The nearest post-office locality, else the nearest town or city within 25 km, else the district. */
  locality: string;
  district: string;
  state: string;
  pincode: string;
}

/** A point farther than this from every pincode area is not geocoded in reverse. */
const REVERSE_MAX_KM = 100;
/** The nearest locality whose office position was checked, within this distance, names the point. */
const LOCALITY_KM = 4;
const TOWN_KM = 25;

/** lat,lng → the nearest locality and its pincode, district and state. */
export class ReverseGeocoder {
  private readonly localityIndex: KDBush;
  private readonly localities: GazetteerPlace[];
  private readonly townIndex: KDBush;
  private readonly towns: GazetteerPlace[];
  private readonly townOfPin = new Map<string, string>();
  /** Each pincode's head or sub office locality (the one the area is known by). */
  private readonly officeOfPin = new Map<string, GazetteerPlace>();

  constructor(
    places: readonly GazetteerPlace[],
    private readonly pincodes: PincodeAreas,
  ) {
    const rank = { H: 0, S: 1, B: 2, A: 3 } as const;
    for (const p of places) {
      if (p.kind !== 'locality' || p.office === 'B' || p.office === 'A') continue;
      const seen = this.officeOfPin.get(p.pincode);
      if (!seen || rank[p.office ?? 'B'] < rank[seen.office ?? 'B']) this.officeOfPin.set(p.pincode, p);
    }
    // Localities placed at their pincode's centre would all claim the same point: left out.
    // …and so would an area's or a road's (aliases.csv): a point is named by a post office's locality.
    this.localities = places.filter((p) => p.kind === 'locality' && !p.approximate && p.office !== 'A');
    this.localityIndex = pointIndex(this.localities);
    this.towns = places.filter((p) => p.kind === 'town');
    this.townIndex = pointIndex(this.towns);
  }

  nearestTown(point: LatLng, maxKm = TOWN_KM): GazetteerPlace | undefined {
    const [i] = around(this.townIndex, point.lng, point.lat, 1, maxKm);
    return i === undefined ? undefined : this.towns[i];
  }

  /** The n nearest towns within maxKm of a point, nearest first. */
  townsNear(point: LatLng, maxKm: number, n: number): GazetteerPlace[] {
    return around(this.townIndex, point.lng, point.lat, n, maxKm).map((i) => this.towns[i as number]!);
  }

  /** The town a pincode area lies in (within 25 km), else its district: '560001' → 'Bengaluru'. */
  townOf(pin: { code: string; lat: number; lng: number; district: string }): string {
    let town = this.townOfPin.get(pin.code);
    if (town === undefined) {
      town = this.nearestTown(pin)?.name ?? pin.district;
      this.townOfPin.set(pin.code, town);
    }
    return town;
  }

  /** The address of a pincode area: its head or sub office's locality, else the town it lies in. */
  pincodeAddress(pin: Pin): ReverseGeocodeResult {
    const office = this.officeOfPin.get(pin.code);
    const locality = office?.name ?? this.townOf(pin);
    const district = office?.district ?? pin.district;
    const state = office?.state ?? pin.state;
    return {
      formatted_address: addressLabel(locality, district, state, pin.code),
      locality,
      district,
      state,
      pincode: pin.code,
    };
  }

  reverse(point: LatLng): ReverseGeocodeResult | undefined {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || !isInIndia(point)) return undefined;
    const pin = this.pincodes.nearest(point, REVERSE_MAX_KM);
    if (!pin) return undefined;
    const [k] = around(this.localityIndex, point.lng, point.lat, 1, LOCALITY_KM);
    const locality = k === undefined ? undefined : this.localities[k];
    if (locality) {
      return {
        formatted_address: addressLabel(locality.name, locality.district, locality.state, locality.pincode),
        locality: locality.name,
        district: locality.district,
        state: locality.state,
        pincode: locality.pincode,
      };
    }
    const name = this.nearestTown(point)?.name ?? pin.district;
    return {
      formatted_address: addressLabel(name, pin.district, pin.state, pin.code),
      locality: name,
      district: pin.district,
      state: pin.state,
      pincode: pin.code,
    };
  }
}
