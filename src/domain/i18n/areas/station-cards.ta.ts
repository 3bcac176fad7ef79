/** Tamil of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { stationCardsEn } from './station-cards.en.ts';

export const stationCardsTa: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'சார்ஜ் சரியாக ஆனது',
      notWorking: 'வேலை செய்யவில்லை எனப் புகார்',
      waited: 'கூட்டம், ஓட்டுநர்கள் காத்திருந்தனர்',
      notFound: 'கிடைக்கவில்லை எனப் புகார்',
      none: 'இன்னும் செக்-இன்கள் இல்லை',
      count_one: '30 நாட்களில் {{count}} செக்-இன்',
      count_other: '30 நாட்களில் {{count}} செக்-இன்கள்',
    },
    ago: {
      justNow: 'இப்போதுதான்',
      minutes_one: '{{count}} நிமிடம் முன்பு',
      minutes_other: '{{count}} நிமிடங்கள் முன்பு',
      hours_one: '{{count}} மணிநேரம் முன்பு',
      hours_other: '{{count}} மணிநேரம் முன்பு',
      days_one: '{{count}} நாள் முன்பு',
      days_other: '{{count}} நாட்கள் முன்பு',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'செக்-இன்களின் அடிப்படையில்',
    details: 'செக்-இன்கள் மற்றும் விவரங்கள்',
    detailsFor: 'செக்-இன்கள் மற்றும் விவரங்கள், {{name}}',
  },
};
