/**
 * The shapes of the blog content as the screens receive it. Articles are Markdown files
 * (data/blogs/articles/<id>.md); the build turns each body into these plain blocks
 * (article-source.ts), so the browser renders React elements from data and never injects HTML.
 */

/** What the blog list needs of an article: no body. */
export interface BlogMeta {
  blogId: number;
  heading: string;
  headingDesc: string;
  /** The illustration: its served path in the content (/blog-images/3.svg); in the built modules, a data: URL of it. */
  blogImg: string;
  /** Intrinsic size of the illustration (from its viewBox), so the list reserves its space. */
  imgWidth: number;
  imgHeight: number;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  topic: string;
}

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'br' };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  /** Text of a tight list item, shown without a paragraph around it. */
  | { type: 'inline'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' }
  | { type: 'table'; align: ('left' | 'right' | 'center' | null)[]; header: Inline[][]; rows: Inline[][][] };

export interface BlogArticle {
  meta: BlogMeta;
  blocks: Block[];
}

export interface VideoBlog {
  /** The video host's 11-character id. */
  videoId: string;
  title: string;
  description: string;
  /** The public page where the id was found. */
  foundAt: string;
}

/** The video host's id form: 11 characters of letters, digits, '-' and '_'. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const videoThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
/** The video's own page on the host, for when the player cannot load. */
export const videoPage = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
/** The privacy-enhanced player: no cookies until the person plays. */
export const videoEmbed = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
