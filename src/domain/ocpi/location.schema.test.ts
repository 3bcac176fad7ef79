import { describe, expect, it } from 'vitest';
import { evsePatchSchema, locationSchema } from './location.schema.ts';
import { dateTimeMs, ocpiDateTime } from './ocpi-types.ts';

/** The spec's own example Location (mod_locations.asciidoc, "Example public charging location"), field for field. */
const SPEC_EXAMPLE = {
  country_code: 'BE',
  party_id: 'BEC',
  id: 'LOC1',
  publish: true,
  name: 'Gent Zuid',
  address: 'F.Rooseveltlaan 3A',
  city: 'Gent',
  postal_code: '9000',
  country: 'BEL',
  coordinates: { latitude: '51.047599', longitude: '3.729944' },
  parking_type: 'ON_STREET',
  evses: [
    {
      uid: '3256',
      evse_id: 'BE*BEC*E041503001',
      status: 'AVAILABLE',
      capabilities: ['RESERVABLE'],
      connectors: [
        {
          id: '1',
          standard: 'IEC_62196_T2',
          format: 'CABLE',
          power_type: 'AC_3_PHASE',
          max_voltage: 220,
          max_amperage: 16,
          tariff_ids: ['11'],
          last_updated: '2015-03-16T10:10:02Z',
        },
      ],
      physical_reference: '1',
      floor_level: '-1',
      last_updated: '2015-06-28T08:12:01Z',
    },
  ],
  operator: { name: 'BeCharged' },
  time_zone: 'Europe/Brussels',
  last_updated: '2015-06-29T20:39:09Z',
};

describe('the Location object', () => {
  it("takes the specification's example as it is", () => {
    expect(locationSchema.parse(SPEC_EXAMPLE)).toEqual(SPEC_EXAMPLE);
  });

  it('refuses what the spec does not allow, naming the field', () => {
    const refused = (patch: Record<string, unknown>) =>
      locationSchema.safeParse({ ...SPEC_EXAMPLE, ...patch }).error?.issues[0]?.path.join('.');
    expect(refused({ coordinates: { latitude: '51.04', longitude: '3.729944' } })).toBe('coordinates.latitude');
    expect(refused({ address: 'x'.repeat(46) })).toBe('address');
    expect(refused({ id: 'é' })).toBe('id');
    expect(refused({ last_updated: '2015-06-29T20:39:09+00:00' })).toBe('last_updated');
    expect(refused({ evses: [{ ...SPEC_EXAMPLE.evses[0], status: 'BROKEN' }] })).toBe('evses.0.status');
    expect(refused({ evses: [{ ...SPEC_EXAMPLE.evses[0], connectors: [] }] })).toBe('evses.0.connectors');
  });

  it('a PATCH names any fields, and always last_updated', () => {
    expect(evsePatchSchema.safeParse({ status: 'CHARGING', last_updated: '2019-06-24T12:39:09Z' }).success).toBe(true);
    expect(evsePatchSchema.safeParse({ status: 'CHARGING' }).error?.issues[0]?.path).toEqual(['last_updated']);
  });

  it('DateTimes: UTC with or without Z, fractions allowed, no impossible dates', () => {
    expect(dateTimeMs('2016-12-29T17:45:09.2')).toBe(Date.UTC(2016, 11, 29, 17, 45, 9, 200));
    expect(dateTimeMs('2015-06-29T20:39:09Z')).toBe(Date.UTC(2015, 5, 29, 20, 39, 9));
    expect(dateTimeMs('2019-02-30T00:00:00Z')).toBeNaN();
    expect(ocpiDateTime(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05Z');
  });
});
