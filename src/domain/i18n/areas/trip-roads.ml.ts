/** Malayalam of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripRoadsEn } from './trip-roads.en.ts';

export const tripRoadsMl: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'ദേശീയ പാതകൾ വഴിയുള്ള റോഡ് ദൂരം (© OpenStreetMap സംഭാവകർ)',
    sourceEstimated: 'റോഡ് ദൂരം ഏകദേശ കണക്ക്: ഈ സ്ഥലങ്ങൾക്കിടയിൽ ദേശീയ പാത വഴിയൊന്നും കണ്ടെത്തിയില്ല.',
    sourceProvider: {
      osrm: 'OSRM റൂട്ടിങ് സേവനം വഴിയുള്ള റോഡ് ദൂരം',
      google: 'Google Maps വഴിയുള്ള റോഡ് ദൂരം',
    },
    access: 'ഹൈവേയിലേക്കും തിരിച്ചുമുള്ള {{km}} km ഉൾപ്പെടെ, ഏകദേശ കണക്ക്',
    accessAndGaps: 'ഹൈവേയിലേക്കും തിരിച്ചുമുള്ള {{km}} km-ഉം ഹൈവേ ഡാറ്റയിലെ വിടവുകളിലൂടെയുള്ള {{gaps}} km-ഉം ഉൾപ്പെടെ, ഏകദേശ കണക്ക്',
    gaps: 'ഹൈവേ ഡാറ്റയിലെ വിടവുകളിലൂടെയുള്ള {{gaps}} km ഉൾപ്പെടെ, ഏകദേശ കണക്ക്',
    hills: '{{km}} km വളഞ്ഞ മലമ്പാതയിൽ {{pct}}% അധിക ഊർജ്ജം ഉൾപ്പെടെ, അനുമാനം',
    hillsNote:
      'വളഞ്ഞ മലമ്പാതയിൽ സമതലത്തേക്കാൾ ഒരു km-ന് {{pct}}% അധിക ഊർജ്ജം പ്ലാൻ കണക്കാക്കുന്നു (ഈ റൂട്ടിൽ {{km}} km): ഇന്ത്യൻ മലമ്പാതകൾക്ക് പ്രസിദ്ധീകരിച്ച കണക്കൊന്നും കണ്ടെത്താത്തതിനാൽ ഇത് ഞങ്ങളുടെ അനുമാനമാണ്. മലകളിലെ ബാറ്ററി നിലകൾ ഏകദേശ കണക്കുകളാണ്; കൂടുതൽ കരുതൽ സൂക്ഷിക്കുക.',
    mapLabel: 'റൂട്ടിന്റെയും ചാർജിങ് സ്റ്റേഷനുകളുടെയും മാപ്പ്',
  },
};
