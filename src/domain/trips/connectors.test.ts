import { describe, expect, it } from 'vitest';
import { CONNECTOR_FACTS, connectorsMatch, parseConnectorText } from './connectors.ts';

describe('parseConnectorText', () => {
  it("reads the catalogue's free text into station connector names", () => {
    expect(parseConnectorText('CCS2 (DC) / Type 2 (AC)')).toEqual(['CCS2', 'Type 2']);
    expect(parseConnectorText('GB/T DC, Type-2 AC')).toEqual(['GB/T DC', 'Type 2']);
    expect(parseConnectorText('CHAdeMO')).toEqual(['CHAdeMO']);
    expect(parseConnectorText('Bharat AC-001 / Bharat DC-001')).toEqual(['Bharat DC-001', 'Bharat AC-001']);
  });

  it('gives a CCS2 inlet its Type 2 half, and reads the data files ;-joined names', () => {
    expect(parseConnectorText('CCS2')).toEqual(['CCS2', 'Type 2']);
    expect(parseConnectorText('CCS2;Type 2;CEE 3 Pin')).toEqual(['CCS2', 'Type 2', 'CEE 3 Pin']);
    expect(parseConnectorText('LEV DC (IS 17017-2-6);LEV AC;CEE 3 Pin')).toEqual([
      'CEE 3 Pin',
      'LEV AC',
      'LEV DC (IS 17017-2-6)',
    ]);
  });

  it('takes LECCS as IS 17017-2-7, a plain LEV DC as the unknown variant, and a 15 A socket as CEE 3 Pin', () => {
    expect(parseConnectorText('LECCS fast charging')).toEqual(['LEV DC (IS 17017-2-7)']);
    expect(parseConnectorText('LEV DC')).toEqual(['LEV DC']);
    expect(parseConnectorText('portable charger, 15 A socket')).toEqual(['CEE 3 Pin']);
  });

  it('finds nothing in text that names no standard connector', () => {
    expect(parseConnectorText('proprietary (removable battery)')).toEqual([]);
    expect(parseConnectorText(null)).toEqual([]);
    expect(parseConnectorText('CCS1')).toEqual([]);
  });
});

describe('connector facts', () => {
  it("never puts a connector's typical power above what its standard allows", () => {
    for (const facts of Object.values(CONNECTOR_FACTS)) expect(facts.typicalKw).toBeLessThanOrEqual(facts.ceilingKw);
  });

  it('lets an unknown LEV DC variant meet a known one either way, and nothing else', () => {
    expect(connectorsMatch('LEV DC', 'LEV DC (IS 17017-2-7)')).toBe(true);
    expect(connectorsMatch('LEV DC (IS 17017-2-6)', 'LEV DC')).toBe(true);
    expect(connectorsMatch('LEV DC (IS 17017-2-6)', 'LEV DC (IS 17017-2-7)')).toBe(false);
    expect(connectorsMatch('CCS2', 'Type 2')).toBe(false);
  });
});
