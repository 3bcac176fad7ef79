import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInIndia } from '../../src/domain/geo/lat-lng.ts';
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import { checkPositions, type OfficePosition, type PincodeArea } from './positions.ts';

const area = (lat: number, lng: number, ...districts: string[]): PincodeArea => ({
  centre: { lat, lng },
  districts: new Set(districts),
});
const office = (
  pincode: string,
  district: string,
  lat?: number,
  lng?: number,
  kind: OfficePosition['kind'] = 'B',
): OfficePosition => ({
  pincode,
  kind,
  district,
  point: lat === undefined || lng === undefined ? undefined : { lat, lng },
});

// Centres from data/pincodes/pincodes.csv.
const hyderabad = new Map([
  ['500032', area(17.57409, 78.47379, 'hyderabad', 'rangareddy')],
  ['500008', area(17.41963, 78.42461, 'hyderabad')],
  ['500111', area(17.43467, 78.34578, 'rangareddy')],
  ['502279', area(17.75393, 78.63009, 'siddipet')],
]);

describe('checkPositions', () => {
  it('rejects Gachibowli S.O, given 40 km away in Siddipet, and keeps Manuu S.O of the same pincode', () => {
    // 500032 has two offices, so its centre is their midpoint, 20 km from each.
    const offices = [
      office('500032', 'hyderabad', 17.71919444, 78.58569444, 'S'),
      office('500032', 'rangareddy', 17.428992, 78.361876, 'S'),
    ];
    const { positions, verdicts, centres, report } = checkPositions(offices, hyderabad);
    expect(verdicts).toEqual(['other-district', 'kept']);
    expect(positions[0]).toBeUndefined();
    expect(report).toMatchObject({ otherDistrict: 1, keptInDistrict: 1, kept: 1 });
    // Gachibowli gets the pincode's centre made from Manuu's checked position: 1.5 km from Gachibowli.
    expect(centres.get('500032')).toEqual({ lat: 17.428992, lng: 78.361876 });
    expect(km(centres.get('500032')!, { lat: 17.44, lng: 78.35 })).toBeLessThan(2);
  });

  it('keeps Koramangala S.O and its neighbours at their own positions', () => {
    const areas = new Map([['560034', area(12.92711, 77.6266, 'bengaluruurban')]]);
    const offices = [
      office('560034', 'bengaluruurban', 12.9296881, 77.6214984, 'S'),
      office('560034', 'bengaluruurban', 12.9271111, 77.626605, 'S'),
      office('560034', 'bengaluruurban', 12.921502, 77.6318089, 'S'),
    ];
    const { positions, verdicts } = checkPositions(offices, areas);
    expect(verdicts).toEqual(['kept', 'kept', 'kept']);
    expect(positions[1]).toEqual({ lat: 12.9271111, lng: 77.626605 });
  });

  it('rejects an office far from a well-measured centre, by the pincode spread', () => {
    const areas = new Map([
      ['110073', area(28.532, 76.93691, 'southwestdelhi')],
      ['811313', area(24.95852, 86.22472, 'jamui')],
    ]);
    const near = [0.005, 0.01, -0.01, 0.02].map((d) => office('110073', 'southwestdelhi', 28.532 + d, 76.93691 - d));
    const raota = office('110073', 'southwestdelhi', 25.030661, 86.192975); // in Jamui, Bihar
    const twentyKm = office('110073', 'southwestdelhi', 28.532 + 0.18, 76.93691); // 20 km north
    const { verdicts, report } = checkPositions([...near, raota, twentyKm], areas);
    expect(verdicts).toEqual(['kept', 'kept', 'kept', 'kept', 'far', 'far']);
    expect(report.far).toBe(2);
  });

  it('allows a wider pincode up to 4 times its median office distance, at most 40 km', () => {
    const areas = new Map([['194106', area(34.3322, 76.87295, 'lehladakh')]]);
    const ring = [0.1, -0.1, 0.1, -0.1].map((d, i) =>
      office('194106', 'lehladakh', 34.3322 + (i % 2 ? d : 0), 76.87295 + (i % 2 ? 0 : d)),
    );
    const thirtyKm = office('194106', 'lehladakh', 34.3322 + 0.27, 76.87295);
    const fiftyKm = office('194106', 'lehladakh', 34.3322 + 0.45, 76.87295);
    const { verdicts } = checkPositions([...ring, thirtyKm, fiftyKm], areas);
    expect(verdicts).toEqual(['kept', 'kept', 'kept', 'kept', 'kept', 'far']);
  });

  it('swaps latitude and longitude when that lands near the pincode centre; else rejects the position', () => {
    const areas = new Map([['194101', area(34.05, 78.1, 'lehladakh')]]);
    const durbuk = office('194101', 'lehladakh', 78.228, 34.02);
    const stok = office('194101', 'lehladakh', 37.8, 122.4);
    const birsi = office('194101', 'lehladakh', 18.96, 18.96);
    const { positions, verdicts, report } = checkPositions([durbuk, stok, birsi], areas);
    expect(verdicts).toEqual(['swapped', 'outside-india', 'outside-india']);
    expect(positions[0]).toEqual({ lat: 34.02, lng: 78.228 });
    expect(report).toMatchObject({ swapped: 1, outsideIndia: 2 });
  });

  it('rejects a position copied into offices of 3+ pincodes, keeping it for the head office it belongs to', () => {
    const areas = new Map([
      ['194101', area(34.15284, 77.55481, 'lehladakh')],
      ['194104', area(34.14, 77.6, 'lehladakh')],
      ['194106', area(34.3322, 76.87295, 'lehladakh')],
    ]);
    const at = [34.152838, 77.577038] as const;
    const offices = [
      office('194101', 'lehladakh', ...at, 'H'),
      office('194104', 'lehladakh', ...at, 'S'),
      office('194106', 'lehladakh', ...at, 'S'),
    ];
    const { verdicts } = checkPositions(offices, areas);
    expect(verdicts).toEqual(['kept', 'placeholder', 'placeholder']);
  });

  it("marks the lone office of a pincode approximate when it lies in another district's area", () => {
    const areas = new Map([
      ['600068', area(13.12714, 79.91089, 'chennai')],
      ['602001', area(13.1444, 79.90953, 'thiruvallur')],
      ['600019', area(13.16, 80.3, 'chennai')],
    ]);
    const { verdicts, centres, report } = checkPositions(
      [office('600068', 'chennai', 13.1271389, 79.9108889, 'S')],
      areas,
    );
    expect(verdicts).toEqual(['lone-other-district']);
    expect(report.loneOtherDistrict).toBe(1);
    expect(centres.get('600068')).toEqual({ lat: 13.12714, lng: 79.91089 });
  });

  it('counts offices without a position and keeps unchecked ones of a pincode without a centre', () => {
    const { verdicts, report } = checkPositions(
      [office('176057', 'kangra'), office('176057', 'kangra', 32.1, 76.3)],
      new Map(),
    );
    expect(verdicts).toEqual(['missing', 'kept']);
    expect(report).toMatchObject({ missing: 1, unchecked: 1, kept: 1 });
  });

  it('property: every office gets one verdict, counted once; kept positions lie in India', () => {
    const areas = new Map([
      ['110001', area(28.62, 77.21, 'newdelhi')],
      ['560034', area(12.93, 77.63, 'bengaluruurban')],
      ['700064', area(22.58, 88.41, 'northparganas')],
    ]);
    const anOffice = fc.record({
      pincode: fc.constantFrom('110001', '560034', '700064', '999999'),
      kind: fc.constantFrom('H' as const, 'S' as const, 'B' as const),
      district: fc.constantFrom('newdelhi', 'bengaluruurban', 'northparganas'),
      point: fc.option(
        fc.record({
          lat: fc.double({ min: -10, max: 100, noNaN: true }),
          lng: fc.double({ min: -10, max: 130, noNaN: true }),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(fc.array(anOffice, { maxLength: 40 }), (offices) => {
        const { positions, verdicts, report } = checkPositions(offices, areas);
        expect(verdicts).toHaveLength(offices.length);
        const rejected =
          report.missing +
          report.outsideIndia +
          report.placeholder +
          report.far +
          report.otherDistrict +
          report.loneOtherDistrict;
        expect(rejected + report.kept).toBe(offices.length);
        positions.forEach((p, i) => {
          expect(p !== undefined).toBe(verdicts[i] === 'kept' || verdicts[i] === 'swapped');
          if (p) expect(isInIndia(p)).toBe(true);
        });
      }),
    );
  });
});
