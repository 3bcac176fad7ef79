import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

const base = {
  greeting: 'Hello {{name}}',
  cart: { items_one: '{{count}} item', items_other: '{{count}} items', plain: 'No count' },
  terms: { paragraphs: ['First', 'Second'] },
  slides: [{ title: 'A', text: 'a' }],
};

describe('translator', () => {
  const i18n = createTranslator([base]);

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(i18n.t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(i18n.t('greeting')).toBe('Hello {{name}}');
    expect(i18n.t('greeting', { other: 1 })).toBe('Hello {{name}}');
  });

  it('picks the plural form by count, and falls back to the bare key', () => {
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 item');
    expect(i18n.t('cart.items', { count: 0 })).toBe('0 items');
    expect(i18n.t('cart.items', { count: 12 })).toBe('12 items');
    expect(i18n.t('cart.plain', { count: 3 })).toBe('No count');
  });

  it('answers an unknown key with its defaultValue when one is given', () => {
    expect(i18n.t('nothing.here', { defaultValue: '' })).toBe('');
    expect(i18n.t('nothing.here', { defaultValue: 'Hi {{name}}', name: 'Asha' })).toBe('Hi Asha');
    expect(i18n.t('greeting', { defaultValue: 'unused', name: 'Asha' })).toBe('Hello Asha');
  });

  it('answers an unknown key, an object or an inherited name with the key itself', () => {
    expect(i18n.t('nothing.here')).toBe('nothing.here');
    expect(i18n.t('cart')).toBe('cart');
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.t('greeting.toString')).toBe('greeting.toString');
    expect(i18n.exists('greeting')).toBe(true);
    expect(i18n.exists('cart')).toBe(false);
    expect(i18n.exists('Please try again: the network is down.')).toBe(false);
  });

  it('reads lists and structured entries', () => {
    expect(i18n.list('terms.paragraphs')).toEqual(['First', 'Second']);
    expect(i18n.list('greeting')).toEqual([]);
    expect(i18n.list('slides')).toEqual([]);
    expect(i18n.entry('slides')).toEqual([{ title: 'A', text: 'a' }]);
  });

  it('adds catalogues later; earlier ones win on a clash', () => {
    const later = createTranslator([base]);
    expect(later.t('area.word')).toBe('area.word');
    later.add({ area: { word: 'Loaded' }, greeting: 'Ignored' });
    expect(later.t('area.word')).toBe('Loaded');
    expect(later.t('greeting', { name: 'Ravi' })).toBe('Hello Ravi');
  });
});
