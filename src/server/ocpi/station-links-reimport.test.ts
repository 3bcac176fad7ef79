import { afterEach, describe, expect, it } from 'vitest';
import { appForTest, MINUTE } from '../../../tests/support/api-helpers.ts';
import { stationUrl } from '../../../tests/support/check-in-helpers.ts';
import { FakeOcpiNetwork, sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import type { LiveStatus } from '../../domain/ocpi/live-status.ts';
import type { Station } from '../../domain/stations/station.ts';
import { upsertStations } from '../stations/station-repository.server.ts';
import { invitePartner } from './partner-store.server.ts';

/**
 * Re-imports of the station data keep the networks' links (issue 33): ids never change, so a
 * Location linked to a station stays linked; a station an import joins into another takes its
 * Locations (and live status) with it; a station made from a Location is left alone.
 */
const networks: FakeOcpiNetwork[] = [];
afterEach(async () => {
  await Promise.all(networks.splice(0).map((n) => n.stop()));
});

const NOIDA = { lat: 28.5706, lng: 77.3219 };
const station = (id: string, name: string, lat: number): Station => ({
  id,
  source: id.split(':')[0]!,
  sourceId: id,
  name,
  operator: 'Tata Power',
  address: 'Sector 18',
  city: 'Noida',
  state: 'Uttar Pradesh',
  postcode: '201301',
  lat,
  lng: NOIDA.lng,
  maxKw: 60,
  connectors: ['CCS2'],
  levOnly: false,
});

describe('station imports and the networks’ links', () => {
  it(
    'a re-import keeps a link; a join moves it; a station made from a Location stays',
    { timeout: 60_000 },
    async () => {
      const t = await appForTest();
      const bee = station('bee:uttar_pradesh:9001', 'Tata Power - Noida', NOIDA.lat);
      const ocm = station('ocm:990001', 'EZ Charge Sector 18', NOIDA.lat + 0.002);
      await upsertStations(t.app.db, [bee, ocm], 1_000, { dedupe: false });

      const network = await new FakeOcpiNetwork({ sender: false }).start();
      networks.push(network);
      const { token } = await invitePartner(
        t.app.db,
        t.app.ocpi.keys,
        { name: 'Tata Power', countryCode: 'IN', partyId: 'TPC' },
        t.clock.now,
      );
      expect((await network.registerWith(`${t.baseUrl}/ocpi/versions`, token)).body.status_code).toBe(1000);
      const url = `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/TPC`;
      expect(
        (
          await network.send(
            'PUT',
            `${url}/L1`,
            sampleLocation(network, 'L1', { lat: ocm.lat + 0.0002, lng: NOIDA.lng }),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await network.send(
            'PUT',
            `${url}/FAR`,
            sampleLocation(network, 'FAR', { lat: NOIDA.lat + 1, lng: NOIDA.lng }),
          )
        ).status,
      ).toBe(201);
      const linkOf = async (id: string) =>
        (
          await t.app.db
            .selectFrom('ocpi_locations')
            .select('place_id')
            .where('location_id', '=', id)
            .executeTakeFirstOrThrow()
        ).place_id;
      expect(await linkOf('L1')).toBe(ocm.id);
      expect(await linkOf('FAR')).toBe('ocpi:in:tpc:far');
      const live = async (id: string) =>
        (await t.call<{ data: { statuses: LiveStatus[] } }>('GET', `/ev/stations/live?ids=${encodeURIComponent(id)}`))
          .body.data.statuses[0];

      // The same data again: nothing moves.
      expect(await upsertStations(t.app.db, [bee, ocm], 2_000)).toMatchObject({ inserted: 0, updated: 0 });
      expect(await linkOf('L1')).toBe(ocm.id);
      expect(await linkOf('FAR')).toBe('ocpi:in:tpc:far');

      // A newer list holds both records as one station: the Open Charge Map row joins the BEE one.
      t.clock.advance(MINUTE);
      const joined = await upsertStations(
        t.app.db,
        [{ ...bee, sourceId: `${bee.id};${ocm.id}`, source: 'bee+ocm' }],
        t.clock.now,
      );
      expect(joined.joined).toEqual([{ from: ocm.id, into: bee.id }]);
      expect(await linkOf('L1')).toBe(bee.id);
      await t.app.liveStatus.catchUp();
      expect(await live(bee.id)).toMatchObject({ evses: 3, free: 2, networks: ['Tata Power'] });
      expect(await live(ocm.id)).toBeUndefined();
      // The old id still finds the station, which names the network among its sources.
      const page = await t.call<{
        data: { station: { place_id: string }; sources: Array<{ id: string; name: string }> };
      }>('GET', stationUrl(ocm.id));
      expect(page.body.data.station.place_id).toBe(bee.id);
      expect(page.body.data.sources).toContainEqual({ id: 'ocpi', name: 'Tata Power', licence: null, url: null });
      // The station made from a Location is untouched by the import.
      expect(await linkOf('FAR')).toBe('ocpi:in:tpc:far');
      expect(await live('ocpi:in:tpc:far')).toMatchObject({ evses: 3 });
    },
  );
});
