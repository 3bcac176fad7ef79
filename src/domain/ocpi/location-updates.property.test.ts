import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, applyPut, objectAt, type LocationTarget } from './location-updates.ts';
import {
  EVSE_STATUSES,
  connectorSchema,
  evseSchema,
  locationSchema,
  type Connector,
  type Evse,
  type Location,
} from './location.schema.ts';
import { ocpiDateTime } from './ocpi-types.ts';

/**
 * The receiver's rule for PUT and PATCH (location-updates.ts), against a network's own copy kept
 * by hand in this test: whatever sequence of PUTs and PATCHes a network sends, at whatever level,
 * the Locations we hold afterwards are the ones we would hold had it sent only its final full
 * objects. The network's copy changes by plain assignment here, not through the rule under test.
 */

const BASE = Date.UTC(2026, 10, 1);
const at = (tick: number) => ocpiDateTime(BASE + tick * 1000);

const word = fc.constantFrom('Gent Zuid', 'Sector 18', 'NH-48 plaza', 'Koramangala', 'ठाणे', 'Mall Road');
const ids = fc.constantFrom('1', '2', '3', 'a', 'B');
const connectorArb = (tick: number) =>
  fc.record(
    {
      id: ids,
      standard: fc.constantFrom(
        'IEC_62196_T2' as const,
        'IEC_62196_T2_COMBO' as const,
        'CHADEMO' as const,
        'GBT_DC' as const,
      ),
      format: fc.constantFrom('SOCKET' as const, 'CABLE' as const),
      power_type: fc.constantFrom('AC_3_PHASE' as const, 'DC' as const),
      max_voltage: fc.constantFrom(230, 400, 920),
      max_amperage: fc.constantFrom(16, 32, 125),
      max_electric_power: fc.constantFrom(7400, 22000, 60000),
      tariff_ids: fc.array(fc.constantFrom('T1', 'T2'), { maxLength: 2 }),
      last_updated: fc.constant(at(tick)),
    },
    { requiredKeys: ['id', 'standard', 'format', 'power_type', 'max_voltage', 'max_amperage', 'last_updated'] },
  );
const uniqueBy = <T>(items: T[], key: (item: T) => string) =>
  items.filter((item, i) => items.findIndex((other) => key(other).toUpperCase() === key(item).toUpperCase()) === i);
const evseArb = (tick: number) =>
  fc
    .record(
      {
        uid: ids,
        evse_id: fc.constantFrom('IN*TPC*E1', 'IN*TPC*E2'),
        status: fc.constantFrom(...EVSE_STATUSES),
        connectors: fc.array(connectorArb(tick), { minLength: 1, maxLength: 3 }),
        floor_level: fc.constantFrom('-1', '0', '2'),
        physical_reference: fc.constantFrom('1', 'A7'),
        last_updated: fc.constant(at(tick)),
      },
      { requiredKeys: ['uid', 'status', 'connectors', 'last_updated'] },
    )
    .map((evse) => ({ ...evse, connectors: uniqueBy(evse.connectors, (c) => c.id) }));
const locationArb = (id: string, tick: number) =>
  fc
    .record(
      {
        name: word,
        address: word,
        city: word,
        postal_code: fc.constantFrom('110001', '560034'),
        publish: fc.boolean(),
        parking_type: fc.constantFrom('ON_STREET' as const, 'PARKING_LOT' as const),
        operator: fc.record({ name: fc.constantFrom('Tata Power', 'Statiq') }),
        evses: fc.array(evseArb(tick), { maxLength: 3 }),
      },
      { requiredKeys: ['address', 'city', 'publish'] },
    )
    .map((fields): Location => ({
      country_code: 'IN',
      party_id: 'TPC',
      id,
      country: 'IND',
      coordinates: { latitude: '28.61390', longitude: '77.20900' },
      time_zone: 'Asia/Kolkata',
      ...fields,
      ...(fields.evses ? { evses: uniqueBy(fields.evses, (e) => e.uid) } : {}),
      last_updated: at(tick),
    }));

