import type { BlogMeta, VideoBlog } from '../../../domain/blogs/blog-content.ts';
import type { TranslatedHeading } from '../../../domain/blogs/article-translation.ts';
import { blogsEn } from '../../../domain/i18n/areas/blogs.en.ts';
import { i18n, registerStrings, useTranslation } from '../../lib/i18n.ts';

// Imported for its effect by every blogs screen: the area's words arrive with its chunk.
registerStrings(blogsEn, 'blogs');

// The articles' Hindi headings and summaries (data/blogs/articles-hi) come with the area's Hindi,
// for a Hindi reader only; English has them in each article's own metadata.
const ARTICLE_HEADINGS = {};
registerStrings(ARTICLE_HEADINGS, (language) =>
  language === 'hi'
    ? import('virtual:blog-index-hi').then((m) => ({ blogArticles: m.headings, blogVideos: m.videos }))
    : undefined,
);

/** '2022-02-11' → '11 February 2022'. */
export { formatLongDate as formatBlogDate } from '../../lib/format.ts';

/** An article's heading and summary in the reader's language, and whether its body is translated. */
export function useArticleText(meta: BlogMeta): {
  heading: string;
  headingDesc: string;
  translated: 'full' | 'summary' | null;
  /** The reader reads another language and the heading is the English one (marked lang="en" where shown). */
  inEnglish: boolean;
} {
  const { language } = useTranslation();
  const hindi =
    language === 'hi' ? (i18n.entry(`blogArticles.${meta.blogId}`) as TranslatedHeading | undefined) : undefined;
  return hindi
    ? { heading: hindi.heading, headingDesc: hindi.headingDesc, translated: hindi.translated, inEnglish: false }
    : { heading: meta.heading, headingDesc: meta.headingDesc, translated: null, inEnglish: language !== 'en' };
}

/** A video's title and description in the reader's language; `inEnglish` when the reader reads another language (the videos are in English). */
export function useVideoText(video: VideoBlog): {
  title: string;
  description: string;
  inEnglish: boolean;
  /** The title and description are the English ones (a language without the videos' words): marked lang="en". */
  textLang: 'en' | undefined;
} {
  const { language } = useTranslation();
  const hindi =
    language === 'hi'
      ? (i18n.entry(`blogVideos.${video.videoId}`) as { title: string; description: string } | undefined)
      : undefined;
  return {
    title: hindi?.title ?? video.title,
    description: hindi?.description ?? video.description,
    inEnglish: language !== 'en',
    textLang: language !== 'en' && !hindi ? 'en' : undefined,
  };
}
