import { describe, expect, it } from 'vitest';
import { sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import {
  fakeNetwork,
  live,
  locationRow,
  near,
  partnerRow,
  registered,
  setUp,
  stopNetworksAfterEach,
} from '../../../tests/support/ocpi-helpers.ts';
import { connectTo } from './credentials-handshake.server.ts';
import { invitePartner } from './partner-store.server.ts';

/**
 * The credentials handshake against a charging network (tests/support/fake-ocpi-network.ts, a
 * local HTTP server playing the CPO role as the specification describes it), over HTTP, both ways
 * round, then updating and unregistering. After each step the rows and the answers are checked.
 */
stopNetworksAfterEach();

describe('a network registers with us (it is the credentials Sender)', { timeout: 60_000 }, () => {
  it('POSTs its credentials with token A; we read its endpoints with its token B and answer with a new token C; A is gone', async () => {
    const { t, network } = await setUp();
    const { token } = await invitePartner(
      t.app.db,
      t.app.ocpi.keys,
      { name: 'Tata Power', countryCode: 'IN', partyId: 'TPC' },
      t.clock.now,
    );
    expect((await partnerRow(t)).status).toBe('invited');

    const answer = await network.registerWith(`${t.baseUrl}/ocpi/versions`, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status_code: 1000,
      data: { url: `${t.baseUrl}/ocpi/versions`, roles: [{ role: 'EMSP', country_code: 'IN', party_id: 'EVI' }] },
    });
    expect(answer.body).toHaveProperty('timestamp');
    const tokenC = answer.body.data!.token;
    expect(tokenC).toMatch(/^[\x21-\x7e]{20,64}$/);
    // We called its versions and 2.2.1 details with the token B it sent.
    const ours = network.calls.filter((c) => c.path === '/ocpi/versions' || c.path === '/ocpi/2.2.1');
    expect(ours.map((c) => c.token)).toEqual([network.tokenFromItForUs, network.tokenFromItForUs]);

    // Stored: hashes of what it calls us with, its token B only encrypted.
    const row = await partnerRow(t);
    expect(row).toMatchObject({
      status: 'registered',
      invite_hash: null,
      versions_url: network.versionsUrl,
      locations_url: `${network.baseUrl}/ocpi/cpo/2.2.1/locations`,
    });
    expect(row.token_hash).toBe(t.app.ocpi.keys.hash(tokenC));
    expect(JSON.stringify(row)).not.toContain(tokenC);
    expect(JSON.stringify(row)).not.toContain(network.tokenFromItForUs);
    expect(t.app.ocpi.keys.open(row.outbound_token!)).toBe(network.tokenFromItForUs);

    // Token A no longer opens anything; C does; POST again is out of turn.
    expect((await network.send('GET', `${t.baseUrl}/ocpi/versions`, undefined, token)).status).toBe(401);
    const versions = await network.send('GET', `${t.baseUrl}/ocpi/versions`);
    expect(versions.body).toMatchObject({
      status_code: 1000,
      data: [{ version: '2.2.1', url: `${t.baseUrl}/ocpi/2.2.1` }],
    });
    const again = await network.send('POST', `${t.baseUrl}/ocpi/2.2.1/credentials`, {
      token: 'x',
      url: network.versionsUrl,
      roles: [],
    });
    expect(again.status).toBe(405);
  });

  it('a registration whose roles are not the invited party, or whose versions cannot be read, is refused and stores nothing', async () => {
    const { t, network } = await setUp();
    const { token } = await invitePartner(
      t.app.db,
      t.app.ocpi.keys,
      { name: 'Statiq', countryCode: 'IN', partyId: 'STQ' },
      t.clock.now,
    );
    const answer = await network.registerWith(`${t.baseUrl}/ocpi/versions`, token);
    expect(answer).toMatchObject({ status: 400, body: { status_code: 2001 } });
    expect((await partnerRow(t, 'IN*STQ')).status).toBe('invited');

    const credentials = `${t.baseUrl}/ocpi/2.2.1/credentials`;
    const unreachable = await network.send(
      'POST',
      credentials,
      {
        token: 'abc',
        url: 'http://127.0.0.1:9/ocpi/versions',
        roles: [{ role: 'CPO', country_code: 'IN', party_id: 'STQ', business_details: { name: 'Statiq' } }],
      },
      token,
    );
    expect(unreachable.body.status_code).toBe(3001);
    expect((await partnerRow(t, 'IN*STQ')).status).toBe('invited');
  });

  it('PUT of new credentials switches tokens; DELETE unregisters, and its token opens nothing after', async () => {
    const { t, network, locations } = await setUp();
    await registered(t, network);
    const old = network.tokenForUs;
    const tokenB2 = network.issueTokenA();
    const updated = await network.send('PUT', `${t.baseUrl}/ocpi/2.2.1/credentials`, {
      token: tokenB2,
      url: network.versionsUrl,
      roles: [{ role: 'CPO', country_code: 'IN', party_id: 'TPC', business_details: { name: 'Tata Power' } }],
    });
    expect(updated.body.status_code).toBe(1000);
    const tokenC2 = (updated.body.data as { token: string }).token;
    expect(tokenC2).not.toBe(old);
    expect(t.app.ocpi.keys.open((await partnerRow(t)).outbound_token!)).toBe(tokenB2);
    expect((await network.send('GET', `${t.baseUrl}/ocpi/versions`, undefined, old)).status).toBe(401);
    network.tokenForUs = tokenC2;

    const gone = await network.send('DELETE', `${t.baseUrl}/ocpi/2.2.1/credentials`);
    expect(gone).toMatchObject({ status: 200, body: { status_code: 1000 } });
    expect(await partnerRow(t)).toMatchObject({ status: 'revoked', token_hash: null, outbound_token: null });
    const after = await network.send('PUT', `${locations}/LOC7`, sampleLocation(network, 'LOC7', near(5_000)));
    expect(after).toMatchObject({ status: 401, body: { status_code: 2000 } });
    expect(await locationRow(t, 'LOC7')).toBeUndefined();
  });
});

