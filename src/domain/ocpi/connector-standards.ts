import type { Connector, ConnectorType, Location } from './location.schema.ts';

/**
 * OCPI's connector standards in the app's connector names (src/domain/stations/station.ts), for a
 * station made from a network's Location and for matching a Location to a station we hold.
 *
 * `names` is what a new station lists; `agrees` the names a station we hold may list for the same
 * socket: India's Bharat DC-001 uses the GB/T DC connector (IS 17017-2-6, assumed from the
 * standard's scope), and Bharat AC-001's sockets are IEC 60309 3-pin (assumed likewise); a domestic
 * 3-pin socket (types D and M, India's) is what two- and three-wheelers charge from (assumed: LEV AC).
 * Standards that India's chargers do not use (NEMA, Tesla, pantographs…) have no name: they neither
 * list nor match.
 */
const STANDARDS: Partial<Record<ConnectorType, { name: string; agrees: readonly string[] }>> = {
  IEC_62196_T2_COMBO: { name: 'CCS2', agrees: ['CCS2'] },
  IEC_62196_T1_COMBO: { name: 'CCS1', agrees: ['CCS1'] },
  IEC_62196_T2: { name: 'Type 2', agrees: ['Type 2'] },
  IEC_62196_T1: { name: 'Type 1', agrees: ['Type 1'] },
  CHADEMO: { name: 'CHAdeMO', agrees: ['CHAdeMO'] },
  GBT_DC: { name: 'GB/T DC', agrees: ['GB/T DC', 'Bharat DC-001'] },
  GBT_AC: { name: 'GB/T AC', agrees: ['GB/T AC'] },
  IEC_60309_2_single_16: { name: 'IEC 60309 3-pin', agrees: ['IEC 60309 3-pin', 'Bharat AC-001', 'CEE 3 Pin'] },
  IEC_60309_2_three_16: { name: 'IEC 60309 5-pin', agrees: ['IEC 60309 5-pin'] },
  IEC_60309_2_three_32: { name: 'IEC 60309 5-pin', agrees: ['IEC 60309 5-pin'] },
  IEC_60309_2_three_64: { name: 'IEC 60309 5-pin', agrees: ['IEC 60309 5-pin'] },
  DOMESTIC_D: { name: 'LEV AC', agrees: ['LEV AC', 'LEV', 'CEE 3 Pin'] },
  DOMESTIC_M: { name: 'LEV AC', agrees: ['LEV AC', 'LEV', 'CEE 3 Pin'] },
};

/** The app's name for an OCPI connector standard, or null when it has none. */
export const connectorName = (standard: string): string | null => STANDARDS[standard as ConnectorType]?.name ?? null;

/** Every connector of the Location's counted EVSEs (not REMOVED). */
const connectorsOf = (location: Location): Connector[] =>
  (location.evses ?? []).filter((e) => e.status !== 'REMOVED').flatMap((e) => e.connectors);

/** The Location's connectors by the app's names, each once, sorted (as the station list keeps them). */
export const locationConnectorNames = (location: Location): string[] =>
  [
    ...new Set(
      connectorsOf(location)
        .map((c) => connectorName(c.standard))
        .filter((n): n is string => n !== null),
    ),
  ].sort();

/**
 * Whether a station listing `stationConnectors` and the Location describe the same sockets: they
 * share one, or one side names none we know (the bundled lists are incomplete; an unnamed socket
 * says nothing either way).
 */
export function connectorsAgree(location: Location, stationConnectors: readonly string[]): boolean {
  const known = connectorsOf(location).flatMap((c) => STANDARDS[c.standard]?.agrees ?? []);
  if (known.length === 0 || stationConnectors.length === 0) return true;
  return known.some((name) => stationConnectors.includes(name));
}

const PHASES: Record<string, number> = { AC_1_PHASE: 1, AC_2_PHASE: 2, AC_2_PHASE_SPLIT: 2, AC_3_PHASE: 3, DC: 1 };

/**
 * A connector's power in kW: `max_electric_power` when given, else volts × amperes × phases (the spec:
 * max_voltage is line to neutral for AC_3_PHASE).
 */
export const connectorKw = (c: Connector): number =>
  (c.max_electric_power ?? c.max_voltage * c.max_amperage * (PHASES[c.power_type] ?? 1)) / 1000;

/** The Location's highest connector power in kW (one decimal), or null without connectors. */
export function locationMaxKw(location: Location): number | null {
  const kws = connectorsOf(location)
    .map(connectorKw)
    .filter((kw) => Number.isFinite(kw) && kw > 0);
  return kws.length > 0 ? Math.round(Math.max(...kws) * 10) / 10 : null;
}
