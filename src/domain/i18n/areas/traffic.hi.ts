import type { Translated } from '../translated.ts';
import type { trafficEn } from './traffic.en.ts';

/** Hindi of traffic.en.ts (written November 2026). */
export const trafficHi: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'बहुत ज़्यादा रिक्वेस्ट',
    heading: 'आपके नेटवर्क से बहुत सारी रिक्वेस्ट आ रही हैं',
    body: 'कृपया {{seconds}} सेकंड रुककर फिर से कोशिश करें। आपकी भरी हुई कोई जानकारी नहीं खोई है।',
    bodyOneSecond: 'कृपया एक सेकंड रुककर फिर से कोशिश करें। आपकी भरी हुई कोई जानकारी नहीं खोई है।',
    bodyMinutes: 'कृपया {{minutes}} मिनट रुककर फिर से कोशिश करें। आपकी भरी हुई कोई जानकारी नहीं खोई है।',
    tryAgain: 'फिर से कोशिश करें',
  },
};
