import { describe, expect, it } from 'vitest';
import { languageBody } from './language.schema.ts';
import { LANGUAGE_NAMES, LANGUAGES, languageFromAcceptLanguage, languageFromCookie } from './languages.ts';

describe('the page language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['mr-IN,mr;q=0.9,hi;q=0.8,en;q=0.5', 'mr'],
    ['ta-IN,ta;q=0.9', 'ta'],
    ['te-IN', 'te'],
    ['kn-IN,kn;q=0.9,en;q=0.8', 'kn'],
    ['bn-IN,bn', 'bn'],
    ['ml', 'ml'],
    ['gu-IN;q=0.4,en;q=0.3', 'gu'],
    ['pa-IN,pa;q=0.9,hi;q=0.5', 'hi'],
    ['fr-FR,de;q=0.9', 'en'],
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
    expect(languageFromCookie('ev_lang=ta')).toBe('ta');
    expect(languageFromCookie('ev_lang=fr')).toBeUndefined();
    expect(languageFromCookie('xev_lang=hi')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('takes only one of the nine languages as a choice', () => {
    for (const language of LANGUAGES) expect(languageBody.safeParse({ language }).success).toBe(true);
    expect(languageBody.safeParse({ language: 'fr' }).success).toBe(false);
    expect(languageBody.safeParse({ language: 'hi', extra: 1 }).success).toBe(false);
  });

  it('names each of the nine languages in its own script', () => {
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGUAGES]);
    expect(Object.values(LANGUAGE_NAMES)).toEqual([
      'English',
      'हिन्दी',
      'मराठी',
      'தமிழ்',
      'తెలుగు',
      'ಕನ್ನಡ',
      'বাংলা',
      'മലയാളം',
      'ગુજરાતી',
    ]);
  });
});
