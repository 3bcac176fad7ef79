/** Modules made at build time from data/blogs by scripts/blog-content-plugin.ts. */
declare module 'virtual:blog-index' {
  import type { BlogArticle, BlogMeta, VideoBlog } from '../../../domain/blogs/blog-content.ts';
  export const blogs: BlogMeta[];
  export const videos: VideoBlog[];
  /** One loader per article: each body is a chunk of its own, fetched with its detail page. */
  export const articles: Record<number, () => Promise<{ default: BlogArticle }>>;
}
