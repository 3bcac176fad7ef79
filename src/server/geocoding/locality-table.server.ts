import { normalizeName } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/**
 * A string of its own rather than a slice of the file's 10 MB text (which a slice keeps alive:
 * one 'also' name kept as written held the whole of localities.csv, +10 MB of heap). Slicing a
 * joined string makes V8 flatten it into a new one first; V8 copies slices under 13 characters.
 */
export const ownCopy = (text: string) => (text.length >= 13 ? `${text} `.slice(0, -1) : text);

/** Head, sub and branch office, best first; 'A' an area or road of aliases.csv with no office (Sarjapur Road). */
export const OFFICES = ['H', 'S', 'B', 'A'] as const;
export type Office = (typeof OFFICES)[number];

/**
 * The 165,000 post-office localities as columns: typed arrays for the numbers, one string per name,
 * districts and states stored once. An object per locality with its own fields and strings took
 * ~140 MB of heap; this takes ~15 MB (docs/place-search.md, "Speed and memory").
 */
export class LocalityTable {
  readonly names: string[] = [];
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly importance: Float64Array;
  readonly pincode: Int32Array;
  readonly office: Uint8Array;
  readonly offices: Uint16Array;
  readonly approximate: Uint8Array;
  readonly district: Uint16Array;
  readonly state: Uint8Array;
  /** 0, or n ≥ 2 when another locality of the same pincode has the same name ('…:n' in its key). */
  readonly keySuffix: Uint8Array;
  /** Names beyond the locality's own ('Hinjawadi', aliases), by row, in search form… */
  readonly extraNames = new Map<number, string[]>();
  /** …and as written, in the same order ('Hinjewadi (Infotech Park)' is shown from it). */
  readonly extraWritten = new Map<number, string[]>();
  readonly districts: string[] = [];
  readonly stateCodes: string[] = [];
  readonly stateNames: string[] = [];
  private readonly districtIds = new Map<string, number>();
  private readonly stateIds = new Map<string, number>();
  private rows = 0;

  constructor(capacity: number) {
    this.lat = new Float64Array(capacity);
    this.lng = new Float64Array(capacity);
    this.importance = new Float64Array(capacity);
    this.pincode = new Int32Array(capacity);
    this.office = new Uint8Array(capacity);
    this.offices = new Uint16Array(capacity);
    this.approximate = new Uint8Array(capacity);
    this.district = new Uint16Array(capacity);
    this.state = new Uint8Array(capacity);
    this.keySuffix = new Uint8Array(capacity);
  }

  get size(): number {
    return this.rows;
  }

  add(row: {
    name: string;
    lat: number;
    lng: number;
    pincode: number;
    office: Office;
    offices: number;
    approximate: boolean;
    district: string;
    stateCode: string;
    stateName: string;
  }): number {
    const i = this.rows++;
    this.names.push(row.name);
    this.lat[i] = row.lat;
    this.lng[i] = row.lng;
    this.pincode[i] = row.pincode;
    this.office[i] = OFFICES.indexOf(row.office);
    this.offices[i] = Math.min(row.offices, 65_535);
    this.approximate[i] = row.approximate ? 1 : 0;
    this.district[i] = this.districtId(row.district);
    let state = this.stateIds.get(row.stateCode);
    if (state === undefined) {
      state = this.stateCodes.push(row.stateCode) - 1;
      this.stateNames.push(row.stateName);
      this.stateIds.set(row.stateCode, state);
    }
    this.state[i] = state;
    return i;
  }

  districtId(name: string): number {
    let id = this.districtIds.get(name);
    if (id === undefined) {
      id = this.districts.push(name) - 1;
      this.districtIds.set(name, id);
    }
    return id;
  }

  officeOf(i: number): Office {
    return OFFICES[this.office[i]!]!;
  }
}

/**
 * One locality as a GazetteerPlace: a row number and getters into its table, so the search,
 * ranking and labels treat it like any other place without it holding fields of its own.
 */
export class LocalityPlace implements GazetteerPlace {
  constructor(
    private readonly table: LocalityTable,
    readonly row: number,
  ) {}

  get key(): string {
    const suffix = this.table.keySuffix[this.row]!;
    return `loc:${this.pincode}:${this.names[0]!.replace(/ /g, '')}${suffix ? `:${suffix}` : ''}`;
  }
  get kind(): 'locality' {
    return 'locality';
  }
  get id(): number {
    return -1;
  }
  get name(): string {
    return this.table.names[this.row]!;
  }
  get native(): string {
    return '';
  }
  get district(): string {
    return this.table.districts[this.table.district[this.row]!]!;
  }
  set district(value: string) {
    this.table.district[this.row] = this.table.districtId(value);
  }
  get state(): string {
    return this.table.stateNames[this.table.state[this.row]!]!;
  }
  get stateCode(): string {
    return this.table.stateCodes[this.table.state[this.row]!]!;
  }
  get lat(): number {
    return this.table.lat[this.row]!;
  }
  get lng(): number {
    return this.table.lng[this.row]!;
  }
  get approximate(): boolean {
    return this.table.approximate[this.row] === 1;
  }
  get pincode(): string {
    return String(this.table.pincode[this.row]!);
  }
  get admin(): boolean {
    return false;
  }
  get importance(): number {
    return this.table.importance[this.row]!;
  }
  set importance(value: number) {
    this.table.importance[this.row] = value;
  }
  /** Its own name's search form first, then the others. Made on each call: read at start, not per search. */
  get names(): string[] {
    return [normalizeName(this.name), ...(this.table.extraNames.get(this.row) ?? [])];
  }
  get suburb(): boolean {
    return false;
  }
  get office(): Office {
    return this.table.officeOf(this.row);
  }
  get offices(): number {
    return this.table.offices[this.row]!;
  }
  get typos(): boolean {
    return this.office !== 'B';
  }
  /** The other names as written, aligned with names.slice(1). */
  get writtenNames(): readonly string[] {
    return this.table.extraWritten.get(this.row) ?? [];
  }

  /** Another name that finds it (an alias), as written ('Hinjewadi'). */
  addName(written: string): void {
    const name = normalizeName(written);
    const extra = this.table.extraNames.get(this.row) ?? [];
    if (!name || name === normalizeName(this.name) || extra.includes(name)) return;
    extra.push(ownCopy(name));
    this.table.extraNames.set(this.row, extra);
    this.table.extraWritten.set(this.row, [...(this.table.extraWritten.get(this.row) ?? []), ownCopy(written.trim())]);
  }
}
