/** Gujarati of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { trafficEn } from './traffic.en.ts';
import type { Translated } from '../translated.ts';

export const trafficGu: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'ઘણી બધી વિનંતીઓ',
    heading: 'તમારા નેટવર્ક પરથી અમને ઘણી વિનંતીઓ મળી રહી છે',
    body: 'કૃપા કરીને {{seconds}} સેકન્ડ રાહ જુઓ અને ફરી પ્રયાસ કરો. તમે દાખલ કરેલું કંઈ પણ ખોવાયું નથી.',
    bodyOneSecond: 'કૃપા કરીને એક સેકન્ડ રાહ જુઓ અને ફરી પ્રયાસ કરો. તમે દાખલ કરેલું કંઈ પણ ખોવાયું નથી.',
    bodyMinutes: 'કૃપા કરીને {{minutes}} મિનિટ રાહ જુઓ અને ફરી પ્રયાસ કરો. તમે દાખલ કરેલું કંઈ પણ ખોવાયું નથી.',
    tryAgain: 'ફરી પ્રયાસ કરો',
  },
};
