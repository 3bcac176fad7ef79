import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { checkCentresByStations, correctOutliers, type PlacedOffice } from './outliers.ts';
import type { StationRecord } from './station-names.ts';

const at = (lat: number, lng: number): LatLng => ({ lat, lng });
const station = (address: string, p: LatLng, postcode = ''): StationRecord => ({ address, postcode, ...p });
const PUNE = at(18.52043, 73.85674);

describe('correctOutliers', () => {
  it("takes an office off a town's centre point of another name when its pincode's other offices are far", () => {
    const offices: PlacedOffice[] = [
      { name: 'Morave', pincode: '410406', kind: 'B', position: PUNE },
      { name: 'Lonavala', pincode: '410406', kind: 'S', position: at(18.75, 73.41) },
      { name: 'Karla', pincode: '410406', kind: 'B', position: at(18.76, 73.47) },
      // Named like the town: it is the town's own office.
      { name: 'Pune City', pincode: '411002', kind: 'S', position: PUNE },
      // Near the town point, but its pincode's other offices are near too.
      { name: 'Shivajinagar', pincode: '411005', kind: 'S', position: at(18.5205, 73.8568) },
      { name: 'Deccan', pincode: '411005', kind: 'S', position: at(18.517, 73.84) },
    ];
    const { positions, report } = correctOutliers(offices, [{ name: 'Pune', ...PUNE }], []);
    expect(report.townPoint).toBe(1);
    expect(positions[0]).toBeUndefined();
    expect(positions.slice(1)).toEqual(offices.slice(1).map((o) => o.position));
  });

  it('keeps a point shared by 3 or more offices for the best of them only', () => {
    const shared = at(25.1, 82.3);
    const { positions, sources, report } = correctOutliers(
      [
        { name: 'A', pincode: '231001', kind: 'B', position: shared },
        { name: 'B', pincode: '231002', kind: 'S', position: shared },
        { name: 'C', pincode: '231003', kind: 'B', position: at(25.10001, 82.30001) },
        { name: 'D', pincode: '231004', kind: 'B', position: at(25.2, 82.3) },
      ],
      [],
      [],
    );
    expect(report.sharedPoint).toBe(2);
    expect(positions).toEqual([undefined, shared, undefined, at(25.2, 82.3)]);
    expect(sources).toEqual([undefined, 'office', undefined, 'office']);
  });

  it('moves an office to 3+ stations of its pincode whose addresses name it, and places one that had no position', () => {
    const indiranagar = [at(12.978, 77.6417), at(12.9753, 77.634), at(12.9666, 77.6391)].map((p) =>
      station('100 Feet Road, Indiranagar, Bengaluru 560038', p),
    );
    const hal = [at(12.958, 77.66), at(12.959, 77.661), at(12.96, 77.659)].map((p) =>
      station('HAL II Stage, Bengaluru', p, '560008'),
    );
    const { positions, sources, report } = correctOutliers(
      [
        { name: 'Indiranagar', pincode: '560038', kind: 'S', position: at(12.945, 77.574) },
        { name: 'HAL II Stage', pincode: '560008', kind: 'S' },
        // Stations naming it, but of another pincode: not moved.
        { name: 'Indiranagar', pincode: '560099', kind: 'B', position: at(12.8, 77.7) },
      ],
      [],
      [...indiranagar, ...hal],
    );
    expect(report).toMatchObject({ movedToStations: 1, placedByStations: 1 });
    expect(positions[0]).toEqual(at(12.9753, 77.6391));
    expect(positions[1]).toEqual(at(12.959, 77.66));
    expect(positions[2]).toEqual(at(12.8, 77.7));
    expect(sources).toEqual(['stations', 'stations', 'office']);
  });

  it('leaves an office within 2 km of its stations where the directory put it', () => {
    const stations = [at(12.978, 77.6417), at(12.9753, 77.634), at(12.9666, 77.6391)].map((p) =>
      station('Indiranagar, Bengaluru', p, '560038'),
    );
    const own = at(12.9719, 77.6412);
    const { positions, report } = correctOutliers(
      [{ name: 'Indiranagar', pincode: '560038', kind: 'S', position: own }],
      [],
      stations,
    );
    expect(positions[0]).toBe(own);
    expect(report.movedToStations).toBe(0);
  });
});

