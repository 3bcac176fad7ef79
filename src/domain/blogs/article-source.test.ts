import { describe, expect, it } from 'vitest';
import { ArticleError, countWords, parseArticle } from './article-source.ts';

const FRONT = [
  '---',
  'blogId: 7',
  "heading: 'AC vs DC: which charger?'",
  'headingDesc: Short.',
  'blogImg: /blog-images/7.svg',
  'date: 2022-02-10',
  'topic: chargers',
  '---',
  '',
].join('\n');

describe('parseArticle', () => {
  it('reads the front matter, keeping the date as written and the id as a number', () => {
    const { meta } = parseArticle(`${FRONT}Body.`);
    expect(meta).toEqual({
      blogId: 7,
      heading: 'AC vs DC: which charger?',
      headingDesc: 'Short.',
      blogImg: '/blog-images/7.svg',
      date: '2022-02-10',
      topic: 'chargers',
    });
  });

  it('names each missing or malformed field', () => {
    expect(() => parseArticle('No front matter')).toThrow(ArticleError);
    const broken = FRONT.replace('blogId: 7', 'blogId: seven').replace('topic: chargers\n', '');
    expect(() => parseArticle(`${broken}Body.`)).toThrow(/blogId.*topic|topic.*blogId/s);
    expect(() => parseArticle(`${FRONT.replace('/blog-images/7.svg', 'https://x.example/7.png')}Body.`)).toThrow(
      /blogImg/,
    );
  });

  it('turns Markdown into plain blocks: headings below the article heading, lists, tables, links', () => {
    const { blocks } = parseArticle(
      `${FRONT}# Top\n\n### Sub\n\nSome **bold** and _em_ [source](https://powermin.gov.in/).\n\n- one\n- two\n\n| A | B |\n|:--|--:|\n| 1 | 2 |\n`,
    );
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'heading', 'paragraph', 'list', 'table']);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toMatchObject({ level: 3 });
    expect(blocks[2]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Some ' },
        { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'em', children: [{ type: 'text', text: 'em' }] },
        { type: 'text', text: ' ' },
        { type: 'link', href: 'https://powermin.gov.in/', children: [{ type: 'text', text: 'source' }] },
        { type: 'text', text: '.' },
      ],
    });
    expect(blocks[4]).toMatchObject({
      align: ['left', 'right'],
      header: [[{ text: 'A' }], [{ text: 'B' }]],
      rows: [[[{ text: '1' }], [{ text: '2' }]]],
    });
  });

  it('keeps raw HTML as visible text and reports it', () => {
    const { blocks, rawHtml } = parseArticle(
      `${FRONT}Hello <script>alert(1)</script> there.\n\n<div onclick="x()">block</div>\n`,
    );
    expect(rawHtml).toEqual(['<script>', '</script>', '<div onclick="x()">block</div>\n']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Hello <script>alert(1)</script> there.' }],
    });
    expect(blocks[1]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'text', text: '<div onclick="x()">block</div>\n' }],
    });
  });

  it('keeps a link to anything but the web, mail or this site as plain text', () => {
    const { blocks } = parseArticle(
      `${FRONT}[click](javascript:alert(1)) [data](data:text/html,x) [home](/evinindia)\n`,
    );
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'click data ' },
        { type: 'link', href: '/evinindia', children: [{ type: 'text', text: 'home' }] },
      ],
    });
  });

  it('shows typed entities as their characters', () => {
    const { blocks } = parseArticle(`${FRONT}Tata &amp; Ola, 5 &lt; 6\n`);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Tata & Ola, 5 < 6' }] });
  });

  it('counts the words a reader sees, not the Markdown marks', () => {
    const { words, blocks } = parseArticle(
      `${FRONT}## Two words\n\n**One** two - three, ₹14,000.\n\n| a | b |\n|---|---|\n| c | d |\n`,
    );
    expect(words).toBe(2 + 4 + 4);
    expect(countWords(blocks)).toBe(words);
  });
});
