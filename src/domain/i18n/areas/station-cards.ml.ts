/** Malayalam of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { stationCardsEn } from './station-cards.en.ts';

export const stationCardsMl: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'ശരിയായി ചാർജ് ചെയ്തു',
      notWorking: 'പ്രവർത്തിക്കുന്നില്ലെന്ന് റിപ്പോർട്ട്',
      waited: 'തിരക്ക്, ഡ്രൈവർമാർ കാത്തിരുന്നു',
      notFound: 'കണ്ടെത്തിയില്ലെന്ന് റിപ്പോർട്ട്',
      none: 'ഇതുവരെ ചെക്ക്-ഇന്നുകളില്ല',
      count_one: '30 ദിവസത്തിൽ {{count}} ചെക്ക്-ഇൻ',
      count_other: '30 ദിവസത്തിൽ {{count}} ചെക്ക്-ഇന്നുകൾ',
    },
    ago: {
      justNow: 'ഇപ്പോൾ',
      minutes_one: '{{count}} മിനിറ്റ് മുമ്പ്',
      minutes_other: '{{count}} മിനിറ്റ് മുമ്പ്',
      hours_one: '{{count}} മണിക്കൂർ മുമ്പ്',
      hours_other: '{{count}} മണിക്കൂർ മുമ്പ്',
      days_one: '{{count}} ദിവസം മുമ്പ്',
      days_other: '{{count}} ദിവസം മുമ്പ്',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'ചെക്ക്-ഇന്നുകളിൽ നിന്ന്',
    details: 'ചെക്ക്-ഇന്നുകളും വിശദാംശങ്ങളും',
    detailsFor: 'ചെക്ക്-ഇന്നുകളും വിശദാംശങ്ങളും, {{name}}',
  },
};
