/**
 * English strings of the home screen's sales card beyond the spec's: where its numbers come from,
 * and the months a counter leaves out (issue 42). Each source id of src/domain/sales/ev-sales-sources.ts
 * has its name under salesNote.sources (data/ev-sales/SOURCES-update-2026-06.md describes each).
 * Registered by src/web/features/home/sales-strings.ts. Keys must not collide with another area's top-level keys.
 */
export const salesEn = {
  salesNote: {
    toggle: 'Where these numbers come from',
    intro:
      'The counters add up new registrations of electric vehicles in India, month by month, from {{from}} to {{asOf}}.',
    category: {
      twoWheeler: 'Two-wheelers',
      fourWheeler: 'Four-wheelers (cars)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: no complete figure for {{months}}, so the counter leaves it out.',
    terms:
      'Vahan figures are reproduced from the Vahan dashboard of the Ministry of Road Transport and Highways (MoRTH), Government of India, with the source credited. FADA’s figures are © FADA.',
    sources: {
      'vahan-category':
        'Vahan (MoRTH), monthly registrations by vehicle category, via the Kaggle data set “India EV Market Data”',
      S1: 'Vahan (MoRTH): electric motor cars and cabs, as compiled by the open project kapil433/vahan-analytics',
      S2: 'Vahan (MoRTH) registrations, as compiled in a third-party “Weekly Vahan Retail volumes Tracker” (copy in vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): the Vahan dashboard’s export of electric two-wheelers',
      S3b: 'Vahan (MoRTH): the Vahan dashboard’s export of all electric vehicles',
      F1: 'FADA Research, in collaboration with MoRTH: “Vehicle Retail Data for Jun’26” (retail figures, not a Vahan export)',
      vahan: 'Vahan (MoRTH): the Vahan dashboard’s export',
      fada: 'FADA Research, in collaboration with MoRTH: monthly retail release (retail figures, not a Vahan export)',
    },
  },
} as const;