describe('checkCentresByStations', () => {
  /** A district of `n` pincodes 0.02° apart around a point, one office each with a checked position. */
  function district(name: string, prefix: number, around: LatLng, n: number) {
    const offices = Array.from({ length: n }, (_, i) => ({ pincode: String(prefix + i), district: name }));
    const points = offices.map((_, i) => at(around.lat + 0.02 * i, around.lng));
    return { offices, points };
  }

  it('moves a centre far from its stations to them, and takes off its offices far from the new centre', () => {
    const d = district('UP:gautambuddhanagar', 201300, at(28.55, 77.35), 5);
    const centres = new Map(d.offices.map((o, i) => [o.pincode, d.points[i]!]));
    centres.set('201301', at(23.51684, 77.85625));
    const positions: (LatLng | undefined)[] = [...d.points];
    positions[1] = at(23.51684, 77.85625);
    const stations = [at(28.57, 77.326), at(28.571, 77.325), at(28.569, 77.327)].map((p) =>
      station('Sector 18, Noida', p, '201301'),
    );
    const result = checkCentresByStations(d.offices, positions, centres, stations);
    expect(result).toMatchObject({ centresMoved: 1, farFromDistrict: 0, officesTakenOff: 1 });
    expect(centres.get('201301')).toEqual(at(28.57, 77.326));
    expect(result.moved).toEqual(new Map([['201301', 'stations']]));
    expect(positions[1]).toBeUndefined();
  });

  it("moves a centre far from its district's median to it when no stations say where it is", () => {
    const d = district('BR:aurangabad', 824100, at(24.75, 84.37), 5);
    const centres = new Map(d.offices.map((o, i) => [o.pincode, d.points[i]!]));
    const wrong = at(19.88, 75.34);
    centres.set('824104', wrong);
    const positions: (LatLng | undefined)[] = [...d.points];
    positions[4] = wrong;
    const result = checkCentresByStations(d.offices, positions, centres, []);
    expect(result).toMatchObject({ centresMoved: 0, farFromDistrict: 1, officesTakenOff: 1, headDistricts: [] });
    expect(centres.get('824104')).toEqual(at(24.77, 84.37));
    expect(result.moved).toEqual(new Map([['824104', 'district']]));
  });

  it("takes the head offices' point as the district's centre where the rest of the district was placed far away", () => {
    // Pratapgarh, UP: most pincodes given in Chhattisgarh; the head office (230001) at Pratapgarh.
    const wrong = district('UP:pratapgarh', 230100, at(21.5, 81.5), 6);
    const head = { pincode: '230001', district: 'UP:pratapgarh', kind: 'H' as const };
    const offices = [head, ...wrong.offices];
    const headPoint = at(25.92, 81.99);
    const positions: (LatLng | undefined)[] = [headPoint, ...wrong.points];
    const centres = new Map<string, LatLng>([
      ['230001', headPoint],
      ...wrong.offices.map((o, i) => [o.pincode, wrong.points[i]!] as [string, LatLng]),
    ]);
    const result = checkCentresByStations(offices, positions, centres, []);
    expect(result.headDistricts).toEqual(['UP:pratapgarh']);
    expect(result.farFromDistrict).toBe(6);
    expect(centres.get('230001')).toEqual(headPoint);
    for (const o of wrong.offices) expect(centres.get(o.pincode)).toEqual(headPoint);
    expect(positions[0]).toEqual(headPoint);
    expect(positions.slice(1).every((p) => p === undefined)).toBe(true);
  });

  it('changes nothing where centres, stations and head offices agree', () => {
    const d = district('KA:bengaluruurban', 560001, at(12.97, 77.59), 5);
    const offices = d.offices.map((o, i) => ({ ...o, kind: i === 0 ? ('H' as const) : ('S' as const) }));
    const centres = new Map(d.offices.map((o, i) => [o.pincode, d.points[i]!]));
    const before = new Map(centres);
    const positions: (LatLng | undefined)[] = [...d.points];
    const stations = [
      station('MG Road 560001', at(12.975, 77.6)),
      station('MG Road 560001', at(12.976, 77.6)),
      station('MG Road 560001', at(12.974, 77.6)),
    ];
    expect(checkCentresByStations(offices, positions, centres, stations)).toEqual({
      centresMoved: 0,
      farFromDistrict: 0,
      officesTakenOff: 0,
      headDistricts: [],
      moved: new Map(),
    });
    expect(centres).toEqual(before);
    expect(positions).toEqual(d.points);
  });
});
