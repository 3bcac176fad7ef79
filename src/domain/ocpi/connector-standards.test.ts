import { describe, expect, it } from 'vitest';
import { connectorKw, connectorsAgree, locationConnectorNames, locationMaxKw } from './connector-standards.ts';
import type { Connector, Location } from './location.schema.ts';

const connector = (standard: Connector['standard'], patch: Partial<Connector> = {}): Connector => ({
  id: '1',
  standard,
  format: 'CABLE',
  power_type: 'DC',
  max_voltage: 500,
  max_amperage: 100,
  last_updated: '2026-11-20T10:00:00Z',
  ...patch,
});
const location = (...connectors: Connector[]): Location => ({
  country_code: 'IN',
  party_id: 'TPC',
  id: 'L',
  publish: true,
  address: 'a',
  city: 'c',
  country: 'IND',
  time_zone: 'Asia/Kolkata',
  last_updated: '2026-11-20T10:00:00Z',
  coordinates: { latitude: '28.61390', longitude: '77.20900' },
  evses: connectors.map((c, i) => ({
    uid: String(i),
    status: 'AVAILABLE',
    connectors: [c],
    last_updated: '2026-11-20T10:00:00Z',
  })),
});

describe('OCPI connector standards in our names', () => {
  it('names the ones India uses, each once, and leaves the rest out', () => {
    expect(
      locationConnectorNames(
        location(
          connector('IEC_62196_T2_COMBO'),
          connector('IEC_62196_T2_COMBO'),
          connector('CHADEMO'),
          connector('TESLA_S'),
        ),
      ),
    ).toEqual(['CCS2', 'CHAdeMO']);
  });

  it('agrees with a station that lists a socket in common, or lists none; a GB/T DC socket is a Bharat DC-001 too', () => {
    expect(connectorsAgree(location(connector('IEC_62196_T2_COMBO')), ['CCS2', 'Type 2'])).toBe(true);
    expect(connectorsAgree(location(connector('IEC_62196_T2_COMBO')), ['Type 2'])).toBe(false);
    expect(connectorsAgree(location(connector('GBT_DC')), ['Bharat DC-001'])).toBe(true);
    expect(connectorsAgree(location(connector('IEC_62196_T2')), [])).toBe(true);
    expect(connectorsAgree(location(connector('NEMA_5_20')), ['CCS2'])).toBe(true);
  });

  it('power: max_electric_power when given, else volts × amperes × phases', () => {
    expect(connectorKw(connector('IEC_62196_T2_COMBO', { max_electric_power: 60_000 }))).toBe(60);
    expect(
      connectorKw(connector('IEC_62196_T2', { power_type: 'AC_3_PHASE', max_voltage: 230, max_amperage: 32 })),
    ).toBeCloseTo(22.08);
    expect(
      locationMaxKw(location(connector('IEC_62196_T2_COMBO'), connector('CHADEMO', { max_electric_power: 25_000 }))),
    ).toBe(50);
    expect(locationMaxKw(location())).toBeNull();
  });
});
