/**
 * What the trip planner needs to know about a vehicle, and where each figure came from: a row of
 * data/catalogue/vehicle-energy.csv (published), else the catalogue's battery and claimed range
 * (derived), else the per-kind defaults of data/catalogue/vehicle-energy-defaults.csv (assumed).
 * Every factor is explained in docs/trip-model.md ("Vehicle figures").
 */
import type { VehicleTechnical, VehicleType } from '../catalogue/catalogue-entry.ts';
import { connectorFacts, parseConnectorText } from './connectors.ts';
import type { KindDefaults, VehicleEnergyRow } from './vehicle-energy-rows.ts';

export type VehicleKind = VehicleType;
export type FigureBasis = 'published' | 'derived' | 'assumed';
export type ProfileFigure = 'usableKwh' | 'kwhPerKm' | 'maxDcKw' | 'maxAcKw' | 'connectors';

export interface VehicleProfile {
  kind: VehicleKind;
  /** Energy the driver can use from 100% to 0% shown on the dash. */
  usableKwh: number;
  /** Real-world use on the road (highway, AC on), from the battery. */
  kwhPerKm: number;
  /** null: no DC charging. */
  maxDcKw: number | null;
  maxAcKw: number;
  /** Station connector names the vehicle can plug into. */
  connectors: readonly string[];
  basis: Record<ProfileFigure, FigureBasis>;
}

/** The catalogue's figures the profile can use (data/catalogue/<type>-details.json `technical`). */
export type CatalogueFigures = Pick<
  VehicleTechnical,
  'battery_kwh' | 'range_km_claimed' | 'range_cycle' | 'dc_fast_max_kw' | 'connector'
>;

export interface ProfileInput {
  kind: VehicleKind;
  energy?: VehicleEnergyRow | null;
  catalogue?: CatalogueFigures | null;
  /** The parsed rows of vehicle-energy-defaults.csv; one must be of `kind`. */
  defaults: readonly KindDefaults[];
}

/**
 * Real-world range as a share of the claimed one (the factors of data/catalogue/VEHICLE-ENERGY.md,
 * from Autocar India's tests ÷ the claims): a car's ARAI/MIDC urban-cycle claim 0.6, its MIDC
 * P1+P2 claim 0.7, a two-wheeler's IDC claim 0.7. A WLTP claim (imports) 0.8 is assumed. A car claim
 * whose cycle is not named is taken as the urban cycle, the cautious choice.
 */
export const REAL_WORLD_SHARE = { carUrbanCycle: 0.6, carP1P2: 0.7, carWltp: 0.8, twoWheeler: 0.7 } as const;

/** Nominal battery when nothing is known of it (assumed; docs/trip-model.md). */
export const TYPICAL_NOMINAL_KWH: Readonly<Record<VehicleKind, number>> = { car: 30, bike: 4, scooter: 1.6 };

