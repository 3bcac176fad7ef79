/**
 * Station connector names (as src/domain/stations/station.ts normalises them): the current each
 * carries, its typical power when a station gives no usable figure, and the most its standard allows.
 * Every figure is listed with its source in docs/trip-model.md ("Compatible chargers").
 */
export type ChargeCurrent = 'dc' | 'ac';

export interface ConnectorFacts {
  current: ChargeCurrent;
  /** kW assumed when the station gives none, or its figure belongs to another connector. */
  typicalKw: number;
  /** The most this connector delivers in India; a station figure above it belongs to another connector. */
  ceilingKw: number;
}

/** In the order the screens list them. */
export const CONNECTOR_FACTS: Readonly<Record<string, ConnectorFacts>> = {
  CCS2: { current: 'dc', typicalKw: 30, ceilingKw: Number.POSITIVE_INFINITY },
  CHAdeMO: { current: 'dc', typicalKw: 25, ceilingKw: 62.5 },
  'GB/T DC': { current: 'dc', typicalKw: 25, ceilingKw: 187.5 },
  'Bharat DC-001': { current: 'dc', typicalKw: 15, ceilingKw: 15 },
  'Type 2': { current: 'ac', typicalKw: 7.4, ceilingKw: 22 },
  'Type 1': { current: 'ac', typicalKw: 7.2, ceilingKw: 7.4 },
  'Bharat AC-001': { current: 'ac', typicalKw: 3, ceilingKw: 3.5 },
  'CEE 3 Pin': { current: 'ac', typicalKw: 3.3, ceilingKw: 3.5 },
  'IEC 60309 3-pin': { current: 'ac', typicalKw: 3.3, ceilingKw: 3.7 },
  'LEV AC': { current: 'ac', typicalKw: 3.3, ceilingKw: 3.5 },
  'LEV DC (IS 17017-2-7)': { current: 'dc', typicalKw: 3.3, ceilingKw: 20 },
  'LEV DC (IS 17017-2-6)': { current: 'dc', typicalKw: 7, ceilingKw: 20 },
  'LEV DC': { current: 'dc', typicalKw: 7, ceilingKw: 20 },
};

export const KNOWN_CONNECTORS: readonly string[] = Object.keys(CONNECTOR_FACTS);

export const connectorFacts = (name: string): ConnectorFacts | undefined =>
  Object.hasOwn(CONNECTOR_FACTS, name) ? CONNECTOR_FACTS[name] : undefined;

export const isLevName = (name: string) => /^LEV\b/.test(name);

/** A vehicle's 'LEV DC' (variant not known) meets any LEV DC point, and a point's plain 'LEV DC' any LEV DC vehicle. */
export function connectorsMatch(vehicleConnector: string, stationConnector: string): boolean {
  if (vehicleConnector === stationConnector) return true;
  const bothLevDc = vehicleConnector.startsWith('LEV DC') && stationConnector.startsWith('LEV DC');
  return bothLevDc && (vehicleConnector === 'LEV DC' || stationConnector === 'LEV DC');
}

/** Patterns for free connector text ("CCS2 (DC) / Type 2 (AC)", "CCS2;Type 2", "LECCS"), in CONNECTOR_FACTS order. */
const TEXT_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/\bCCS\s*-?\s*(2|II)\b|\bCCS\b(?!\s*-?\s*(1|I)\b)|\bcombo\s*2\b/i, 'CCS2'],
  [/\bCHAdeMO\b/i, 'CHAdeMO'],
  [/\bGB\s*\/\s*T\b/i, 'GB/T DC'],
  [/\bBharat\s*DC/i, 'Bharat DC-001'],
  [/\bType\s*-?\s*2\b|\bIEC\s*62196-2\b|\bMennekes\b/i, 'Type 2'],
  [/\bType\s*-?\s*1\b|\bJ1772\b/i, 'Type 1'],
  [/\bBharat\s*AC/i, 'Bharat AC-001'],
  [/\bCEE\s*3\s*Pin\b|\b1[56]\s*A\b|\b3[\s-]pin\s+(plug|socket)\b/i, 'CEE 3 Pin'],
  [/\bIEC\s*60309\b|\bblue\s+commando\b/i, 'IEC 60309 3-pin'],
  [/\bLEV\s*AC\b/i, 'LEV AC'],
  // LECCS (Ather, Hero Vida) is IS 17017 Part 2 Sec 7; Ola's Hypercharger points are listed as 2-6.
  [/17017-2-7|\bLECCS\b/i, 'LEV DC (IS 17017-2-7)'],
  [/17017-2-6/, 'LEV DC (IS 17017-2-6)'],
];

/**
 * Station connector names in a catalogue's or a data file's connector text; [] when none is named
 * (e.g. "proprietary (removable battery)"). A CCS2 inlet also takes a Type 2 AC plug: its upper half is one.
 */
export function parseConnectorText(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const [pattern, name] of TEXT_PATTERNS) if (pattern.test(text)) found.add(name);
  const levDcVariant = found.has('LEV DC (IS 17017-2-7)') || found.has('LEV DC (IS 17017-2-6)');
  if (!levDcVariant && /\bLEV\s*DC\b/i.test(text)) found.add('LEV DC');
  if (found.has('CCS2')) found.add('Type 2');
  return KNOWN_CONNECTORS.filter((name) => found.has(name));
}
