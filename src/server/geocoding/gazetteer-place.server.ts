/**
 * One place the gazetteer can find: a state, a district, a town or city (data/places), or a
 * post-office locality (data/localities). Every kind is searched, ranked and answered the same way.
 */
export type PlaceKind = 'state' | 'district' | 'town' | 'locality';

export interface GazetteerPlace {
  /** The stable id a suggestion carries: 'place:57933', 'loc:560034:koramangala', 'district:KA:kodagu', 'state:KA'. */
  key: string;
  kind: PlaceKind;
  /** The id in data/places (towns) or states.csv (states); -1 for the others. */
  id: number;
  /** The current name ('Kochi', not 'Cochin'; 'Koramangala', not 'Koramangala S.O'). */
  name: string;
  /** The Hindi name, where the data has one. */
  native: string;
  district: string;
  state: string;
  /** ISO 3166-2:IN subdivision code without the country: 'KA', 'MH', … */
  stateCode: string;
  lat: number;
  lng: number;
  /** The position is the pincode's centre, not the office's own (the directory had none, or a wrong one). */
  approximate: boolean;
  /** The main pincode of a locality, or the nearest pincode of a town; '' for states and districts. */
  pincode: string;
  /** A district or other administrative area named in data/places rather than a town. */
  admin: boolean;
  /** How likely a person means this place among equal text matches (place-importance.server.ts). */
  importance: number;
  /** Search forms of every name that finds it (current, old, alias, Hindi), spaces kept. */
  names: string[];
  /**
   * A town inside a bigger city (Manali, Chennai): among places of the same name it ranks with
   * the localities, after a town of its own.
   */
  suburb: boolean;
  /** For a locality: its best post office (head, sub, branch, or 'A': an area with none) and how many offices share its name. */
  office?: 'H' | 'S' | 'B' | 'A';
  /** For a locality: its other names as written ('Hinjewadi'), aligned with names.slice(1). */
  writtenNames?: readonly string[];
  offices?: number;
  /** Whether a misspelt query may find it (towns, districts, states, head and sub offices; not villages). */
  typos: boolean;
}

export const isLocality = (p: GazetteerPlace) => p.kind === 'locality';
