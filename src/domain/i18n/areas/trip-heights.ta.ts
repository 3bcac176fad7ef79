/** Tamil of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsTa: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'ஏற்றம் {{climb}} m · இறக்கம் {{descent}} m',
    noData: 'இங்கு உயரத் தரவு இல்லை, மதிப்பீடு',
    mass: '{{people}} பேருடன் {{kg}} kg எனக் கணக்கிடப்பட்டது',
    massAssumed: '{{people}} பேருடன் {{kg}} kg எனக் கணக்கிடப்பட்டது; வாகன எடை ஊகிக்கப்பட்டது',
    profileTitle: 'பாதை நெடுகிலும் சாலையின் உயரமும் பேட்டரியும்',
    profileSummary:
      'சாலை {{from}} m-இல் தொடங்கி, km {{maxKm}}-இல் அதிகபட்சமாக {{max}} m உயரத்தை அடைந்து, {{to}} m-இல் முடிகிறது. பேட்டரி {{startPct}}%-இலிருந்து {{endPct}}% வரை செல்கிறது; km {{minKm}}-இல் மிகக் குறைவாக {{minPct}}%.',
    stop: 'நிறுத்தம் {{n}}',
    heightLegend: 'சாலையின் உயரம்',
    batteryLegend: 'பேட்டரி %',
    source: 'உயரங்கள்: GMTED2010 நிலப்பரப்புத் தரவு, U.S. Geological Survey வழங்கியது',
  },
};
