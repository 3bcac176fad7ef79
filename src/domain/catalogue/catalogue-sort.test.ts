import { describe, expect, it } from 'vitest';
import { isSortOrder, sortCatalogue } from './catalogue-sort.ts';
import { entry } from './test-entries.ts';

const list = [
  entry({ make: 'Tata', model: 'Nexon EV', ex_showroom_price: 1249000 }),
  entry({ make: 'BMW', model: 'i4', ex_showroom_price: 7250000 }),
  entry({ make: 'Audi', model: 'e-tron', ex_showroom_price: null }),
  entry({ make: 'MG', model: 'Comet EV', ex_showroom_price: 699000 }),
  entry({ make: 'audi', model: 'Q8', ex_showroom_price: 11400000 }),
];
const names = (rows: typeof list) => rows.map((row) => `${row.make} ${row.model}`);

describe('sortCatalogue', () => {
  it('LtoH: ascending price, a missing price last', () => {
    expect(names(sortCatalogue(list, 'LtoH'))).toEqual([
      'MG Comet EV',
      'Tata Nexon EV',
      'BMW i4',
      'audi Q8',
      'Audi e-tron',
    ]);
  });

  it('HtoL: descending price, a missing price still last', () => {
    expect(names(sortCatalogue(list, 'HtoL'))).toEqual([
      'audi Q8',
      'BMW i4',
      'Tata Nexon EV',
      'MG Comet EV',
      'Audi e-tron',
    ]);
  });

  it('atoz: by brand ignoring case, then model', () => {
    expect(names(sortCatalogue(list, 'atoz'))).toEqual([
      'Audi e-tron',
      'audi Q8',
      'BMW i4',
      'MG Comet EV',
      'Tata Nexon EV',
    ]);
  });

  it('ztoa: by brand descending', () => {
    expect(names(sortCatalogue(list, 'ztoa'))).toEqual([
      'Tata Nexon EV',
      'MG Comet EV',
      'BMW i4',
      'audi Q8',
      'Audi e-tron',
    ]);
  });

  it('leaves the input alone', () => {
    const before = names(list);
    sortCatalogue(list, 'HtoL');
    expect(names(list)).toEqual(before);
  });

  it('knows its orders', () => {
    expect(isSortOrder('atoz')).toBe(true);
    expect(isSortOrder('price')).toBe(false);
    expect(isSortOrder(null)).toBe(false);
  });
});
