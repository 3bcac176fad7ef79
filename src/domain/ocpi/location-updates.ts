import type { Connector, ConnectorPatch, Evse, EvsePatch, Location, LocationPatch } from './location.schema.ts';
import { dateTimeMs, sameCiString } from './ocpi-types.ts';

/**
 * What a network's PUT and PATCH do to the Location we keep (mod_locations.asciidoc, Receiver
 * interface), as pure functions of the stored Location and the pushed object, so the server, the
 * sender pull and the property test share one rule:
 *
 * - PUT replaces the object at the URL (a Location, one of its EVSEs, or one EVSE's Connector) or
 *   adds it; an optional field left out (or null) is absent afterwards.
 * - PATCH changes only the fields it names; a list it names replaces the list; null removes an
 *   optional field. The object must exist already.
 * - A pushed EVSE or Connector moves its parents' `last_updated` to its own when that is later
 *   (the spec: "the Receiver SHALL also set the new last_updated value on the parent"; kept the later
 *   of the two, since the field says when the object or any child last changed).
 * - Ids are CiStrings: matched case-insensitively; the id in a body must be the URL's.
 */

export interface LocationTarget {
  locationId: string;
  evseUid?: string;
  connectorId?: string;
}

export type UpdateRefusal = 'unknown_location' | 'unknown_evse' | 'unknown_connector' | 'id_mismatch';

export type UpdateResult =
  { ok: true; location: Location; created: boolean } | { ok: false; refusal: UpdateRefusal; detail: string };

const refuse = (refusal: UpdateRefusal, detail: string): UpdateResult => ({ ok: false, refusal, detail });

/** The object's fields without those set to null (null means "not given": absent, the default). */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    if (field !== null && field !== undefined) out[key] = withoutNulls(field);
  return out as T;
}

/** The later of two DateTimes (the first when they are equal). */
export const laterOf = (a: string, b: string): string => (dateTimeMs(b) > dateTimeMs(a) ? b : a);

/** `patch` laid over `object`: named fields replaced, null ones removed, the id fields kept as stored. */
function merged<T extends object>(object: T, patch: object, idKeys: readonly string[]): T {
  const out = { ...object } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (idKeys.includes(key) || value === undefined) continue;
    if (value === null) delete out[key];
    else out[key] = withoutNulls(value);
  }
  return out as T;
}

const findEvse = (location: Location, uid: string) => (location.evses ?? []).findIndex((e) => sameCiString(e.uid, uid));
const findConnector = (evse: Evse, id: string) => evse.connectors.findIndex((c) => sameCiString(c.id, id));

const replaced = <T>(items: readonly T[], at: number, item: T): T[] =>
  at < 0 ? [...items, item] : items.map((old, i) => (i === at ? item : old));

/** The EVSE at `target` changed by `change`, and the Location's last_updated moved with it. */
function withEvse(
  location: Location,
  target: LocationTarget,
  change: (evse: Evse | undefined) => Evse | UpdateResult,
): UpdateResult {
  const at = findEvse(location, target.evseUid!);
  const before = at < 0 ? undefined : location.evses![at];
  const after = change(before);
  if ('ok' in after) return after;
  return {
    ok: true,
    created: false,
    location: {
      ...location,
      evses: replaced(location.evses ?? [], at, after),
      last_updated: laterOf(location.last_updated, after.last_updated),
    },
  };
}

const asCreated = (result: UpdateResult, created: boolean): UpdateResult =>
  result.ok ? { ...result, created } : result;

/** The object a GET of `target` answers with, or undefined. */
export function objectAt(
  location: Location | undefined,
  target: LocationTarget,
): Location | Evse | Connector | undefined {
  if (!location || !sameCiString(location.id, target.locationId)) return undefined;
  if (target.evseUid === undefined) return location;
  const evse = location.evses?.[findEvse(location, target.evseUid)];
  if (!evse || target.connectorId === undefined) return evse;
  return evse.connectors[findConnector(evse, target.connectorId)];
}

