import type { StationCardFields } from '../checkins/checkin-api.ts';
import type { LatLng } from '../geo/lat-lng.ts';

/**
 * What the maps calls answer (spec section 7, {host}/googleservice/*), shared by the server that
 * writes them and the app that reads them; their bodies are in maps-api.schema.ts.
 */

/**
 * A station as the maps calls return it: the spec's station result (name, vicinity, distance,
 * place_id, geometry.location; opening_hours and rating only where a source has them, which the
 * bundled data never does), plus what drivers ask for: operator, connectors and maximum power.
 */
export interface StationResult extends StationCardFields {
  distance?: string;
  distance_km?: number;
  distance_from_start?: string;
  distance_from_start_km?: number;
  /** A maps service's place only (MAPS_PROVIDER=google), where it has them. */
  opening_hours?: { open_now: boolean };
  rating?: number;
}

/** Another place a free-text trip end may have meant ('Manali, Chennai' for 'Manali'). */
export interface PlaceChoice extends LatLng {
  place_id: string;
  /** 'Manali, Chennai, Tamil Nadu'. */
  label: string;
  /** 'Manali, Chennai'. */
  short_label: string;
  /** The labels in Hindi names where the bundled data has them, for a Hindi reader. */
  label_hi?: string;
  short_label_hi?: string;
}

/** A trip end as the server resolved it (a picked suggestion's id, else the text): which place was used, and which others it could have been. */
export interface TripEnd extends LatLng {
  name: string;
  label?: string;
  short_label?: string;
  place_id?: string;
  /** The position is a pincode's centre, not the place's own. */
  approximate?: boolean;
  /** For a free text: up to 3 other places of that name, far from the one used. */
  alternatives?: PlaceChoice[];
  /** The labels in Hindi names where the bundled data has them, for a Hindi reader. */
  label_hi?: string;
  short_label_hi?: string;
}

/** An address as the geocoder words it. */
export interface Address {
  formatted_address: string;
  locality?: string;
  district?: string;
  state?: string;
  pincode?: string;
}

/** POST /googleservice/location-address: the address of a pincode or a position, and where it is. */
export type LocationAddress = Address & { location: LatLng };

/** POST /googleservice/ev-stations: the nearest stations, nearest first. */
export interface StationList {
  results: StationResult[];
}

/** POST /googleservice/route-ev-stations: the stations along a trip, from the start, and its two ends. */
export interface TripStations {
  data: StationResult[];
  origin: TripEnd;
  destination: TripEnd;
  /** The route's road km. */
  distance_km: number;
  /** How many stations the corridor held before each stretch's best few were kept. */
  total_in_corridor: number;
}

export type SuggestionKind = 'place' | 'locality' | 'district' | 'state' | 'pincode';

/** A suggestion of the place search: every place field uses it. */
export interface Prediction {
  description: string;
  place_id: string;
  location: LatLng;
  kind: SuggestionKind;
  /** The Hindi name, where the data has one. */
  native?: string;
  /** The label with the place's and state's Hindi names, where the data has them. */
  description_hi?: string;
}

/** GET /googleservice/autocomplete */
export interface PlaceSuggestions {
  predictions: Prediction[];
}

/** POST /googleservice/auth: a maps token for a visitor, and when it expires (ms since 1970). */
export interface MapsToken {
  token: string;
  expiresAt: number;
}
