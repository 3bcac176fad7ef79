import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOffices, type GroupableOffice } from './grouping.ts';

const base: GroupableOffice = {
  name: 'X',
  also: [],
  kind: 'B',
  pincode: '682030',
  stateCode: 'KL',
  district: 'Ernakulam',
};
const at = (lat: number, lng: number) => ({ lat, lng });

describe('groupOffices', () => {
  it('groups offices of one district whose names match ignoring case and punctuation, named and placed by the best office', () => {
    const { localities, unplaced } = groupOffices([
      { ...base, name: 'Kakkanad', kind: 'B', pincode: '682052', position: at(10.0212, 76.3438) },
      {
        ...base,
        name: 'KAKKANAD',
        kind: 'S',
        pincode: '682030',
        position: at(10.02113889, 76.34377778),
        also: ['Infopark Road'],
      },
      { ...base, name: 'Kakkanad West', kind: 'B', position: at(10.0073941, 76.3243579) },
    ]);
    expect(unplaced).toBe(0);
    expect(localities).toHaveLength(2);
    const kakkanad = localities.find((l) => l.name === 'KAKKANAD')!;
    expect(kakkanad).toMatchObject({
      kind: 'S',
      pincode: '682030',
      pincodes: ['682052'],
      offices: 2,
      also: ['Infopark Road'],
      position: 'office',
    });
    expect(kakkanad).toMatchObject({ lat: 10.02113889, lng: 76.34377778 });
  });

  it('keeps apart same-named offices more than 10 km apart, or in another district', () => {
    const { localities } = groupOffices([
      { ...base, name: 'Rampur', pincode: '111111', position: at(25, 80) },
      { ...base, name: 'Rampur', pincode: '222222', position: at(25.2, 80) },
      { ...base, name: 'Rampur', pincode: '333333', district: 'Other', position: at(25, 80.01) },
      { ...base, name: 'Rampur', pincode: '444444', position: at(25.05, 80) },
    ]);
    expect(localities.map((l) => [l.pincode, l.pincodes.join(' '), l.offices])).toEqual([
      ['111111', '444444', 2],
      ['222222', '', 1],
      ['333333', '', 1],
    ]);
  });

  it('places a group whose best office has no position at the median of the others, else at the pincode centre', () => {
    const { localities } = groupOffices([
      { ...base, name: 'Madikeri', kind: 'H', pincode: '571201', pincodeCentre: at(12.42, 75.74) },
      { ...base, name: 'Madikeri', kind: 'B', pincode: '571201', position: at(12.41, 75.73) },
      { ...base, name: 'Madikeri', kind: 'B', pincode: '571201', position: at(12.43, 75.75) },
      { ...base, name: 'Leh City', kind: 'S', pincode: '194101', pincodeCentre: at(34.15, 77.55) },
    ]);
    const madikeri = localities.find((l) => l.name === 'Madikeri')!;
    expect(madikeri).toMatchObject({ kind: 'H', offices: 3, position: 'office' });
    expect(madikeri.lat).toBeCloseTo(12.42, 9);
    expect(madikeri.lng).toBeCloseTo(75.74, 9);
    expect(localities.find((l) => l.name === 'Leh City')).toMatchObject({
      lat: 34.15,
      lng: 77.55,
      position: 'pincode',
    });
  });

  it('counts offices that have neither a position nor a pincode centre as unplaced', () => {
    const { localities, unplaced } = groupOffices([{ ...base, name: 'Nowhere' }]);
    expect(localities).toEqual([]);
    expect(unplaced).toBe(1);
  });

  it('property: every office is in exactly one locality or unplaced; with centres, none is unplaced and the best kind leads', () => {
    const office = fc.record({
      name: fc.constantFrom('Rampur', 'RAMPUR', 'Ram-pur', 'Sonpur', 'Alipur'),
      also: fc.constant([] as string[]),
      kind: fc.constantFrom('H' as const, 'S' as const, 'B' as const),
      pincode: fc.constantFrom('100001', '100002', '100003'),
      stateCode: fc.constantFrom('UP', 'BR'),
      district: fc.constantFrom('Gonda', 'Basti'),
      position: fc.option(
        fc.record({
          lat: fc.double({ min: 25, max: 25.3, noNaN: true }),
          lng: fc.double({ min: 82, max: 82.3, noNaN: true }),
        }),
        { nil: undefined },
      ),
      pincodeCentre: fc.option(fc.constant({ lat: 25.1, lng: 82.1 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(office, { maxLength: 30 }), (offices) => {
        const { localities, unplaced } = groupOffices(offices);
        expect(localities.reduce((n, l) => n + l.offices, 0) + unplaced).toBe(offices.length);
        for (const l of localities) {
          expect(l.pincodes).not.toContain(l.pincode);
          expect(l.position === 'office' ? offices.some((o) => o.position) : true).toBe(true);
        }
        if (offices.every((o) => o.pincodeCentre)) {
          expect(unplaced).toBe(0);
          const rank = { H: 0, S: 1, B: 2, A: 3 };
          if (offices.length)
            expect(Math.min(...localities.map((l) => rank[l.kind]))).toBe(
              Math.min(...offices.map((o) => rank[o.kind])),
            );
        }
      }),
    );
  });
});
