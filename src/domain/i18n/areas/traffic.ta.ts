/** Tamil of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { trafficEn } from './traffic.en.ts';

export const trafficTa: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'அதிகமான கோரிக்கைகள்',
    heading: 'உங்கள் நெட்வொர்க்கிலிருந்து எங்களுக்கு நிறையக் கோரிக்கைகள் வருகின்றன',
    body: '{{seconds}} வினாடிகள் காத்திருந்து மீண்டும் முயலவும். நீங்கள் உள்ளிட்ட எதுவும் இழக்கப்படவில்லை.',
    bodyOneSecond: 'ஒரு வினாடி காத்திருந்து மீண்டும் முயலவும். நீங்கள் உள்ளிட்ட எதுவும் இழக்கப்படவில்லை.',
    bodyMinutes: '{{minutes}} நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும். நீங்கள் உள்ளிட்ட எதுவும் இழக்கப்படவில்லை.',
    tryAgain: 'மீண்டும் முயலவும்',
  },
};
