/** Kannada of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsKn: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'ಬ್ಲಾಗ್‌ಗಳು', videos: 'ವೀಡಿಯೊ ಬ್ಲಾಗ್‌ಗಳು' },
    tabs: { label: 'ಬ್ಲಾಗ್ ಪ್ರಕಾರ', blogs: 'ಬ್ಲಾಗ್‌ಗಳು', videos: 'ವೀಡಿಯೊಗಳು' },
    empty: 'ಇನ್ನೂ ಲೇಖನಗಳಿಲ್ಲ. ದಯವಿಟ್ಟು ಶೀಘ್ರದಲ್ಲೇ ಮತ್ತೆ ನೋಡಿ.',
    noVideos: 'ಇನ್ನೂ ವೀಡಿಯೊಗಳಿಲ್ಲ. ದಯವಿಟ್ಟು ಶೀಘ್ರದಲ್ಲೇ ಮತ್ತೆ ನೋಡಿ.',
    published: '{{date}} ರಂದು ಪ್ರಕಟಿಸಲಾಗಿದೆ',
    playerTitle: 'ವೀಡಿಯೊ ಪ್ಲೇಯರ್: {{title}}',
    openOnHost: 'ಈ ವೀಡಿಯೊವನ್ನು YouTube ನಲ್ಲಿ ತೆರೆಯಿರಿ',
    backToBlogs: 'ಬ್ಲಾಗ್‌ಗಳಿಗೆ ಹಿಂದಿರುಗಿ',
    backToVideos: 'ವೀಡಿಯೊಗಳಿಗೆ ಹಿಂದಿರುಗಿ',
    notFound: {
      heading: 'ಆ ಲೇಖನ ನಮಗೆ ಸಿಗಲಿಲ್ಲ',
      body: 'ಅದು ಬೇರೆಡೆಗೆ ಸ್ಥಳಾಂತರಗೊಂಡಿರಬಹುದು, ಅಥವಾ ಲಿಂಕ್ ತಪ್ಪಾಗಿ ಟೈಪ್ ಆಗಿರಬಹುದು. ಪಟ್ಟಿಯಿಂದ ಬೇರೆ ಲೇಖನ ಆರಿಸಿ.',
    },
    videoNotFound: {
      heading: 'ಆ ವೀಡಿಯೊ ನಮಗೆ ಸಿಗಲಿಲ್ಲ',
      body: 'ಅದನ್ನು ತೆಗೆದುಹಾಕಿರಬಹುದು, ಅಥವಾ ಲಿಂಕ್ ತಪ್ಪಾಗಿ ಟೈಪ್ ಆಗಿರಬಹುದು. ಪಟ್ಟಿಯಿಂದ ಬೇರೆ ವೀಡಿಯೊ ಆರಿಸಿ.',
    },
    loadFailed: 'ಈ ಲೇಖನ ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    englishOnly: 'ಈ ಲೇಖನವನ್ನು ಇನ್ನೂ ಅನುವಾದಿಸಿಲ್ಲ: ಇಲ್ಲಿ ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿದೆ.',
    videoInEnglish: 'ಈ ವೀಡಿಯೊ ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿದೆ',
    articleInEnglish: 'ಈ ಲೇಖನ ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿದೆ',
    autocomplete: {
      heading: 'ಸ್ಥಳ ಹುಡುಕಿ',
      intro:
        'ಭಾರತದಲ್ಲಿನ ಒಂದು ಸ್ಥಳವನ್ನು ಟೈಪ್ ಮಾಡಲು ಆರಂಭಿಸಿ: ನಗರ, ಬಡಾವಣೆ, ಜಿಲ್ಲೆ ಅಥವಾ ಪಿನ್‌ಕೋಡ್. ಸಲಹೆಗಳ ನಡುವೆ ಸಾಗಲು ಬಾಣದ ಕೀಗಳನ್ನು, ಒಂದನ್ನು ಆರಿಸಲು Enter ಅನ್ನು ಬಳಸಿ.',
      label: 'ಸ್ಥಳ',
      placeholder: 'ಉದಾ. Koramangala',
      suggestions: 'ಸ್ಥಳದ ಸಲಹೆಗಳು',
      noMatch: 'ಕ್ಷಮಿಸಿ, ಅಂತಹ ಸ್ಥಳ ಲಭ್ಯವಿಲ್ಲ',
      count_one: '{{count}} ಸಲಹೆ',
      count_other: '{{count}} ಸಲಹೆಗಳು',
      selected: 'ನೀವು {{city}}, {{state}} ಆರಿಸಿದ್ದೀರಿ.',
    },
  },
};
