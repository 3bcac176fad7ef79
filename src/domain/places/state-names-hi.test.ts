import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../csv/csv.ts';
import { POLICY_STATES } from '../subsidy/policy-states.ts';
import { STATE_NAMES_HI } from './state-names-hi.ts';

describe('the Hindi names of the states', () => {
  const rows = csvRecords(fs.readFileSync('data/places/states.csv', 'utf8')).records;

  it('are the native names of data/places/states.csv, every state and union territory', () => {
    expect(STATE_NAMES_HI).toEqual(Object.fromEntries(rows.map((row) => [row.name, row.native])));
    expect(Object.keys(STATE_NAMES_HI)).toHaveLength(36);
  });

  it('name each of the 11 policy states', () => {
    for (const state of POLICY_STATES) expect(STATE_NAMES_HI[state], state).toMatch(/^[\u0900-\u097F ]+$/);
  });
});