/** PUT `body` at `target`: the Location, an EVSE or a Connector, new or replaced. */
export function applyPut(
  current: Location | undefined,
  target: LocationTarget,
  body: Location | Evse | Connector,
): UpdateResult {
  if (target.evseUid === undefined) {
    const location = body as Location;
    if (!sameCiString(location.id, target.locationId))
      return refuse('id_mismatch', `the Location's id ${location.id} is not the URL's ${target.locationId}`);
    return { ok: true, location: withoutNulls(location), created: current === undefined };
  }
  if (!current) return refuse('unknown_location', `no Location ${target.locationId}: PUT the Location first`);
  if (target.connectorId === undefined) {
    const evse = body as Evse;
    if (!sameCiString(evse.uid, target.evseUid))
      return refuse('id_mismatch', `the EVSE's uid ${evse.uid} is not the URL's ${target.evseUid}`);
    const created = findEvse(current, target.evseUid) < 0;
    return asCreated(
      withEvse(current, target, () => withoutNulls(evse)),
      created,
    );
  }
  const connector = body as Connector;
  if (!sameCiString(connector.id, target.connectorId))
    return refuse('id_mismatch', `the Connector's id ${connector.id} is not the URL's ${target.connectorId}`);
  let created = false;
  const result = withEvse(current, target, (evse) => {
    if (!evse)
      return refuse('unknown_evse', `no EVSE ${target.evseUid} at Location ${target.locationId}: PUT the EVSE first`);
    const at = findConnector(evse, target.connectorId!);
    created = at < 0;
    return {
      ...evse,
      connectors: replaced(evse.connectors, at, withoutNulls(connector)),
      last_updated: laterOf(evse.last_updated, connector.last_updated),
    };
  });
  return asCreated(result, created);
}

/** PATCH `patch` onto the object at `target`, which must exist. */
export function applyPatch(
  current: Location | undefined,
  target: LocationTarget,
  patch: LocationPatch | EvsePatch | ConnectorPatch,
): UpdateResult {
  if (!current) return refuse('unknown_location', `no Location ${target.locationId}: PUT the Location first`);
  if (target.evseUid === undefined) {
    const p = patch as LocationPatch;
    if (p.id !== undefined && !sameCiString(p.id, target.locationId))
      return refuse('id_mismatch', `the PATCH's id ${p.id} is not the URL's ${target.locationId}`);
    return {
      ok: true,
      created: false,
      location: { ...merged(current, p, ['id', 'country_code', 'party_id']), last_updated: p.last_updated },
    };
  }
  return withEvse(current, target, (evse) => {
    if (!evse) return refuse('unknown_evse', `no EVSE ${target.evseUid} at Location ${target.locationId}`);
    if (target.connectorId === undefined) {
      const p = patch as EvsePatch;
      if (p.uid !== undefined && !sameCiString(p.uid, target.evseUid!))
        return refuse('id_mismatch', `the PATCH's uid ${p.uid} is not the URL's ${target.evseUid}`);
      return { ...merged(evse, p, ['uid']), last_updated: p.last_updated };
    }
    const p = patch as ConnectorPatch;
    const at = findConnector(evse, target.connectorId);
    if (at < 0) return refuse('unknown_connector', `no Connector ${target.connectorId} on EVSE ${target.evseUid}`);
    if (p.id !== undefined && !sameCiString(p.id, target.connectorId))
      return refuse('id_mismatch', `the PATCH's id ${p.id} is not the URL's ${target.connectorId}`);
    const connector = { ...merged(evse.connectors[at]!, p, ['id']), last_updated: p.last_updated };
    return {
      ...evse,
      connectors: replaced(evse.connectors, at, connector),
      last_updated: laterOf(evse.last_updated, p.last_updated),
    };
  });
}