/** One step of a network's life, with selectors resolved against what it holds when the step runs. */
type Step =
  | { kind: 'putLocation'; pick: number; make: (id: string, tick: number) => fc.Arbitrary<Location> }
  | { kind: 'putEvse' | 'putConnector'; pick: number; evse: number; connector: number; seed: number }
  | { kind: 'patchLocation'; pick: number; fields: Record<string, unknown> }
  | { kind: 'patchEvse'; pick: number; evse: number; fields: Record<string, unknown> }
  | { kind: 'patchConnector'; pick: number; evse: number; connector: number; fields: Record<string, unknown> }
  | { kind: 'patchMissing'; pick: number };

const locationPatchFields = fc.record(
  {
    name: fc.option(word, { nil: null }),
    address: word,
    publish: fc.boolean(),
    postal_code: fc.option(fc.constantFrom('400001'), { nil: null }),
    parking_type: fc.constantFrom('ALONG_MOTORWAY', 'ON_STREET'),
  },
  { requiredKeys: [] },
);
const evsePatchFields = fc.record(
  {
    status: fc.constantFrom(...EVSE_STATUSES),
    floor_level: fc.option(fc.constantFrom('1', '-2'), { nil: null }),
    physical_reference: fc.constantFrom('B3', 'Z'),
  },
  { requiredKeys: [] },
);
const connectorPatchFields = fc.record(
  {
    max_amperage: fc.constantFrom(10, 63),
    max_electric_power: fc.option(fc.constantFrom(3300, 150000), { nil: null }),
    tariff_ids: fc.array(fc.constantFrom('T3', 'T4'), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('putLocation' as const), pick: fc.nat(4), make: fc.constant(locationArb) }),
  fc.record({
    kind: fc.constantFrom('putEvse' as const, 'putConnector' as const),
    pick: fc.nat(),
    evse: fc.nat(),
    connector: fc.nat(),
    seed: fc.integer(),
  }),
  fc.record({ kind: fc.constant('patchLocation' as const), pick: fc.nat(), fields: locationPatchFields }),
  fc.record({ kind: fc.constant('patchEvse' as const), pick: fc.nat(), evse: fc.nat(), fields: evsePatchFields }),
  fc.record({
    kind: fc.constant('patchConnector' as const),
    pick: fc.nat(),
    evse: fc.nat(),
    connector: fc.nat(),
    fields: connectorPatchFields,
  }),
  fc.record({ kind: fc.constant('patchMissing' as const), pick: fc.nat() }),
);

/** A message as it travels: the URL's ids (in any letter case: they are CiStrings) and the body. */
interface Message {
  method: 'PUT' | 'PATCH';
  target: LocationTarget;
  body: object;
  /** The receiver must refuse it (an EVSE the network never sent). */
  refused?: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);
const anyCase = (text: string, flip: boolean) => (flip ? text.toLowerCase() : text.toUpperCase());
const valueOf = <T>(arb: fc.Arbitrary<T>, seed: number) => fc.sample(arb, { numRuns: 1, seed })[0] as T;

/** Applies `patch` by hand: null removes the field. */
function assign(object: Record<string, unknown>, patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete object[key];
    else object[key] = clone(value);
  }
}

