/** Malayalam of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { blogsEn } from './blogs.en.ts';

export const blogsMl: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'ബ്ലോഗുകൾ', videos: 'വീഡിയോ ബ്ലോഗുകൾ' },
    tabs: { label: 'ബ്ലോഗ് തരം', blogs: 'ബ്ലോഗുകൾ', videos: 'വീഡിയോകൾ' },
    empty: 'ഇതുവരെ ലേഖനങ്ങളില്ല. ഉടൻ വീണ്ടും നോക്കുക.',
    noVideos: 'ഇതുവരെ വീഡിയോകളില്ല. ഉടൻ വീണ്ടും നോക്കുക.',
    published: '{{date}}-ന് പ്രസിദ്ധീകരിച്ചു',
    playerTitle: 'വീഡിയോ പ്ലെയർ: {{title}}',
    openOnHost: 'ഈ വീഡിയോ YouTube-ൽ തുറക്കുക',
    backToBlogs: 'ബ്ലോഗുകളിലേക്ക് മടങ്ങുക',
    backToVideos: 'വീഡിയോകളിലേക്ക് മടങ്ങുക',
    notFound: {
      heading: 'ആ ലേഖനം കണ്ടെത്താനായില്ല',
      body: 'ഇത് മാറ്റിയിരിക്കാം, അല്ലെങ്കിൽ ലിങ്ക് തെറ്റായി ടൈപ്പ് ചെയ്തിരിക്കാം. ലിസ്റ്റിൽ നിന്ന് മറ്റൊരു ലേഖനം തിരഞ്ഞെടുക്കുക.',
    },
    videoNotFound: {
      heading: 'ആ വീഡിയോ കണ്ടെത്താനായില്ല',
      body: 'ഇത് നീക്കം ചെയ്തിരിക്കാം, അല്ലെങ്കിൽ ലിങ്ക് തെറ്റായി ടൈപ്പ് ചെയ്തിരിക്കാം. ലിസ്റ്റിൽ നിന്ന് മറ്റൊരു വീഡിയോ തിരഞ്ഞെടുക്കുക.',
    },
    loadFailed: 'ഈ ലേഖനം ലോഡ് ആയില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
    englishOnly: 'ഈ ലേഖനം ഇതുവരെ വിവർത്തനം ചെയ്തിട്ടില്ല: ഇതാ ഇംഗ്ലീഷിൽ.',
    videoInEnglish: 'ഈ വീഡിയോ ഇംഗ്ലീഷിലാണ്',
    articleInEnglish: 'ഈ ലേഖനം ഇംഗ്ലീഷിലാണ്',
    autocomplete: {
      heading: 'ഒരു സ്ഥലം കണ്ടെത്തുക',
      intro:
        'ഇന്ത്യയിലെ ഒരു സ്ഥലം ടൈപ്പ് ചെയ്തു തുടങ്ങുക: ഒരു നഗരം, ഒരു പ്രദേശം, ഒരു ജില്ല അല്ലെങ്കിൽ ഒരു പിൻകോഡ്. നിർദ്ദേശങ്ങളിലൂടെ നീങ്ങാൻ ആരോ കീകളും ഒന്ന് തിരഞ്ഞെടുക്കാൻ Enter-ഉം ഉപയോഗിക്കുക.',
      label: 'സ്ഥലം',
      placeholder: 'ഉദാ. Koramangala',
      suggestions: 'സ്ഥല നിർദ്ദേശങ്ങൾ',
      noMatch: 'ക്ഷമിക്കണം, അങ്ങനെയൊരു സ്ഥലം ലഭ്യമല്ല',
      count_one: '{{count}} നിർദ്ദേശം',
      count_other: '{{count}} നിർദ്ദേശങ്ങൾ',
      selected: 'നിങ്ങൾ {{city}}, {{state}} തിരഞ്ഞെടുത്തു.',
    },
  },
};
