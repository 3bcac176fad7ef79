import { describe, expect, it } from 'vitest';
import { languageOfPage, pageKey, pageOfKey, wantedLanguage } from './page-keys.ts';

describe('saved pages, by address and language', () => {
  it('keeps English and Hindi copies of a page apart, and gives back the address', () => {
    const url = 'https://evindia.example/planatrip/locationonway?origin=Delhi&destination=Jaipur';
    expect(pageKey(url, 'en')).not.toBe(pageKey(url, 'hi'));
    expect(pageOfKey(pageKey(url, 'hi'))).toEqual({ url, language: 'hi' });
    expect(pageOfKey(pageKey('https://evindia.example/blogs/3#top', 'en'))).toEqual({
      url: 'https://evindia.example/blogs/3',
      language: 'en',
    });
  });

  it("reads a page's language from its Content-Language", () => {
    expect(languageOfPage(new Response('', { headers: { 'content-language': 'hi' } }))).toBe('hi');
    expect(languageOfPage(new Response(''))).toBe('en');
    expect(languageOfPage(new Response('', { headers: { 'content-language': 'fr' } }))).toBe('en');
  });

  it("wants the app's cookie's language, else the browser's, as the server would", () => {
    expect(wantedLanguage('hi', ['en-US'])).toBe('hi');
    expect(wantedLanguage(null, ['hi-IN', 'en'])).toBe('hi');
    expect(wantedLanguage(undefined, ['en-GB', 'hi'])).toBe('en');
    expect(wantedLanguage('xx', [])).toBe('en');
  });
});
