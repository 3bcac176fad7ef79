import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ArticleError, parseArticle } from '../src/domain/blogs/article-source.ts';
import {
  parseTranslation,
  type ArticleTranslation,
  type TranslatedHeading,
} from '../src/domain/blogs/article-translation.ts';
import type { BlogArticle, BlogMeta, VideoBlog } from '../src/domain/blogs/blog-content.ts';
import { parseVideos, parseVideoTranslations } from '../src/domain/blogs/videos-source.ts';

/**
 * Turns the blog content (data/blogs: articles/<id>.md, images/<name>.svg, videos.json) into
 * modules the screens import, at build time, so the browser gets plain data and no Markdown
 * library:
 * - `virtual:blog-index`: the list fields of every article, the videos, and one lazy loader per
 *   article;
 * - `virtual:blog-article/<id>`: one article's metadata and body blocks, a chunk of its own.
 * The illustrations (our own SVGs, ~1 KB each) travel inside those modules as data: URLs, as Vite
 * does for any imported asset under 4 KB: the list's 17 pictures cost no request of their own. They
 * are also still written to /blog-images/<name>.svg. An article that fails to parse is
 * left out with a warning rather than breaking the build; the content tests
 * (src/domain/blogs/blog-content.test.ts) fail on it. BLOG_CONTENT_DIR points elsewhere (tests).
 */
const INDEX_ID = 'virtual:blog-index';
const ARTICLE_PREFIX = 'virtual:blog-article/';
/** The Hindi headings and summaries (and loaders of the translated bodies): loaded only for a Hindi reader. */
const HINDI_INDEX_ID = 'virtual:blog-index-hi';
const HINDI_ARTICLE_PREFIX = 'virtual:blog-article-hi/';
const DEFAULT_SIZE = { imgWidth: 640, imgHeight: 360 };

export function contentDir(): string {
  return path.resolve(process.env.BLOG_CONTENT_DIR ?? path.join(import.meta.dirname, '..', 'data', 'blogs'));
}

interface Scan {
  articles: Map<number, BlogArticle>;
  /** articles-hi/<id>.md, for articles that exist. */
  hindi: Map<number, ArticleTranslation>;
  /** videos-hi.json: each video's title and description in Hindi, by videoId. */
  hindiVideos: Map<string, { title: string; description: string }>;
  videos: VideoBlog[];
  warnings: string[];
}

