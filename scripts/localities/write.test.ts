import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../src/domain/csv/csv.ts';
import type { Locality } from './grouping.ts';
import { LOCALITY_COLUMNS, localitiesCsv } from './write.ts';

const loc = (fields: Partial<Locality>): Locality => ({
  name: 'X',
  also: [],
  kind: 'S',
  pincode: '560034',
  pincodes: [],
  offices: 1,
  district: 'Bengaluru Urban',
  stateCode: 'KA',
  lat: 12.9271111,
  lng: 77.626612,
  position: 'office',
  ...fields,
});

describe('localitiesCsv', () => {
  it('writes the columns in order, sorted by state, district, name and pincode, positions to 5 decimals', () => {
    const csv = localitiesCsv([
      loc({ name: 'Manali', stateCode: 'TN', district: 'Chennai', pincode: '600068', position: 'pincode' }),
      loc({ name: 'Koramangala' }),
      loc({
        name: 'Infotech Park',
        also: ['Hinjawadi', 'Phase 1'],
        stateCode: 'MH',
        district: 'Pune',
        pincode: '411057',
      }),
      loc({
        name: 'Kakkanad',
        stateCode: 'KL',
        district: 'Ernakulam',
        pincode: '682030',
        pincodes: ['682052', '682099'],
        offices: 3,
      }),
      loc({ name: 'Agara, Old', pincode: '560001' }),
    ]);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(LOCALITY_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      '"Agara, Old",,S,560001,,1,Bengaluru Urban,KA,12.92711,77.62661,office',
      'Koramangala,,S,560034,,1,Bengaluru Urban,KA,12.92711,77.62661,office',
      'Kakkanad,,S,682030,682052 682099,3,Ernakulam,KL,12.92711,77.62661,office',
      'Infotech Park,Hinjawadi|Phase 1,S,411057,,1,Pune,MH,12.92711,77.62661,office',
      'Manali,,S,600068,,1,Chennai,TN,12.92711,77.62661,pincode',
    ]);
    expect(csv.endsWith('\n')).toBe(true);
    const parsed = csvRecords(csv);
    expect(parsed.header).toEqual([...LOCALITY_COLUMNS]);
    expect(parsed.records[0]!.name).toBe('Agara, Old');
  });
});
