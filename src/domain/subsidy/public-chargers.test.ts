import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POLICY_STATES } from './policy-states.ts';
import { readPublicChargers } from './public-chargers.ts';

const FILE = new URL('../../../data/ev-sales/operational_public_chargers_by_state_2025-10.csv', import.meta.url);

describe('readPublicChargers', () => {
  it('reads each state’s count and their total', () => {
    const { byState, total } = readPublicChargers('State,No. of Operational PCS\nDelhi,1974\n"Tamil Nadu", 1778\n');
    expect(byState.get('Delhi')).toBe(1974);
    expect(byState.get('Tamil Nadu')).toBe(1778);
    expect(total).toBe(3752);
  });

  it('refuses a row without a count, and a file without the columns', () => {
    expect(() => readPublicChargers('State,No. of Operational PCS\nDelhi,\n')).toThrow(/Delhi has no count/);
    expect(() => readPublicChargers('State,Count\nDelhi,1\n')).toThrow(/columns/);
  });
});

describe('the bundled BEE counts of October 2025', () => {
  const chargers = readPublicChargers(fs.readFileSync(FILE, 'utf8'));

  it('add up to the 29,251 stations of the parsed BEE list, in 36 states and union territories', () => {
    expect(chargers.total).toBe(29_251);
    expect(chargers.byState.size).toBe(36);
  });

  it('have a count for every state with a policy page, the BEE figures rather than MHI’s of February 2024', () => {
    for (const state of POLICY_STATES) expect(chargers.byState.get(state), state).toBeGreaterThan(0);
    expect(chargers.byState.get('Karnataka')).toBe(6141);
    expect(chargers.byState.get('Maharashtra')).toBe(4177);
  });
});
