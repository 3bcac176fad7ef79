/** Malayalam of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsMl: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'കയറ്റം {{climb}} m · ഇറക്കം {{descent}} m',
    noData: 'ഇവിടെ ഉയര ഡാറ്റ ഇല്ല, ഏകദേശം',
    mass: '{{people}} പേരുമായി {{kg}} kg എന്ന് കണക്കാക്കി',
    massAssumed: '{{people}} പേരുമായി {{kg}} kg എന്ന് കണക്കാക്കി; വാഹനത്തിന്റെ ഭാരം അനുമാനിച്ചതാണ്',
    profileTitle: 'റൂട്ടിലുടനീളം റോഡിന്റെ ഉയരവും ബാറ്ററിയും',
    profileSummary:
      'റോഡ് {{from}} m-ൽ തുടങ്ങി, km {{maxKm}}-ൽ ഏറ്റവും ഉയർന്ന {{max}} m-ൽ എത്തി, {{to}} m-ൽ അവസാനിക്കുന്നു. ബാറ്ററി {{startPct}}%-ൽ നിന്ന് {{endPct}}% ആകുന്നു, km {{minKm}}-ൽ ഏറ്റവും കുറവ് {{minPct}}%.',
    stop: 'സ്റ്റോപ്പ് {{n}}',
    heightLegend: 'റോഡിന്റെ ഉയരം',
    batteryLegend: 'ബാറ്ററി %',
    source: 'ഉയരങ്ങൾ: GMTED2010 ഭൂപ്രകൃതി ഡാറ്റ, U.S. Geological Survey-യുടെ കടപ്പാട്',
  },
};
