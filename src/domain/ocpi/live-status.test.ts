import { describe, expect, it } from 'vitest';
import { EVSE_STATUSES } from './location.schema.ts';
import {
  addCounts,
  categoryOf,
  countStatuses,
  isAllOutOfOrder,
  isAvailableNow,
  isFresh,
  LIVE_FRESH_MS,
  liveState,
} from './live-status.ts';

describe('live status counts', () => {
  it('counts each OCPI status where a driver would: free, in use, out of order, not known; planned and removed not at all', () => {
    expect(Object.fromEntries(EVSE_STATUSES.map((s) => [s, categoryOf(s)]))).toEqual({
      AVAILABLE: 'free',
      BLOCKED: 'in_use',
      CHARGING: 'in_use',
      INOPERATIVE: 'out_of_order',
      OUTOFORDER: 'out_of_order',
      PLANNED: null,
      REMOVED: null,
      RESERVED: 'in_use',
      UNKNOWN: 'unknown',
    });
    expect(countStatuses(['AVAILABLE', 'CHARGING', 'REMOVED', 'OUTOFORDER', 'PLANNED', 'UNKNOWN'])).toEqual({
      evses: 4,
      free: 1,
      in_use: 1,
      out_of_order: 1,
      unknown: 1,
    });
    expect(addCounts(countStatuses(['AVAILABLE']), countStatuses(['INOPERATIVE']))).toEqual({
      evses: 2,
      free: 1,
      in_use: 0,
      out_of_order: 1,
      unknown: 0,
    });
  });

  it('all out of order only when every counted point is (none counted is not "all out of order")', () => {
    expect(isAllOutOfOrder(countStatuses(['OUTOFORDER', 'INOPERATIVE', 'REMOVED']))).toBe(true);
    expect(isAllOutOfOrder(countStatuses(['OUTOFORDER', 'UNKNOWN']))).toBe(false);
    expect(isAllOutOfOrder(countStatuses(['REMOVED']))).toBe(false);
    expect(liveState(countStatuses(['OUTOFORDER', 'CHARGING']))).toBe('in_use');
    expect(liveState(countStatuses(['OUTOFORDER', 'UNKNOWN']))).toBe('unknown');
  });

  it('fresh for 30 minutes; available now only when fresh with a free point', () => {
    const status = { place_id: 'ocm:1', ...countStatuses(['AVAILABLE']), updated_at: 0, networks: [] };
    expect(isFresh(status, LIVE_FRESH_MS)).toBe(true);
    expect(isFresh(status, LIVE_FRESH_MS + 1)).toBe(false);
    expect(isAvailableNow(status, LIVE_FRESH_MS)).toBe(true);
    expect(isAvailableNow(status, LIVE_FRESH_MS + 1)).toBe(false);
    expect(isAvailableNow({ ...status, ...countStatuses(['CHARGING']) }, 0)).toBe(false);
  });
});
