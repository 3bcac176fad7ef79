/** Malayalam of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { liveStatusEn } from './live-status.en.ts';

export const liveStatusMl: Translated<typeof liveStatusEn> = {
  live: {
    line: 'തത്സമയം: {{total}}-ൽ {{free}} ഒഴിവ്',
    lastKnown: 'അവസാനം അറിഞ്ഞത്: {{total}}-ൽ {{free}} ഒഴിവ്',
    updated: '{{ago}} അപ്ഡേറ്റ് ചെയ്തു',
    from: '{{networks}} നൽകിയത്',
    inUse_one: '{{count}} ഉപയോഗത്തിൽ',
    inUse_other: '{{count}} ഉപയോഗത്തിൽ',
    outOfOrder_one: '{{count}} പ്രവർത്തനരഹിതം',
    outOfOrder_other: '{{count}} പ്രവർത്തനരഹിതം',
    unknown_one: '{{count}} നില അറിയില്ല',
    unknown_other: '{{count}} നില അറിയില്ല',
    state: {
      free: 'ഒഴിവ്',
      in_use: 'ഉപയോഗത്തിൽ',
      out_of_order: 'പ്രവർത്തനരഹിതം',
      unknown: 'നില അറിയില്ല',
    },
    points: 'ചാർജിങ് പോയിന്റുകൾ',
    heading: 'തത്സമയ നില',
    checkInsHeading: 'ഡ്രൈവർമാരുടെ ചെക്ക്-ഇന്നുകൾ',
    none: 'ഈ സ്റ്റേഷന്റെ തത്സമയ നില ഒരു ചാർജിങ് നെറ്റ്‌വർക്കും പങ്കിടുന്നില്ല.',
    planNote:
      'ഇവിടത്തെ എല്ലാ ചാർജിങ് പോയിന്റുകളും പ്രവർത്തനരഹിതമാണെന്ന് റിപ്പോർട്ട് ചെയ്തിട്ടുണ്ട്. മറ്റു വഴിയില്ലാത്തതിനാൽ മാത്രമാണ് പ്ലാൻ ഇവിടെ നിർത്തുന്നത്.',
    availableNow: 'ഇപ്പോൾ ലഭ്യം',
    noneAvailable:
      'ഇപ്പോൾ ഇതിനടുത്തുള്ള ഒരു സ്റ്റേഷനും ഒഴിവുള്ളതായി അറിവില്ല. തത്സമയ നില പങ്കിടുന്ന നെറ്റ്‌വർക്കുകളിൽ നിന്ന് മാത്രമേ അത് ലഭിക്കൂ.',
    source: '{{network}} നൽകിയ തത്സമയ നില',
  },
};
