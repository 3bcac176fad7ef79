import { paths } from '../../app/paths.ts';

/** The two chargers of spec sections 2 and 9. Words and spec rows live in earn.en.ts under earn.chargers.<key>. */
export interface Charger {
  key: 'three' | 'mini';
  price: number;
  path: string;
  /** Spec-table rows, in order: keys of earn.chargers.<key>.specs. */
  specRows: readonly string[];
}

export const CHARGER_MAKER = { name: 'Kazam', url: 'https://www.kazam.in/' } as const;

export const chargers: readonly Charger[] = [
  {
    key: 'three',
    price: 14000,
    path: paths.kazamThree,
    specRows: [
      'power',
      'current',
      'maxCurrent',
      'maxVoltage',
      'dimensions',
      'weight',
      'connectivity',
      'socket',
      'phase',
      'warranty',
    ],
  },
  {
    key: 'mini',
    price: 5500,
    path: paths.kazamMini,
    specRows: [
      'ingress',
      'protection',
      'body',
      'maxCurrent',
      'maxVoltage',
      'dimensions',
      'weight',
      'connectivity',
      'updates',
      'scheduling',
      'protocols',
      'location',
      'warranty',
      'phase',
      'standards',
    ],
  },
];
