/** Tamil of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripRoadsEn } from './trip-roads.en.ts';

export const tripRoadsTa: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'தேசிய நெடுஞ்சாலைகள் வழியான சாலைத் தூரம் (© OpenStreetMap பங்களிப்பாளர்கள்)',
    sourceEstimated: 'சாலைத் தூரம் மதிப்பிடப்பட்டது: இந்த இடங்களுக்கு இடையே தேசிய நெடுஞ்சாலை வழி எதுவும் கிடைக்கவில்லை.',
    sourceProvider: {
      osrm: 'OSRM ரூட்டிங் சேவை வழியான சாலைத் தூரம்',
      google: 'Google Maps வழியான சாலைத் தூரம்',
    },
    access: 'நெடுஞ்சாலைக்குச் செல்லவும் திரும்பவும் {{km}} km உட்பட, மதிப்பீடு',
    accessAndGaps:
      'நெடுஞ்சாலைக்குச் செல்லவும் திரும்பவும் {{km}} km மற்றும் நெடுஞ்சாலைத் தரவின் இடைவெளிகளில் {{gaps}} km உட்பட, மதிப்பீடு',
    gaps: 'நெடுஞ்சாலைத் தரவின் இடைவெளிகளில் {{gaps}} km உட்பட, மதிப்பீடு',
    hills: '{{km}} km வளைந்த மலைச் சாலையில் {{pct}}% கூடுதல் ஆற்றல் உட்பட, அனுமானம்',
    hillsNote:
      'வளைந்த மலைச் சாலையில் சமவெளியை விட ஒரு km-க்கு {{pct}}% கூடுதல் ஆற்றலைத் திட்டம் கணக்கிடுகிறது (இந்த வழியில் {{km}} km): இந்திய மலை நெடுஞ்சாலைகளுக்கு வெளியிடப்பட்ட எண்ணிக்கை எதுவும் கிடைக்காததால் இது எங்கள் அனுமானம். மலைகளில் பேட்டரி அளவுகள் மதிப்பீடுகள்; கூடுதல் இருப்பு வைத்திருங்கள்.',
    mapLabel: 'வழி மற்றும் சார்ஜிங் ஸ்டேஷன்களின் வரைபடம்',
  },
};
