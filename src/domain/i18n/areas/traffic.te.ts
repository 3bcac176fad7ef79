/** Telugu of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { trafficEn } from './traffic.en.ts';
import type { Translated } from '../translated.ts';

export const trafficTe: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'చాలా ఎక్కువ అభ్యర్థనలు',
    heading: 'మీ నెట్‌వర్క్ నుండి మాకు చాలా అభ్యర్థనలు వస్తున్నాయి',
    body: 'దయచేసి {{seconds}} సెకన్లు ఆగి మళ్లీ ప్రయత్నించండి. మీరు నమోదు చేసినది ఏదీ పోదు.',
    bodyOneSecond: 'దయచేసి ఒక సెకను ఆగి మళ్లీ ప్రయత్నించండి. మీరు నమోదు చేసినది ఏదీ పోదు.',
    bodyMinutes: 'దయచేసి {{minutes}} నిమిషాలు ఆగి మళ్లీ ప్రయత్నించండి. మీరు నమోదు చేసినది ఏదీ పోదు.',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
  },
};
