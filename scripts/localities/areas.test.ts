import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { readAliases } from './aliases.ts';
import { placeAreas } from './areas.ts';
import type { Locality } from './grouping.ts';
import type { StationRecord } from './station-names.ts';

const office = (name: string, pincode: string, lat: number, lng: number, more: Partial<Locality> = {}): Locality => ({
  name,
  also: [],
  kind: 'S',
  pincode,
  pincodes: [],
  offices: 1,
  district: 'Bengaluru Urban',
  stateCode: 'KA',
  lat,
  lng,
  position: 'office',
  ...more,
});
const station = (address: string, lat: number, lng: number, more: Partial<StationRecord> = {}): StationRecord => ({
  address,
  postcode: '',
  lat,
  lng,
  ...more,
});
const aliases = (...rows: Record<string, string>[]) =>
  readAliases(rows.map((r) => ({ district: 'Bengaluru Urban', state: 'KA', ...r })));

const bengaluru = () => [
  office('Koramangala', '560034', 12.9352, 77.6245),
  office('Bellandur', '560103', 12.926, 77.676),
  office('Hebbal', '560024', 13.0358, 77.597),
];
const sarjapurRoad = [
  station('Sarjapur Rd, Kaikondrahalli', 12.91, 77.68),
  station('Sarjapur Road, Carmelaram', 12.905, 77.7),
  station('Near Wipro, Sarjapur Road', 12.915, 77.67),
  // A Sarjapur Road far outside the district: not counted.
  station('Sarjapur Road, Hosur', 12.5, 78.0),
];
const centres = new Map<string, LatLng>([['560068', { lat: 12.9177, lng: 77.6238 }]]);

