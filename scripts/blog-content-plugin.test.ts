import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { scanContent, svgSize } from './blog-content-plugin.ts';

const article = (id: number, body = 'Body text.') =>
  [
    '---',
    `blogId: ${id}`,
    `heading: Article ${id}`,
    'headingDesc: Short.',
    `blogImg: /blog-images/${id}.svg`,
    'date: 2022-02-10',
    'topic: t',
    '---',
    body,
  ].join('\n');

function contentFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-blog-content-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('scanContent', () => {
  it('keeps every good article with its illustration size, and leaves out a broken or duplicate one with a warning', () => {
    const dir = contentFolder({
      'articles/1.md': article(1),
      'articles/2.md': article(2),
      'articles/3.md': 'no front matter',
      'articles/4.md': article(1),
      'images/1.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"></svg>',
      'videos.json': JSON.stringify([
        { videoId: 'iuyy1bIgR1s', title: 'T', description: 'D', foundAt: 'https://example.org/p' },
      ]),
    });
    const scan = scanContent(dir);
    expect([...scan.articles.keys()].sort()).toEqual([1, 2]);
    expect(scan.articles.get(1)?.meta).toMatchObject({ heading: 'Article 1', imgWidth: 320, imgHeight: 180 });
    // No illustration for 2: it is kept, sized 16:9, and named in a warning.
    expect(scan.articles.get(2)?.meta).toMatchObject({ imgWidth: 640, imgHeight: 360 });
    expect(scan.warnings).toEqual([
      expect.stringMatching(/^2\.md: no illustration/),
      expect.stringMatching(/^3\.md left out: no front matter/),
      expect.stringMatching(/^4\.md left out: blogId 1 is used twice/),
    ]);
    expect(scan.videos.map((video) => video.videoId)).toEqual(['iuyy1bIgR1s']);
  });

  it('gives no articles or videos for a missing folder, and leaves out videos that do not validate', () => {
    expect(scanContent(path.join(os.tmpdir(), 'ev-no-such-folder'))).toEqual({
      articles: new Map(),
      hindi: new Map(),
      hindiVideos: new Map(),
      videos: [],
      warnings: [],
    });
    const scan = scanContent(
      contentFolder({
        'videos.json': JSON.stringify([{ videoId: 'short', title: 'T', description: 'D', foundAt: 'https://x.org' }]),
      }),
    );
    expect(scan.videos).toEqual([]);
    expect(scan.warnings).toEqual([expect.stringMatching(/^videos left out: videos\.json: 0\.videoId/)]);
  });
});

describe('svgSize', () => {
  it('reads the viewBox, else width and height, else assumes 640x360', () => {
    expect(svgSize('<svg viewBox="0 0 320 180">')).toEqual({ imgWidth: 320, imgHeight: 180 });
    expect(svgSize('<svg width="200" height="100">')).toEqual({ imgWidth: 200, imgHeight: 100 });
    expect(svgSize('<svg>')).toEqual({ imgWidth: 640, imgHeight: 360 });
  });
});