/** The network's truth after `steps`, and the messages it sent on the way. */
function run(steps: Step[], flips: boolean[]): { truth: Map<string, Location>; messages: Message[] } {
  const truth = new Map<string, Location>();
  const messages: Message[] = [];
  const locationIds = ['LOC1', 'LOC2', 'Loc3', 'loc4', 'LOC5'];
  steps.forEach((step, tick) => {
    const flip = flips[tick % flips.length] ?? false;
    const held = [...truth.keys()];
    if (step.kind === 'putLocation' || held.length === 0) {
      const id = locationIds[(step.pick ?? 0) % locationIds.length]!;
      const location = valueOf(locationArb(id, tick), tick * 7919 + step.pick);
      truth.set(id, location);
      messages.push({ method: 'PUT', target: { locationId: anyCase(id, flip) }, body: clone(location) });
      return;
    }
    const location = truth.get(held[step.pick % held.length]!)!;
    const now = at(tick);
    const evses = location.evses ?? [];
    const target: LocationTarget = { locationId: anyCase(location.id, flip) };
    if (step.kind === 'patchMissing') {
      messages.push({
        method: 'PATCH',
        target: { ...target, evseUid: 'NO-SUCH-EVSE' },
        body: { status: 'AVAILABLE', last_updated: now },
        refused: true,
      });
      return;
    }
    if (step.kind === 'patchLocation') {
      assign(location as unknown as Record<string, unknown>, step.fields);
      location.last_updated = now;
      messages.push({ method: 'PATCH', target, body: { ...clone(step.fields), last_updated: now } });
      return;
    }
    if (step.kind === 'putEvse' || evses.length === 0) {
      const seed = 'seed' in step ? step.seed : tick;
      const evse = valueOf(evseArb(tick), seed);
      const at0 = evses.findIndex((e) => e.uid.toUpperCase() === evse.uid.toUpperCase());
      location.evses = at0 < 0 ? [...evses, evse] : evses.map((e, i) => (i === at0 ? evse : e));
      location.last_updated = now;
      messages.push({ method: 'PUT', target: { ...target, evseUid: anyCase(evse.uid, flip) }, body: clone(evse) });
      return;
    }
    const evse = evses[step.evse % evses.length]!;
    const evseTarget = { ...target, evseUid: anyCase(evse.uid, !flip) };
    if (step.kind === 'patchEvse') {
      assign(evse as unknown as Record<string, unknown>, step.fields);
      evse.last_updated = now;
      location.last_updated = now;
      messages.push({ method: 'PATCH', target: evseTarget, body: { ...clone(step.fields), last_updated: now } });
      return;
    }
    if (step.kind === 'putConnector') {
      const connector = valueOf(connectorArb(tick), step.seed);
      const at0 = evse.connectors.findIndex((c) => c.id.toUpperCase() === connector.id.toUpperCase());
      evse.connectors =
        at0 < 0 ? [...evse.connectors, connector] : evse.connectors.map((c, i) => (i === at0 ? connector : c));
      evse.last_updated = now;
      location.last_updated = now;
      messages.push({
        method: 'PUT',
        target: { ...evseTarget, connectorId: anyCase(connector.id, flip) },
        body: clone(connector),
      });
      return;
    }
    if (step.kind !== 'patchConnector') return;
    const connector = evse.connectors[step.connector % evse.connectors.length]!;
    assign(connector as unknown as Record<string, unknown>, step.fields);
    connector.last_updated = now;
    evse.last_updated = now;
    location.last_updated = now;
    messages.push({
      method: 'PATCH',
      target: { ...evseTarget, connectorId: anyCase(connector.id, flip) },
      body: { ...clone(step.fields), last_updated: now },
    });
  });
  return { truth, messages };
}

/** The receiver: each message applied in turn, from nothing. */
function receive(messages: Message[]): Map<string, Location> {
  const held = new Map<string, Location>();
  for (const message of messages) {
    const key = message.target.locationId.toUpperCase();
    const current = held.get(key);
    const result =
      message.method === 'PUT'
        ? applyPut(current, message.target, message.body as Location)
        : applyPatch(current, message.target, message.body as never);
    expect(result.ok, `${message.method} ${JSON.stringify(message.target)} ${result.ok ? '' : result.detail}`).toBe(
      !message.refused,
    );
    if (result.ok) held.set(key, result.location);
  }
  return held;
}

