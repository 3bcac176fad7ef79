/** Modules made at build time from data/blogs by scripts/blog-content-plugin.ts. */
declare module 'virtual:blog-index' {
  import type { BlogArticle, BlogMeta, VideoBlog } from '../../../domain/blogs/blog-content.ts';
  export const blogs: BlogMeta[];
  export const videos: VideoBlog[];
  /** One loader per article: each body is a chunk of its own, fetched with its detail page. */
  export const articles: Record<number, () => Promise<{ default: BlogArticle }>>;
}

declare module 'virtual:blog-index-hi' {
  import type { Block } from '../../../domain/blogs/blog-content.ts';
  import type { TranslatedHeading } from '../../../domain/blogs/article-translation.ts';
  /** Every translated article's Hindi heading and summary, by blogId. */
  export const headings: Record<number, TranslatedHeading>;
  /** Each video's title and description in Hindi, by videoId (the videos themselves are in English). */
  export const videos: Record<string, { title: string; description: string }>;
  /** The wholly translated articles' Hindi bodies, each a chunk of its own. */
  export const articles: Record<number, () => Promise<{ default: { blocks: Block[] } }>>;
}