/** The intrinsic size of an illustration from its viewBox (or width/height), for layout before it loads. */
export function svgSize(svg: string): { imgWidth: number; imgHeight: number } {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(svg);
  const width = Number(viewBox?.[1] ?? /\swidth\s*=\s*["']([\d.]+)/.exec(svg)?.[1]);
  const height = Number(viewBox?.[2] ?? /\sheight\s*=\s*["']([\d.]+)/.exec(svg)?.[1]);
  return width > 0 && height > 0 ? { imgWidth: Math.round(width), imgHeight: Math.round(height) } : DEFAULT_SIZE;
}

export function scanContent(dir = contentDir()): Scan {
  const warnings: string[] = [];
  const articles = new Map<number, BlogArticle>();
  const articleDir = path.join(dir, 'articles');
  const files = fs.existsSync(articleDir)
    ? fs
        .readdirSync(articleDir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
  for (const name of files) {
    try {
      const { meta, blocks } = parseArticle(fs.readFileSync(path.join(articleDir, name), 'utf8'));
      if (articles.has(meta.blogId)) throw new ArticleError(`blogId ${meta.blogId} is used twice`);
      const image = path.join(dir, 'images', path.basename(meta.blogImg));
      const size = fs.existsSync(image) ? svgSize(fs.readFileSync(image, 'utf8')) : DEFAULT_SIZE;
      if (!fs.existsSync(image)) warnings.push(`${name}: no illustration at ${image}`);
      articles.set(meta.blogId, { meta: { ...meta, ...size }, blocks });
    } catch (error) {
      warnings.push(`${name} left out: ${(error as Error).message}`);
    }
  }
  const hindi = new Map<number, ArticleTranslation>();
  const hindiDir = path.join(dir, 'articles-hi');
  for (const name of fs.existsSync(hindiDir)
    ? fs
        .readdirSync(hindiDir)
        .filter((file) => file.endsWith('.md'))
        .sort()
    : []) {
    try {
      const translation = parseTranslation(fs.readFileSync(path.join(hindiDir, name), 'utf8'));
      if (!articles.has(translation.blogId)) throw new ArticleError(`no article ${translation.blogId} to translate`);
      hindi.set(translation.blogId, translation);
    } catch (error) {
      warnings.push(`articles-hi/${name} left out: ${(error as Error).message}`);
    }
  }
  let videos: VideoBlog[] = [];
  const videoFile = path.join(dir, 'videos.json');
  if (fs.existsSync(videoFile)) {
    try {
      videos = parseVideos(JSON.parse(fs.readFileSync(videoFile, 'utf8')));
    } catch (error) {
      warnings.push(`videos left out: ${(error as Error).message}`);
    }
  }
  const hindiVideos = new Map<string, { title: string; description: string }>();
  const hindiVideoFile = path.join(dir, 'videos-hi.json');
  if (fs.existsSync(hindiVideoFile)) {
    try {
      for (const v of parseVideoTranslations(JSON.parse(fs.readFileSync(hindiVideoFile, 'utf8')))) {
        if (!videos.some((video) => video.videoId === v.videoId)) throw new Error(`no video ${v.videoId} to translate`);
        hindiVideos.set(v.videoId, { title: v.title, description: v.description });
      }
    } catch (error) {
      warnings.push(`videos-hi.json left out: ${(error as Error).message}`);
    }
  }
  return { articles, hindi, hindiVideos, videos, warnings };
}

/** An article's illustration as a data: URL (its served path if the file is missing, so the page still shows a broken image, not nothing). */
export function illustrationUrl(dir: string, blogImg: string): string {
  const file = path.join(dir, 'images', path.basename(blogImg));
  if (!fs.existsSync(file)) return blogImg;
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;
}

function indexModule(scan: Scan, inline: (meta: BlogMeta) => BlogMeta): string {
  const metas: BlogMeta[] = [...scan.articles.values()]
    .map((article) => inline(article.meta))
    .sort((a, b) => a.blogId - b.blogId);
  const loaders = metas.map(
    (meta) => `  ${meta.blogId}: () => import(${JSON.stringify(ARTICLE_PREFIX + meta.blogId)}),`,
  );
  return [
    `export const blogs = ${JSON.stringify(metas)};`,
    `export const videos = ${JSON.stringify(scan.videos)};`,
    `export const articles = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

function hindiIndexModule(scan: Scan): string {
  const headings: Record<number, TranslatedHeading> = {};
  for (const [id, { heading, headingDesc, translated }] of scan.hindi)
    headings[id] = { heading, headingDesc, translated };
  const loaders = [...scan.hindi.values()]
    .filter((t) => t.translated === 'full')
    .map((t) => `  ${t.blogId}: () => import(${JSON.stringify(HINDI_ARTICLE_PREFIX + t.blogId)}),`);
  return [
    `export const headings = ${JSON.stringify(headings)};`,
    `export const videos = ${JSON.stringify(Object.fromEntries(scan.hindiVideos))};`,
    `export const articles = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

const images = (dir: string) => {
  const imageDir = path.join(dir, 'images');
  return fs.existsSync(imageDir) ? fs.readdirSync(imageDir).filter((name) => /^[\w-]+\.svg$/.test(name)) : [];
};

export function blogContent(): Plugin {
  const dir = contentDir();
  // One read of the folder per build (or per change in dev), shared by the index and every article.
  let cached: Scan | null = null;
  const scan = (warn: (message: string) => void) => {
    if (cached) return cached;
    cached = scanContent(dir);
    for (const warning of cached.warnings) warn(`blog content: ${warning}`);
    return cached;
  };
  // Each illustration read once per build too: the index and the article's own module both carry it.
  const imageUrls = new Map<string, string>();
  const inline = (meta: BlogMeta): BlogMeta => {
    let url = imageUrls.get(meta.blogImg);
    if (url === undefined) imageUrls.set(meta.blogImg, (url = illustrationUrl(dir, meta.blogImg)));
    return { ...meta, blogImg: url };
  };
  const forget = () => {
    cached = null;
    imageUrls.clear();
  };
  return {
    name: 'ev-blog-content',
    buildStart() {
      forget();
    },
    resolveId(id) {
      if (
        id === INDEX_ID ||
        id.startsWith(ARTICLE_PREFIX) ||
        id === HINDI_INDEX_ID ||
        id.startsWith(HINDI_ARTICLE_PREFIX)
      )
        return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        this.addWatchFile(dir);
        return indexModule(
          scan((message) => this.warn(message)),
          inline,
        );
      }
      if (id === `\0${HINDI_INDEX_ID}`) return hindiIndexModule(scan((message) => this.warn(message)));
      if (id.startsWith(`\0${HINDI_ARTICLE_PREFIX}`)) {
        const translation = scan((message) => this.warn(message)).hindi.get(
          Number(id.slice(HINDI_ARTICLE_PREFIX.length + 1)),
        );
        if (!translation || translation.translated !== 'full') throw new Error(`no Hindi article for ${id.slice(1)}`);
        return `export default ${JSON.stringify({ blocks: translation.blocks })};`;
      }
      if (id.startsWith(`\0${ARTICLE_PREFIX}`)) {
        const article = scan((message) => this.warn(message)).articles.get(Number(id.slice(ARTICLE_PREFIX.length + 1)));
        if (!article) throw new Error(`no blog article for ${id.slice(1)}`);
        return `export default ${JSON.stringify({ ...article, meta: inline(article.meta) })};`;
      }
      return null;
    },
    generateBundle() {
      for (const name of images(dir)) {
        this.emitFile({
          type: 'asset',
          fileName: `blog-images/${name}`,
          source: fs.readFileSync(path.join(dir, 'images', name)),
        });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use('/blog-images', (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!images(dir).includes(name)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(fs.readFileSync(path.join(dir, 'images', name)));
      });
      // New or edited articles show on the next reload without restarting the dev server.
      server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return;
        forget();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:blog-')) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