describe('placeAreas', () => {
  it('places an area at the stations whose addresses name it, with the pincode of the nearest office', () => {
    const { areas, reports, problems } = placeAreas(
      aliases({ alias: 'Sarjapur Road', source: 'stations' }),
      bengaluru(),
      sarjapurRoad,
      centres,
    );
    expect(problems).toEqual([]);
    expect(areas).toEqual([
      expect.objectContaining({
        name: 'Sarjapur Road',
        kind: 'A',
        pincode: '560103',
        offices: 0,
        district: 'Bengaluru Urban',
        stateCode: 'KA',
        lat: 12.91,
        lng: 77.68,
        position: 'stations',
      }),
    ]);
    expect(reports[0]).toMatchObject({ alias: 'Sarjapur Road', stations: 3 });
  });

  it("places an area at a named pincode's centre, or at a position given with its source", () => {
    const { areas, problems } = placeAreas(
      aliases(
        { alias: 'Silk Board', source: 'pincode 560068' },
        { alias: 'Domlur', lat: '12.961', lng: '77.6387', source: 'Wikipedia, Domlur' },
      ),
      bengaluru(),
      [],
      centres,
    );
    expect(problems).toEqual([]);
    expect(areas.map((a) => [a.name, a.lat, a.lng, a.position])).toEqual([
      ['Silk Board', 12.9177, 77.6238, 'given'],
      ['Domlur', 12.961, 77.6387, 'given'],
    ]);
  });

  it('moves the office a row with a name and a source points at, and adds no area', () => {
    const localities = [...bengaluru(), office('Marathahalli Colony', '560037', 12.9959, 77.6882)];
    const { areas, moved, problems } = placeAreas(
      aliases(
        {
          alias: 'Marathahalli',
          name: 'Marathahalli Colony',
          lat: '12.9569',
          lng: '77.7011',
          source: 'a cited source',
        },
        { alias: 'Hinjewadi', name: 'Infotech Park' },
      ),
      localities,
      [],
      centres,
    );
    expect(problems).toEqual([]);
    expect(areas).toEqual([]);
    expect(moved).toBe(1);
    expect(localities.at(-1)).toMatchObject({ lat: 12.9569, lng: 77.7011, position: 'given' });
  });

  it('reports what stops the import: too few stations, no source, an unknown district or pincode, a position far away', () => {
    const { areas, problems } = placeAreas(
      [
        ...aliases(
          { alias: 'Outer Ring Road', source: 'stations' },
          { alias: 'Domlur', lat: '12.961', lng: '77.6387' },
          { alias: 'Nowhere Road' },
          { alias: 'Silk Board', source: 'pincode 999999' },
          { alias: 'Far Point', lat: '19.07', lng: '72.87', source: 'a map' },
        ),
        ...readAliases([{ alias: 'Lost', district: 'Atlantis', state: 'KA', source: 'stations' }]),
      ],
      bengaluru(),
      sarjapurRoad,
      centres,
    );
    expect(problems).toEqual([
      "aliases.csv area 'Outer Ring Road' (Bengaluru Urban, KA): 0 station address(es) name it in the district, fewer than 3 together",
      "aliases.csv area 'Domlur' (Bengaluru Urban, KA): a given position needs its source",
      "aliases.csv area 'Nowhere Road' (Bengaluru Urban, KA): give lat, lng and their source, or source 'stations'",
      "aliases.csv area 'Silk Board' (Bengaluru Urban, KA): pincode 999999 has no centre",
      "aliases.csv area 'Far Point' (Bengaluru Urban, KA): 19.07, 72.87 is 850 km from the district's centre",
      "aliases.csv area 'Far Point' (Bengaluru Urban, KA): placed 850 km from the district's centre",
      "aliases.csv area 'Lost' (Atlantis, KA): no district 'Atlantis' in KA",
    ]);
    expect(areas.map((a) => a.name)).toEqual(['Domlur', 'Far Point']);
  });

  it("finds a numbered sector by its number, with the city in the address or the station's city", () => {
    const gurugram = [
      office('Gurgaon', '122001', 28.46, 77.03, { district: 'Gurugram', stateCode: 'HR' }),
      office('DLF PhIII', '122002', 28.4661, 77.1058, { district: 'Gurugram', stateCode: 'HR' }),
    ];
    const stations = [
      station('Trillium Avenue, Sector 29,', 28.4616, 77.0687, { city: 'Gurugram' }),
      station('Sector 29, Gurugram, Haryana 122022', 28.4618, 77.069),
      station('City Centre Sector 29 Gurugram', 28.469, 77.0636),
      // Sector 29 of another city nearby: not this one.
      station('Sector 29, Faridabad', 28.39, 77.3),
      // The city under its old name is not looked for (a known limit).
      station('Sector 29', 28.47, 77.06, { city: 'Gurgaon' }),
    ];
    const { areas, reports, problems } = placeAreas(
      readAliases([{ alias: 'Sector 29 Gurugram', district: 'Gurugram', state: 'HR', source: 'stations' }]),
      gurugram,
      stations,
      centres,
    );
    expect(problems).toEqual([]);
    expect(reports[0]!.stations).toBe(3);
    expect(areas[0]).toMatchObject({ lat: 28.4618, lng: 77.0687 });
  });

  it("counts the stations of the district's pincodes where too few lie near its centre", () => {
    // Palghar district's offices mostly lie 40+ km north of Virar.
    const palghar = [
      office('Palghar', '401404', 19.7, 72.77, { district: 'Palghar', stateCode: 'MH' }),
      office('Dahanu', '401601', 19.97, 72.73, { district: 'Palghar', stateCode: 'MH' }),
      office('Jawhar', '401603', 19.9, 73.23, { district: 'Palghar', stateCode: 'MH' }),
      office('Virar', '401303', 19.457, 72.811, { district: 'Palghar', stateCode: 'MH' }),
    ];
    const virarWest = [
      station('Agashi Road, Virar West', 19.4499, 72.7858, { postcode: '401301' }),
      station('Global City, Virar West 401303', 19.4716, 72.8089),
      station('Bolinj Naka, Virar West', 19.4458, 72.7981, { postcode: '401303' }),
      station('Virar West', 19.454, 72.803),
    ];
    const rows = readAliases([{ alias: 'Virar West', district: 'Palghar', state: 'MH', source: 'stations' }]);
    const withPins = placeAreas(
      rows,
      [
        ...palghar,
        office('Agashi', '401301', 19.46, 72.78, { district: 'Palghar', stateCode: 'MH', position: 'pincode' }),
      ],
      virarWest,
      centres,
    );
    expect(withPins.problems).toEqual([]);
    expect(withPins.reports[0]!.stations).toBe(3);
    expect(withPins.areas[0]).toMatchObject({ lat: 19.4499, lng: 72.7981 });
  });
});
