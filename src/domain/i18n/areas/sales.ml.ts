/** Malayalam of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesMl: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'ഈ കണക്കുകൾ എവിടെ നിന്ന് വരുന്നു',
    intro: 'ഇന്ത്യയിലെ ഇലക്ട്രിക് വാഹനങ്ങളുടെ പുതിയ രജിസ്ട്രേഷനുകൾ, {{from}} മുതൽ {{asOf}} വരെ, മാസംതോറും ഈ കൗണ്ടറുകൾ കൂട്ടുന്നു.',
    category: {
      twoWheeler: 'ഇരുചക്ര വാഹനങ്ങൾ',
      fourWheeler: 'നാലുചക്ര വാഹനങ്ങൾ (കാറുകൾ)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}}-ന് പൂർണമായ കണക്കില്ല, അതിനാൽ കൗണ്ടർ അത് ഒഴിവാക്കുന്നു.',
    terms:
      'Vahan കണക്കുകൾ ഇന്ത്യാ ഗവൺമെന്റിന്റെ റോഡ് ഗതാഗത-ഹൈവേ മന്ത്രാലയത്തിന്റെ (MoRTH) Vahan ഡാഷ്ബോർഡിൽ നിന്ന്, ഉറവിടം രേഖപ്പെടുത്തി എടുത്തതാണ്. FADA-യുടെ കണക്കുകൾ © FADA.',
    sources: {
      'vahan-category':
        'Vahan (MoRTH), വാഹന വിഭാഗമനുസരിച്ചുള്ള പ്രതിമാസ രജിസ്ട്രേഷനുകൾ, Kaggle ഡാറ്റാ സെറ്റ് “India EV Market Data” വഴി',
      S1: 'Vahan (MoRTH): ഇലക്ട്രിക് മോട്ടോർ കാറുകളും ക്യാബുകളും, ഓപ്പൺ പ്രോജക്ട് kapil433/vahan-analytics സമാഹരിച്ചത്',
      S2: 'Vahan (MoRTH) രജിസ്ട്രേഷനുകൾ, ഒരു മൂന്നാം കക്ഷിയുടെ “Weekly Vahan Retail volumes Tracker” സമാഹരിച്ചത് (പകർപ്പ്: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan ഡാഷ്ബോർഡിൽ നിന്നുള്ള ഇലക്ട്രിക് ഇരുചക്ര വാഹനങ്ങളുടെ എക്സ്പോർട്ട്',
      S3b: 'Vahan (MoRTH): Vahan ഡാഷ്ബോർഡിൽ നിന്നുള്ള എല്ലാ ഇലക്ട്രിക് വാഹനങ്ങളുടെയും എക്സ്പോർട്ട്',
      F1: 'FADA Research, MoRTH-ന്റെ സഹകരണത്തോടെ: “Vehicle Retail Data for Jun’26” (വാഹന റീട്ടെയിൽ കണക്കുകൾ, Vahan എക്സ്പോർട്ട് അല്ല)',
      vahan: 'Vahan (MoRTH): Vahan ഡാഷ്ബോർഡിൽ നിന്നുള്ള എക്സ്പോർട്ട്',
      fada: 'FADA Research, MoRTH-ന്റെ സഹകരണത്തോടെ: പ്രതിമാസ റീട്ടെയിൽ റിപ്പോർട്ട് (റീട്ടെയിൽ കണക്കുകൾ, Vahan എക്സ്പോർട്ട് അല്ല)',
    },
  },
};