describe('PUT and PATCH of Locations, EVSEs and Connectors', () => {
  it('any sequence leaves the state that the final full objects give', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (steps, flips) => {
          const { truth, messages } = run(steps, flips);
          const received = receive(messages);
          const fromFinal = receive(
            [...truth.values()].map((location) => ({
              method: 'PUT' as const,
              target: { locationId: location.id },
              body: clone(location),
            })),
          );
          expect(received).toEqual(fromFinal);
          // And every object the network holds is what a GET of it answers, at every level.
          for (const location of truth.values()) {
            const stored = received.get(location.id.toUpperCase());
            for (const evse of location.evses ?? []) {
              expect(objectAt(stored, { locationId: location.id, evseUid: evse.uid })).toEqual(evse);
              for (const connector of evse.connectors)
                expect(
                  objectAt(stored, { locationId: location.id, evseUid: evse.uid, connectorId: connector.id }),
                ).toEqual(connector);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the generated objects are valid OCPI objects (so the property is about real pushes)', () => {
    fc.assert(
      fc.property(locationArb('LOC1', 3), evseArb(4), connectorArb(5), (location, evse, connector) => {
        expect(locationSchema.safeParse(location).success).toBe(true);
        expect(evseSchema.safeParse(evse).success).toBe(true);
        expect(connectorSchema.safeParse(connector).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('refusals', () => {
  const location = (): Location => ({
    country_code: 'IN',
    party_id: 'TPC',
    id: 'LOC1',
    publish: true,
    address: 'A',
    city: 'B',
    country: 'IND',
    coordinates: { latitude: '28.61390', longitude: '77.20900' },
    time_zone: 'Asia/Kolkata',
    last_updated: at(1),
    evses: [
      {
        uid: 'E1',
        status: 'AVAILABLE',
        connectors: [
          {
            id: '1',
            standard: 'IEC_62196_T2',
            format: 'SOCKET',
            power_type: 'AC_3_PHASE',
            max_voltage: 230,
            max_amperage: 32,
            last_updated: at(1),
          },
        ],
        last_updated: at(1),
      } satisfies Evse,
    ],
  });
  const connector: Connector = {
    id: '2',
    standard: 'CHADEMO',
    format: 'CABLE',
    power_type: 'DC',
    max_voltage: 500,
    max_amperage: 125,
    last_updated: at(9),
  };

  it('an EVSE or Connector of a Location we do not hold: unknown location', () => {
    expect(applyPut(undefined, { locationId: 'LOC1', evseUid: 'E1' }, location().evses![0]!)).toMatchObject({
      ok: false,
      refusal: 'unknown_location',
    });
    expect(
      applyPatch(undefined, { locationId: 'LOC1', evseUid: 'E1' }, { status: 'CHARGING', last_updated: at(2) }),
    ).toMatchObject({ ok: false, refusal: 'unknown_location' });
  });

  it('a Connector of an EVSE we do not hold, a PATCH of a missing Connector, an id unlike the URL: refused', () => {
    expect(applyPut(location(), { locationId: 'LOC1', evseUid: 'E9', connectorId: '2' }, connector)).toMatchObject({
      ok: false,
      refusal: 'unknown_evse',
    });
    expect(
      applyPatch(
        location(),
        { locationId: 'LOC1', evseUid: 'E1', connectorId: '7' },
        { max_amperage: 16, last_updated: at(2) },
      ),
    ).toMatchObject({ ok: false, refusal: 'unknown_connector' });
    expect(applyPut(location(), { locationId: 'LOC1', evseUid: 'E1', connectorId: '3' }, connector)).toMatchObject({
      ok: false,
      refusal: 'id_mismatch',
    });
    expect(applyPut(undefined, { locationId: 'LOC2' }, location())).toMatchObject({
      ok: false,
      refusal: 'id_mismatch',
    });
  });

  it('a new Connector is created, and moves its EVSE and Location last_updated forward, never back', () => {
    const added = applyPut(location(), { locationId: 'loc1', evseUid: 'e1', connectorId: '2' }, connector);
    expect(added).toMatchObject({ ok: true, created: true });
    if (!added.ok) return;
    expect(added.location.last_updated).toBe(at(9));
    expect(added.location.evses![0]!.last_updated).toBe(at(9));
    const older = applyPatch(
      added.location,
      { locationId: 'LOC1', evseUid: 'E1', connectorId: '1' },
      { max_amperage: 16, last_updated: at(5) },
    );
    expect(older.ok && older.location.last_updated).toBe(at(9));
  });
});