describe('we register with a network (we are the credentials Sender)', () => {
  it('reads its versions with its token A, POSTs our credentials with a new token B, keeps its token C, pulls, and takes its pushes', async () => {
    const { t } = await setUp();
    const network = await fakeNetwork({ partyId: 'STQ', name: 'Statiq' });
    network.locations.push(sampleLocation(network, 'S1', near(5_000), { operator: { name: 'Statiq' } }));
    const tokenA = network.issueTokenA();
    const deps = {
      db: t.app.db,
      keys: t.app.ocpi.keys,
      client: t.app.ocpi.client,
      ours: t.app.ocpi.ours,
      now: () => t.clock.now,
    };
    const party = await connectTo(
      deps,
      { name: 'Statiq', countryCode: 'IN', partyId: 'STQ', versionsUrl: network.versionsUrl, tokenA },
      t.baseUrl,
    );
    expect(party).toBe('IN*STQ');
    // It read our versions with the token B we sent, during our POST.
    const post = network.calls.find((c) => c.method === 'POST')!;
    expect(post.token).toBe(tokenA);
    expect(network.tokenForUs).not.toBe('');
    const row = await partnerRow(t, 'IN*STQ');
    expect(row).toMatchObject({ status: 'registered', token_hash: t.app.ocpi.keys.hash(network.tokenForUs) });
    const tokenC = t.app.ocpi.keys.open(row.outbound_token!);
    expect(network.accepted.has(tokenC)).toBe(true);
    expect(network.accepted.has(tokenA)).toBe(false);

    expect(await t.app.ocpi.pull('IN*STQ')).toMatchObject({ state: 'done', stored: 1 });
    expect(network.calls.filter((c) => c.path.startsWith('/ocpi/cpo/')).every((c) => c.token === tokenC)).toBe(true);
    const push = await network.send('PATCH', `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/STQ/S1/S1-1`, {
      status: 'CHARGING',
      last_updated: '2026-11-20T11:00:00Z',
    });
    expect(push).toMatchObject({ status: 200, body: { status_code: 1000 } });
    expect(await live(t, 'ocpi:in:stq:s1')).toMatchObject({ evses: 3, free: 1, in_use: 2, networks: ['Statiq'] });
  });
});
