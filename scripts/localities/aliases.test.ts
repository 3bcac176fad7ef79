import { describe, expect, it } from 'vitest';
import { aliasProblems, readAliases } from './aliases.ts';
import type { Locality } from './grouping.ts';

const localities: Locality[] = [
  {
    name: 'Velacheri',
    also: [],
    kind: 'S',
    pincode: '600042',
    pincodes: [],
    offices: 1,
    district: 'Chennai',
    stateCode: 'TN',
    lat: 12.98,
    lng: 80.22,
    position: 'office',
  },
];

describe('aliases', () => {
  it('reads the rows, trimming and upper-casing the state', () => {
    expect(
      readAliases([{ alias: ' Velachery ', name: 'Velacheri', district: 'Chennai', state: 'tn', note: 'spelling' }]),
    ).toEqual([
      {
        alias: 'Velachery',
        name: 'Velacheri',
        district: 'Chennai',
        state: 'TN',
        lat: undefined,
        lng: undefined,
        source: '',
        note: 'spelling',
      },
    ]);
  });

  it('accepts an alias whose target is a locality (matching ignores case and punctuation)', () => {
    expect(
      aliasProblems(
        readAliases([{ alias: 'Velachery', name: 'VELACHERI', district: 'chennai', state: 'TN' }]),
        localities,
      ),
    ).toEqual([]);
  });

  it('accepts a row that only moves its office (its own name, with a source), and an alias of an area', () => {
    const area = {
      ...localities[0]!,
      name: 'Marathahalli',
      kind: 'A' as const,
      district: 'Bengaluru Urban',
      stateCode: 'KA',
    };
    const rows = readAliases([
      { alias: 'Velacheri', name: 'Velacheri', district: 'Chennai', state: 'TN', source: 'stations' },
      { alias: 'Marathalli', name: 'Marathahalli', district: 'Bengaluru Urban', state: 'KA' },
    ]);
    expect(aliasProblems(rows, [...localities, area])).toEqual([]);
    expect(aliasProblems(rows, localities)).toEqual([
      "aliases.csv row 3 ('Marathalli'): no locality 'Marathahalli' in Bengaluru Urban, KA",
    ]);
  });

  // A row without a name is an area of its own, placed (and checked) by areas.ts.
  it('reports a missing target, a missing field, an alias equal to its target and a repeated alias', () => {
    const problems = aliasProblems(
      readAliases([
        { alias: 'Velachery', name: 'Velachery', district: 'Chennai', state: 'TN' },
        { alias: 'Salt Lake', name: 'Bidhannagar', district: 'North 24 Parganas', state: 'WB' },
        { alias: 'Velachery', name: 'Velacheri', district: 'Chennai', state: 'TN' },
        { alias: 'Nowhere', name: '', district: '', state: 'TN' },
        { alias: 'Sarjapur Road', name: '', district: 'Bengaluru Urban', state: 'KA', source: 'stations' },
      ]),
      localities,
    );
    expect(problems).toEqual([
      "aliases.csv row 2 ('Velachery'): the alias is the locality's own name",
      "aliases.csv row 2 ('Velachery'): no locality 'Velachery' in Chennai, TN",
      "aliases.csv row 3 ('Salt Lake'): no locality 'Bidhannagar' in North 24 Parganas, WB",
      "aliases.csv row 4 ('Velachery'): given twice for Chennai, TN",
      "aliases.csv row 5 ('Nowhere'): alias, district and state are all required",
    ]);
  });
});
