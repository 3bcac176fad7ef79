/** Tamil of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { liveStatusEn } from './live-status.en.ts';

export const liveStatusTa: Translated<typeof liveStatusEn> = {
  live: {
    line: 'நேரலை: {{total}}-இல் {{free}} காலி',
    lastKnown: 'கடைசியாகத் தெரிந்தது: {{total}}-இல் {{free}} காலி',
    updated: '{{ago}} புதுப்பிக்கப்பட்டது',
    from: '{{networks}} வழங்கியது',
    inUse_one: '{{count}} பயன்பாட்டில்',
    inUse_other: '{{count}} பயன்பாட்டில்',
    outOfOrder_one: '{{count}} பழுதில்',
    outOfOrder_other: '{{count}} பழுதில்',
    unknown_one: '{{count}} நிலை தெரியவில்லை',
    unknown_other: '{{count}} நிலை தெரியவில்லை',
    state: {
      free: 'காலி',
      in_use: 'பயன்பாட்டில்',
      out_of_order: 'பழுதில்',
      unknown: 'நிலை தெரியவில்லை',
    },
    points: 'சார்ஜிங் பாயிண்ட்கள்',
    heading: 'நேரலை நிலை',
    checkInsHeading: 'ஓட்டுநர்களின் செக்-இன்கள்',
    none: 'இந்த ஸ்டேஷனுக்கு எந்தச் சார்ஜிங் நெட்வொர்க்கும் நேரலை நிலையைப் பகிரவில்லை.',
    planNote:
      'இங்குள்ள எல்லாச் சார்ஜிங் பாயிண்ட்களும் பழுதில் உள்ளதாகத் தெரிவிக்கப்பட்டுள்ளது. வேறு வழி இல்லாததால் மட்டுமே திட்டம் இங்கே நிற்கிறது.',
    availableNow: 'இப்போது கிடைக்கிறது',
    noneAvailable:
      'இப்போது இந்த இடத்துக்கு அருகில் எந்த ஸ்டேஷனும் காலியாக இருப்பதாகத் தெரியவில்லை. நேரலை நிலை, அதைப் பகிரும் நெட்வொர்க்குகளிடமிருந்து மட்டுமே வருகிறது.',
    source: '{{network}} வழங்கிய நேரலை நிலை',
  },
};