export function realWorldShare(kind: VehicleKind, rangeCycle: string | null | undefined): number {
  if (kind !== 'car') return REAL_WORLD_SHARE.twoWheeler;
  if (rangeCycle && /\bWLTP\b/i.test(rangeCycle)) return REAL_WORLD_SHARE.carWltp;
  if (rangeCycle && /P1\s*\+\s*P2/i.test(rangeCycle)) return REAL_WORLD_SHARE.carP1P2;
  return REAL_WORLD_SHARE.carUrbanCycle;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

interface Figure<T> {
  value: T;
  basis: FigureBasis;
}

export function kindDefaults(defaults: readonly KindDefaults[], kind: VehicleKind): KindDefaults {
  const row = defaults.find((d) => d.kind === kind);
  if (!row) throw new Error(`vehicle-energy-defaults has no row for '${kind}'`);
  return row;
}

/** The profile from the best source each figure has. */
export function deriveProfile(input: ProfileInput): VehicleProfile {
  const { kind, energy, catalogue } = input;
  const defaults = kindDefaults(input.defaults, kind);
  const nominal = positive(catalogue?.battery_kwh) ? catalogue.battery_kwh : null;
  const claimedKm = positive(catalogue?.range_km_claimed) ? catalogue.range_km_claimed : null;
  const realKm = claimedKm === null ? null : claimedKm * realWorldShare(kind, catalogue?.range_cycle);

  const usable: Figure<number> = positive(energy?.usableKwh)
    ? { value: energy.usableKwh, basis: energy.basis.usableKwh }
    : nominal !== null
      ? { value: nominal * defaults.usableShare, basis: 'derived' }
      : realKm !== null
        ? { value: realKm * defaults.kwhPerKm, basis: 'assumed' }
        : { value: TYPICAL_NOMINAL_KWH[kind] * defaults.usableShare, basis: 'assumed' };

  const perKm: Figure<number> = positive(energy?.kwhPerKm)
    ? { value: energy.kwhPerKm, basis: energy.basis.kwhPerKm }
    : realKm !== null && usable.basis !== 'assumed'
      ? { value: usable.value / realKm, basis: 'derived' }
      : { value: defaults.kwhPerKm, basis: 'assumed' };

  const catalogueConnectors = parseConnectorText(catalogue?.connector);
  const connectors: Figure<readonly string[]> =
    energy && energy.connectors.length > 0
      ? { value: energy.connectors, basis: energy.basis.connectors }
      : catalogueConnectors.length > 0
        ? { value: catalogueConnectors, basis: 'published' }
        : { value: defaults.connectors, basis: 'assumed' };

  const takesDc = connectors.value.some((c) => connectorFacts(c)?.current === 'dc');
  const dc: Figure<number | null> =
    energy?.maxDcKw !== undefined && energy?.maxDcKw !== null
      ? { value: energy.maxDcKw > 0 ? energy.maxDcKw : null, basis: energy.basis.maxDcKw }
      : positive(catalogue?.dc_fast_max_kw)
        ? { value: catalogue.dc_fast_max_kw, basis: 'published' }
        : { value: takesDc ? defaults.maxDcKw : null, basis: 'assumed' };

  const ac: Figure<number> = positive(energy?.maxAcKw)
    ? { value: energy.maxAcKw, basis: energy.basis.maxAcKw }
    : { value: defaults.maxAcKw, basis: 'assumed' };

  return {
    kind,
    usableKwh: usable.value,
    kwhPerKm: perKm.value,
    maxDcKw: dc.value,
    maxAcKw: ac.value,
    connectors: connectors.value,
    basis: {
      usableKwh: usable.basis,
      kwhPerKm: perKm.basis,
      maxDcKw: dc.basis,
      maxAcKw: ac.basis,
      connectors: connectors.basis,
    },
  };
}

/** The range this profile gives on a full battery, in km (what the form pre-fills). */
export const realRangeKm = (profile: VehicleProfile) => profile.usableKwh / profile.kwhPerKm;

/** The driver's own "range on a full battery" replaces the energy use; it counts as a stated figure. */
export function withRealRange(profile: VehicleProfile, rangeKm: number): VehicleProfile {
  if (!positive(rangeKm)) throw new RangeError('range must be a positive number of km');
  return { ...profile, kwhPerKm: profile.usableKwh / rangeKm, basis: { ...profile.basis, kwhPerKm: 'published' } };
}

/** Figures the driver typed ('Enter my own'); apply before withRealRange, which reads usableKwh. */
export function withOwnFigures(
  profile: VehicleProfile,
  own: Partial<Pick<VehicleProfile, 'usableKwh' | 'kwhPerKm' | 'maxDcKw' | 'maxAcKw' | 'connectors'>>,
): VehicleProfile {
  const next: VehicleProfile = { ...profile, basis: { ...profile.basis } };
  for (const key of ['usableKwh', 'kwhPerKm', 'maxAcKw'] as const) {
    const value = own[key];
    if (value === undefined) continue;
    if (!positive(value)) throw new RangeError(`${key} must be positive`);
    next[key] = value;
    next.basis[key] = 'published';
  }
  if (own.maxDcKw !== undefined) {
    if (own.maxDcKw !== null && !positive(own.maxDcKw)) throw new RangeError('maxDcKw must be positive or null');
    next.maxDcKw = own.maxDcKw;
    next.basis.maxDcKw = 'published';
  }
  if (own.connectors !== undefined) {
    next.connectors = [...own.connectors];
    next.basis.connectors = 'published';
  }
  return next;
}
