import { describe, expect, it } from 'vitest';
import { buildLocalities } from './build.ts';

const office = (
  office: string,
  type: string,
  pincode: string,
  district: string,
  state: string,
  latitude = '',
  longitude = '',
) => ({
  office,
  office_type: type,
  delivery: 'Delivery',
  pincode,
  division: 'Some Division',
  region: 'DivReportingCircle',
  circle: 'Circle',
  taluk: '',
  district,
  state,
  latitude,
  longitude,
});
const pin = (pincode: string, state: string, district: string, latitude: string, longitude: string) => ({
  pincode,
  state,
  district,
  n_offices: '1',
  n_offices_with_valid_coords: '1',
  latitude,
  longitude,
});

const input = {
  offices: [
    office('Koramangala S.O', 'PO', '560034', 'BENGALURU URBAN', 'KARNATAKA', '12.9271111', '77.6266050'),
    office(
      'St. Johns Medical College S.O',
      'PO',
      '560034',
      'BENGALURU URBAN',
      'KARNATAKA',
      '12.9296881',
      '77.621498399999993',
    ),
    office('KORAMANGALA B.O', 'BO', '560034', 'NA', 'NA', '12.928', '77.627'),
    office('Girinagar S.O (Bengaluru)', 'PO', '560085', 'BENGALURU URBAN', 'KARNATAKA'),
    office('DLF QE SO', 'PO', '122002', 'GURUGRAM', 'HARYANA', '28.4660930', '77.1058349'),
    office('NDC DLF QE Complex', 'PO', '122998', 'NA', 'NA', '28.4660573344', '77.1056478085'),
    office('Manali SO Kullu', 'PO', '175131', 'KULLU', 'HIMACHAL PRADESH', '32.243832', '77.188322'),
    office('Purani Manali BO', 'BO', '175131', 'KULLU', 'HIMACHAL PRADESH', '32.2400000', '77.1700000'),
    office('Leh H.O', 'HO', '194101', 'LEH LADAKH', 'LADAKH', '77.5770380', '34.1528380'),
    office('Spituk B.O', 'BO', '194101', 'LEH LADAKH', 'LADAKH', '34.115281600000003', '77.554810000000003'),
    office('Lost B.O', 'BO', '999999', 'KULLU', 'HIMACHAL PRADESH'),
    office('Nowhere B.O', 'XX', '175131', 'KULLU', 'HIMACHAL PRADESH'),
  ],
  pincodes: [
    pin('560034', 'KARNATAKA', 'BENGALURU URBAN', '12.92711', '77.6266'),
    pin('560085', 'KARNATAKA', 'BENGALURU URBAN', '12.92853', '77.55172'),
    pin('122002', 'HARYANA', 'GURUGRAM', '28.46609', '77.10583'),
    pin('122998', 'NA', 'NA', '28.46606', '77.10565'),
    pin('175131', 'HIMACHAL PRADESH', 'KULLU', '32.2', '77.18'),
    pin('194101', 'LADAKH', 'LEH LADAKH', '34.15284', '77.55481'),
  ],
  states: [
    { name: 'Karnataka', iso2: 'KA' },
    { name: 'Haryana', iso2: 'HR' },
    { name: 'Himachal Pradesh', iso2: 'HP' },
    { name: 'Ladakh', iso2: 'LA' },
  ],
  places: [{ name: 'Bengaluru', state_code: 'KA' }],
};

describe('buildLocalities', () => {
  const { localities, report } = buildLocalities(input);
  const find = (name: string) => localities.filter((l) => l.name === name);

  it('makes one locality per named place, grouping same-named offices of a district', () => {
    expect(find('Koramangala')).toEqual([
      {
        name: 'Koramangala',
        also: [],
        kind: 'S',
        pincode: '560034',
        pincodes: [],
        offices: 2,
        district: 'Bengaluru Urban',
        stateCode: 'KA',
        lat: 12.9271111,
        lng: 77.626605,
        position: 'office',
      },
    ]);
    expect(find('St. Johns Medical College')).toHaveLength(1);
    expect(find('Manali')).toMatchObject([{ district: 'Kullu', stateCode: 'HP', position: 'office' }]);
  });

  it("fills 'NA' states and districts from the pincode's row, else the nearest office of the same prefix", () => {
    expect(find('DLF QE Complex')).toMatchObject([{ stateCode: 'HR', district: 'Gurugram', pincode: '122998' }]);
    expect(report).toMatchObject({
      stateFromPincode: 1,
      districtFromPincode: 1,
      stateFromNeighbour: 1,
      districtFromNeighbour: 1,
      unresolved: 0,
    });
  });

  it('places an office without a position at its pincode centre, and swaps a swapped position', () => {
    expect(find('Girinagar')).toMatchObject([{ lat: 12.92853, lng: 77.55172, position: 'pincode' }]);
    expect(find('Leh')).toMatchObject([{ kind: 'H', lat: 34.152838, lng: 77.577038, position: 'office' }]);
    expect(report.positions).toMatchObject({ missing: 2, swapped: 1 });
  });

  it('drops rows without a usable pincode or type, and offices with no position and no centre', () => {
    expect(report).toMatchObject({
      rows: 12,
      skippedUnknownType: 1,
      droppedNoPosition: 1,
      localities: localities.length,
    });
    expect(find('Lost')).toEqual([]);
    expect(report.names).toMatchObject({ designations: 11, titleCased: 2, qualifiersDropped: 2 });
  });
});
