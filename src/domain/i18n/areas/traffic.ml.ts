/** Malayalam of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { trafficEn } from './traffic.en.ts';

export const trafficMl: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'വളരെയധികം അഭ്യർത്ഥനകൾ',
    heading: 'നിങ്ങളുടെ നെറ്റ്‌വർക്കിൽ നിന്ന് ഞങ്ങൾക്ക് ധാരാളം അഭ്യർത്ഥനകൾ ലഭിക്കുന്നു',
    body: '{{seconds}} സെക്കൻഡ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക. നിങ്ങൾ നൽകിയതൊന്നും നഷ്ടമായിട്ടില്ല.',
    bodyOneSecond: 'ഒരു സെക്കൻഡ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക. നിങ്ങൾ നൽകിയതൊന്നും നഷ്ടമായിട്ടില്ല.',
    bodyMinutes: '{{minutes}} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക. നിങ്ങൾ നൽകിയതൊന്നും നഷ്ടമായിട്ടില്ല.',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
  },
};
