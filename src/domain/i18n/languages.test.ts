import { describe, expect, it } from 'vitest';
import { languageBody } from './language.schema.ts';
import { languageFromAcceptLanguage, languageFromCookie } from './languages.ts';

describe('the page language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['mr-IN,mr;q=0.9,hi;q=0.8,en;q=0.5', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['en;q=0.5,hi;q=0.6', 'hi'],
    ['hi;q=0,en', 'en'],
    ['*', 'en'],
    ['HI', 'hi'],
  ])('follows Accept-Language %j on a first visit: %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('reads the person’s choice from its cookie, and nothing else', () => {
    expect(languageFromCookie('a=1; ev_lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('ev_lang=en')).toBe('en');
    expect(languageFromCookie('ev_lang=fr')).toBeUndefined();
    expect(languageFromCookie('xev_lang=hi')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('takes only English or Hindi as a choice', () => {
    expect(languageBody.safeParse({ language: 'hi' }).success).toBe(true);
    expect(languageBody.safeParse({ language: 'fr' }).success).toBe(false);
    expect(languageBody.safeParse({ language: 'hi', extra: 1 }).success).toBe(false);
  });
});
