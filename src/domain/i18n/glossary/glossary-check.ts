import { catalogueLeaves } from '../catalogue-leaves.ts';
import type { Glossary } from './glossary.ts';

/** A catalogue string whose English has a glossary term but whose translation has none of its forms. */
export interface GlossaryMiss {
  key: string;
  term: string;
  english: string;
  translated: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Holds a language's catalogue to its glossary (issue 41): wherever the English string at a key
 * has a term (a whole word or phrase, any case: 'charging station' in 'Nearby charging stations'),
 * the translation at the same key must contain one of the term's forms. Keys the language lacks
 * are the parity test's business, not this one's. An `art` key names a picture (the insights
 * slides' 'battery', 'charger'), the same in every language: it is not words, and is not held.
 */
export function glossaryMisses(
  glossary: Glossary,
  english: Readonly<Record<string, unknown>>,
  translated: Readonly<Record<string, unknown>>,
): GlossaryMiss[] {
  const own = catalogueLeaves(translated);
  const misses: GlossaryMiss[] = [];
  const terms = glossary.map((entry) => ({
    entry,
    // Word boundaries, a plural 's' or 'es' allowed: 'battery' in 'batteries' is matched by the stem rule below.
    pattern: new RegExp(`\\b${escapeRegExp(entry.en).replace(/y$/, '(?:y|ie)')}(?:s|es)?\\b`, 'i'),
  }));
  for (const [key, text] of catalogueLeaves(english)) {
    const translation = own.get(key);
    if (typeof text !== 'string' || typeof translation !== 'string' || /(^|\.)art$/.test(key)) continue;
    const words = text.replace(/\{\{\w+\}\}/g, ' ');
    for (const { entry, pattern } of terms) {
      if (!pattern.test(words)) continue;
      const lower = translation.toLowerCase();
      if (!entry.forms.some((form) => lower.includes(form.toLowerCase())))
        misses.push({ key, term: entry.en, english: text, translated: translation });
    }
  }
  return misses;
}
