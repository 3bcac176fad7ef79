import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockText, parseArticle } from './article-source.ts';
import { parseTranslation } from './article-translation.ts';
import { parseVideos, parseVideoTranslations } from './videos-source.ts';

const DIR = path.resolve(import.meta.dirname, '../../../data/blogs');
const ids = fs
  .readdirSync(path.join(DIR, 'articles'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => Number(f.replace('.md', '')));

describe('the Hindi articles (data/blogs/articles-hi)', () => {
  const translations = ids.map((id) =>
    parseTranslation(fs.readFileSync(path.join(DIR, 'articles-hi', `${id}.md`), 'utf8')),
  );

  it('give every article a Hindi heading and summary, and translate at least 5 whole', () => {
    expect(translations.map((t) => t.blogId)).toEqual(ids);
    for (const t of translations) {
      expect(t.heading).toMatch(/[\u0900-\u097F]/);
      expect(t.headingDesc).toMatch(/[\u0900-\u097F]/);
    }
    expect(translations.filter((t) => t.translated === 'full').length).toBeGreaterThanOrEqual(5);
  });

  it('keep a whole translation’s structure and every figure of the English', () => {
    for (const t of translations.filter((x) => x.translated === 'full')) {
      const english = parseArticle(fs.readFileSync(path.join(DIR, 'articles', `${t.blogId}.md`), 'utf8'));
      expect(t.blocks.map((b) => b.type)).toEqual(english.blocks.map((b) => b.type));
      const figures = (text: string) => (text.match(/\d[\d,.]*/g) ?? []).map((f) => f.replace(/[.,]$/, '')).toSorted();
      expect(figures(blockText(t.blocks))).toEqual(figures(blockText(english.blocks)));
    }
  });

  it('refuse a file that says full with no body, or summary with one', () => {
    expect(() => parseTranslation('---\nblogId: 1\nheading: क\nheadingDesc: ख\ntranslated: full\n---\n')).toThrow(
      /no body/,
    );
    expect(() =>
      parseTranslation('---\nblogId: 1\nheading: क\nheadingDesc: ख\ntranslated: summary\n---\nपाठ\n'),
    ).toThrow(/say full/);
    expect(() =>
      parseTranslation('---\nblogId: 1\nheading: क\nheadingDesc: ख\ntranslated: full\n---\n<b>x</b>\n'),
    ).toThrow(/raw HTML/);
  });
});

describe('the Hindi of the videos (data/blogs/videos-hi.json)', () => {
  it('gives every listed video a Hindi title and description', () => {
    const videos = parseVideos(JSON.parse(fs.readFileSync(path.join(DIR, 'videos.json'), 'utf8')));
    const hindi = parseVideoTranslations(JSON.parse(fs.readFileSync(path.join(DIR, 'videos-hi.json'), 'utf8')));
    expect(hindi.map((v) => v.videoId).toSorted()).toEqual(videos.map((v) => v.videoId).toSorted());
    for (const v of hindi) expect(`${v.title} ${v.description}`).toMatch(/[\u0900-\u097F]/);
  });
});
