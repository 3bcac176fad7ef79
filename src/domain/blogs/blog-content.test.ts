import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanContent } from '../../../scripts/blog-content-plugin.ts';
import { parseArticle, type ParsedArticle } from './article-source.ts';
import { VIDEO_ID } from './blog-content.ts';
import { parseVideos } from './videos-source.ts';

/**
 * The blog content in data/blogs, as the build will use it: 17 articles with ids 1 to 17, every
 * field present, 400 to 900 words, no raw HTML, an illustration each; 4 videos by real id.
 * BLOG_CONTENT_DIR checks another folder.
 */
const dir = path.resolve(
  process.env.BLOG_CONTENT_DIR ?? path.join(import.meta.dirname, '..', '..', '..', 'data', 'blogs'),
);
const articleDir = path.join(dir, 'articles');
const files = fs.existsSync(articleDir)
  ? fs
      .readdirSync(articleDir)
      .filter((name) => name.endsWith('.md'))
      .sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b))
  : [];
// A file that does not parse is reported by name below rather than failing the whole suite.
const parsed = files.map((name): { name: string; error: string } | ({ name: string } & ParsedArticle) => {
  try {
    return { name, ...parseArticle(fs.readFileSync(path.join(articleDir, name), 'utf8')) };
  } catch (error) {
    return { name, error: (error as Error).message };
  }
});
const articles = parsed.filter((article): article is { name: string } & ParsedArticle => !('error' in article));

describe('blog articles', () => {
  it('all parse: front matter with every field, then Markdown', () => {
    expect(parsed.flatMap((article) => ('error' in article ? [`${article.name}: ${article.error}`] : []))).toEqual([]);
  });

  it('are 17, with the unique ids 1 to 17, each in <id>.md', () => {
    expect(files).toHaveLength(17);
    const ids = articles.map((article) => article.meta.blogId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const article of articles) expect(article.name).toBe(`${article.meta.blogId}.md`);
  });

  it.each(articles.map((article) => [article.name, article] as const))(
    '%s has every field, a real date and its own illustration',
    (_name, article) => {
      const { meta } = article;
      for (const field of ['heading', 'headingDesc', 'topic'] as const) expect(meta[field].trim(), field).not.toBe('');
      expect(meta.headingDesc.length, 'headingDesc is short').toBeLessThanOrEqual(200);
      expect(meta.blogImg).toBe(`/blog-images/${meta.blogId}.svg`);
      const date = new Date(`${meta.date}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), 'a real calendar date').toBe(meta.date);
      expect(date.getTime(), 'not in the future').toBeLessThanOrEqual(Date.now());
      const svg = fs.readFileSync(path.join(dir, 'images', `${meta.blogId}.svg`), 'utf8');
      expect(svg).toMatch(/<svg[\s>]/);
      // An illustration is a picture only: no script, event handlers or outside references.
      expect(svg).not.toMatch(/<script|\son\w+\s*=|<foreignObject|href\s*=\s*["'](?!#)/i);
    },
  );

  it.each(articles.map((article) => [article.name, article] as const))(
    '%s is 400 to 900 words of Markdown with no raw HTML',
    (_name, article) => {
      expect(article.words).toBeGreaterThanOrEqual(400);
      expect(article.words).toBeLessThanOrEqual(900);
      expect(article.rawHtml).toEqual([]);
    },
  );

  it('all reach the build, none left out', () => {
    const scan = scanContent(dir);
    expect(scan.warnings).toEqual([]);
    expect([...scan.articles.keys()].sort((a, b) => a - b)).toEqual(
      articles.map((article) => article.meta.blogId).sort((a, b) => a - b),
    );
  });
});

describe('video blogs', () => {
  const file = path.join(dir, 'videos.json');
  const videos = fs.existsSync(file) ? parseVideos(JSON.parse(fs.readFileSync(file, 'utf8'))) : [];

  it('are 4 distinct video ids of the host’s id form, each with where it was found', () => {
    expect(videos).toHaveLength(4);
    expect(new Set(videos.map((video) => video.videoId)).size).toBe(4);
    for (const video of videos) {
      expect(video.videoId).toMatch(VIDEO_ID);
      expect(video.foundAt).toMatch(/^https:\/\//);
    }
  });
});
