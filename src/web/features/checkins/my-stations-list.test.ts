import { describe, expect, it } from 'vitest';
import type { FavouriteView } from '../../../domain/checkins/checkin-api.ts';
import { putBack, withoutStation } from './my-stations-list.ts';

const favourite = (placeId: string): FavouriteView =>
  ({
    station: { place_id: placeId, name: placeId },
    summary: { state: 'none' },
    saved_at: 0,
  }) as unknown as FavouriteView;
const ids = (list: FavouriteView[]) => list.map((f) => f.station.place_id);

describe('My stations’ list', () => {
  const list = ['ocm:1', 'ocm:2', 'bee:delhi:3'].map(favourite);

  it('drops a removed station', () => {
    expect(ids(withoutStation(list, 'ocm:2'))).toEqual(['ocm:1', 'bee:delhi:3']);
    expect(ids(withoutStation(list, 'ocm:9'))).toEqual(['ocm:1', 'ocm:2', 'bee:delhi:3']);
  });

  it('puts an undone removal back where it was', () => {
    const removed = list[1]!;
    expect(ids(putBack(withoutStation(list, 'ocm:2'), removed, 1))).toEqual(['ocm:1', 'ocm:2', 'bee:delhi:3']);
    expect(ids(putBack(withoutStation(list, 'ocm:1'), list[0]!, 0))).toEqual(['ocm:1', 'ocm:2', 'bee:delhi:3']);
    expect(ids(putBack([], removed, 1))).toEqual(['ocm:2']);
  });

  it('never shows a station twice', () => {
    expect(ids(putBack(list, list[2]!, 0))).toEqual(['bee:delhi:3', 'ocm:1', 'ocm:2']);
  });
});
