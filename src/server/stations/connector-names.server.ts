import { isLevConnector } from '../../domain/stations/station.ts';
import type { ImportReport } from './import-report.server.ts';

/** Connector names as the sources write them, normalised to one name per connector type. */

/**
 * A connector's normalised name (CCS2, Type 2, Bharat AC-001, Bharat DC-001, CHAdeMO, GB/T DC,
 * CEE 3 Pin, IEC 60309 3-pin, Type 1, LEV AC, LEV DC …), or null for an unknown type. BEE's
 * flattened list says only 'LEV (2/3-wheeler)', which becomes 'LEV'.
 */
export function normaliseConnector(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const key = text.toLowerCase();
  if (!key || key === 'unknown' || key === '(unknown)' || key === 'null' || key === 'none') return null;
  if (/^lev ac\b/.test(key)) return 'LEV AC';
  if (/^lev dc\b/.test(key)) return `LEV DC${text.slice(6)}`;
  if (/^lev\b|2\/3.?wheeler|two.?wheeler|three.?wheeler/.test(key)) return 'LEV';
  if (/\bccs\b.*(type ?2|\b2\b)|^ccs ?2$|combo ?2/.test(key)) return 'CCS2';
  if (/\bccs\b.*(type ?1|\b1\b)|^ccs ?1$|combo ?1/.test(key)) return 'CCS1';
  if (key === 'ccs') return 'CCS2';
  if (/chademo/.test(key)) return 'CHAdeMO';
  if (/bharat.*dc|dc.?001/.test(key)) return 'Bharat DC-001';
  if (/bharat.*ac|ac.?001/.test(key)) return 'Bharat AC-001';
  if (/gb.?t.*dc|20234\.3/.test(key)) return 'GB/T DC';
  if (/gb.?t.*ac|20234\.2/.test(key)) return 'GB/T AC';
  if (/^type ?2\b|mennekes|62196-2/.test(key)) return 'Type 2';
  if (/^type ?1\b|j1772/.test(key)) return 'Type 1';
  if (/blue commando|2p\+e|60309.*3.?pin/.test(key)) return 'IEC 60309 3-pin';
  if (/60309.*5.?pin/.test(key)) return 'IEC 60309 5-pin';
  if (/^cee 3 ?pin$/.test(key)) return 'CEE 3 Pin';
  return text;
}

/** Normalises a list of raw connector names: unknown ones dropped, duplicates removed, counted. */
export function normaliseConnectors(raw: string[], report: ImportReport): string[] {
  const out: string[] = [];
  for (const name of raw) {
    const normal = normaliseConnector(name);
    if (normal === null) {
      if (name.trim() !== '') report.fixes.connectorUnknownDropped += 1;
      continue;
    }
    if (normal !== name.trim()) report.fixes.connectorRenamed += 1;
    if (!out.includes(normal)) out.push(normal);
  }
  return sortConnectors(tidyLev(out));
}

/** Connectors in one order (as in the bundled file), so that lists compare equal. */
export const sortConnectors = (connectors: string[]) => [...connectors].sort();

/** A generic 'LEV' says nothing once a specific LEV connector is known. */
export function tidyLev(connectors: string[]): string[] {
  return connectors.includes('LEV') && connectors.some((c) => c !== 'LEV' && isLevConnector(c))
    ? connectors.filter((c) => c !== 'LEV')
    : connectors;
}
