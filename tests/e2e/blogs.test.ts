import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, illustrationUrl, scanContent } from '../../scripts/blog-content-plugin.ts';
import { blockText } from '../../src/domain/blogs/article-source.ts';
import { screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage, type StoredSession } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Blogs and video blogs in Debian's Chromium at a phone viewport. The
 * expected articles and videos are read from the same content the build used (data/blogs, or
 * BLOG_CONTENT_DIR), so the suite follows the content rather than copying it.
 */
const suite = phoneSuite();
const content = scanContent();
const metas = [...content.articles.values()].map((article) => article.meta).sort((a, b) => a.blogId - b.blogId);

let session: StoredSession;

beforeAll(async () => {
  session = sessionOf(await newSignedInUser(suite.baseUrl, suite.outbox, 'planningToBuy'));
});

/** A signed-in phone. The closed test network has no video host: its requests fail at once. */
async function phone(): Promise<Page> {
  const context = await suite.newPhone();
  await context.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) => route.abort());
  return signedInPage(context, session);
}

/** Serious or critical axe violations on the page as it stands (the route sweep sees only first states). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Content-security-policy refusals the browser reports for the page. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const header = (page: Page) => page.locator('header h1');

describe('blogs', () => {
  it('lists the articles; a card opens its article with date, illustration and body; back returns to the list', async () => {
    expect(metas.length, 'articles in the content').toBeGreaterThanOrEqual(2);
    const page = await phone();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        void response.text().then(
          (text) => scripts.push(text),
          () => {},
        );
    });
    await page.goto('/blogs');
    await expect.poll(() => page.title()).toBe('Blogs');
    await expect.poll(() => header(page).textContent()).toBe('Blogs');
    const tabs = page.getByRole('tablist', { name: 'Blog type' });
    expect(await tabs.getByRole('tab', { name: 'Blogs' }).getAttribute('aria-selected')).toBe('true');

    const cards = page.getByRole('tabpanel').getByRole('link');
    await expect.poll(() => cards.count()).toBe(metas.length);
    const first = metas[0]!;
    const second = metas[1]!;
    expect(await cards.nth(0).textContent()).toContain(first.heading);
    // Cards past the first screenful wait to load their illustration; every image has its size.
    const images = page.getByRole('tabpanel').locator('img');
    expect(await images.nth(metas.length - 1).getAttribute('loading')).toBe('lazy');
    expect(await images.nth(0).getAttribute('width')).toBe(String(first.imgWidth));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'blogs-list');

    // The list never downloads article bodies.
    const opening = blockText(content.articles.get(first.blogId)!.blocks).slice(0, 60);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes(JSON.stringify(opening).slice(1, -1)))).toBe(false);

    await cards.nth(1).click();
    await expect.poll(() => pathOf(page)).toBe(`/blogs/${second.blogId}`);
    const article = page.getByRole('article');
    await expect.poll(() => article.getByRole('heading', { level: 2 }).textContent()).toBe(second.heading);
    expect(await article.locator('time').getAttribute('datetime')).toBe(second.date);
    const illustration = article.locator('img');
    // Inside the page as a data: URL, no request of its own.
    expect(await illustration.getAttribute('src')).toBe(illustrationUrl(contentDir(), second.blogImg));
    expect(second.blogImg).toMatch(/^\/blog-images\//);
    expect(await illustration.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect
      .poll(() => illustration.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const body = blockText(content.articles.get(second.blogId)!.blocks);
    const words = (await article.locator('.blog-article__body').innerText()).split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(body.split(/\s+/).filter(Boolean).length * 0.9);
    expect(await page.title()).toBe('Blogs');
    await screenshot(page, 'blog-article');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'blog-article-end');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/blogs');
    await expect.poll(() => cards.count()).toBe(metas.length);

    // The list's own back arrow goes to /dashboard, which the router forwards home.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/evinindia');
  });

  it('opens an article from a shared link, and its back arrow then goes to the list', async () => {
    const page = await phone();
    const last = metas.at(-1)!;
    await page.goto(`/blogs/${last.blogId}`);
    await expect
      .poll(() => page.getByRole('article').getByRole('heading', { level: 2 }).textContent())
      .toBe(last.heading);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/blogs');
  });

  it.each(['/blogs/999', '/blogs/abc', '/blogs/0'])(
    'shows a friendly not-found state for %s, with a way back',
    async (url) => {
      const page = await phone();
      await page.goto(url);
      await expect
        .poll(() => page.getByRole('heading', { name: 'We could not find that article' }).isVisible())
        .toBe(true);
      await screenshot(page, `blog-not-found-${url.split('/').at(-1)}`);
      await page.getByRole('link', { name: 'Back to blogs' }).click();
      await expect.poll(() => pathOf(page)).toBe('/blogs');
    },
  );

  it('switches to the Videos tab by keyboard; the tab survives a reload; a video plays in the privacy-enhanced player', async () => {
    expect(content.videos).toHaveLength(4);
    const page = await phone();
    const refusals = cspRefusals(page);
    await page.goto('/blogs');
    const blogsTab = page.getByRole('tab', { name: 'Blogs' });
    const videosTab = page.getByRole('tab', { name: 'Videos' });
    await blogsTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/blogs?tab=videos');
    await expect.poll(() => videosTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Videos');
    await expect.poll(() => header(page).textContent()).toBe('Video Blogs');

    await page.reload();
    await expect.poll(() => header(page).textContent()).toBe('Video Blogs');
    const cards = page.getByRole('tabpanel', { name: 'Videos' }).getByRole('link');
    await expect.poll(() => cards.count()).toBe(4);
    for (const [index, video] of content.videos.entries()) {
      expect(await cards.nth(index).textContent()).toContain(video.title);
    }
    // The thumbnails are asked of the video host by id (this closed network refuses them, so
    // each card then shows its plain frame instead of a broken image).
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    await page.reload();
    await expect.poll(() => cards.count()).toBe(4);
    for (const video of content.videos) {
      await expect.poll(() => requested.has(`https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`)).toBe(true);
    }
    await expect.poll(() => page.locator('.blog-card img').count()).toBe(0);
    await screenshot(page, 'blogs-videos');
    expect(await seriousViolations(page)).toEqual([]);

    const video = content.videos[2]!;
    await cards.nth(2).click();
    await expect.poll(() => pathOf(page)).toBe(`/blogs/video/${video.videoId}`);
    const player = page.locator('iframe');
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`);
    expect(await player.getAttribute('title')).toBe(`Video player: ${video.title}`);
    expect(await player.getAttribute('allow')).toContain('autoplay');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe(video.title);
    expect(await page.getByRole('link', { name: 'Open this video on YouTube' }).getAttribute('href')).toBe(
      `https://www.youtube.com/watch?v=${video.videoId}`,
    );
    await screenshot(page, 'video-blog');
    expect(await seriousViolations(page)).toEqual([]);
    // The policy lets the thumbnails and the player through (the test network then refuses them).
    expect(refusals).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/blogs?tab=videos');
    await expect.poll(() => page.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a not-found state for a video id that is not listed, with the way back to the videos', async () => {
    const page = await phone();
    await page.goto('/blogs/video/AAAAAAAAAAA');
    await expect.poll(() => page.getByRole('heading', { name: 'We could not find that video' }).isVisible()).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await expect.poll(() => pathOf(page)).toBe('/blogs?tab=videos');
  });
});
