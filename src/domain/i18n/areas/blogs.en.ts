/**
 * English strings of one product area: Blogs and video blogs, and the AutoComplete demo (issue 6).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const blogsEn = {
  blogs: {
    // The header names the open tab (spec section 4, "Blog tab: Blogs or Video Blogs").
    header: { blogs: 'Blogs', videos: 'Video Blogs' },
    tabs: { label: 'Blog type', blogs: 'Blogs', videos: 'Videos' },
    empty: 'No articles yet. Please check back soon.',
    noVideos: 'No videos yet. Please check back soon.',
    published: 'Published {{date}}',
    playerTitle: 'Video player: {{title}}',
    openOnHost: 'Open this video on YouTube',
    backToBlogs: 'Back to blogs',
    backToVideos: 'Back to videos',
    notFound: {
      heading: 'We could not find that article',
      body: 'It may have moved, or the link may be mistyped. Pick another article from the list.',
    },
    videoNotFound: {
      heading: 'We could not find that video',
      body: 'It may have been removed, or the link may be mistyped. Pick another video from the list.',
    },
    loadFailed: 'This article did not load. Please check your connection and try again.',
    /** Shown only to a Hindi reader, above an article whose body is not translated yet. */
    englishOnly: 'This article is not translated yet: here it is in English.',
    videoInEnglish: 'The video is in English',
    /** Shown to a reader of a language the articles are not translated into, above the English article and beside its heading (issue 41). */
    articleInEnglish: 'This article is in English',
    // The /AutoComplete demo (issue 6 puts it with this area).
    autocomplete: {
      heading: 'Find a place',
      intro:
        'Start typing a place in India: a city, a neighbourhood, a district or a pincode. Use the arrow keys to move through the suggestions and Enter to pick one.',
      label: 'Place',
      placeholder: 'e.g. Koramangala',
      suggestions: 'Place suggestions',
      noMatch: 'sorry no such place available',
      count_one: '{{count}} suggestion',
      count_other: '{{count}} suggestions',
      selected: 'You picked {{city}}, {{state}}.',
    },
  },
} as const;
