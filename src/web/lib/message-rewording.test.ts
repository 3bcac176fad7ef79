import { describe, expect, it } from 'vitest';
import { en } from '../../domain/i18n/en.ts';
import { hi } from '../../domain/i18n/hi.ts';
import { translate } from '../../domain/i18n/translate.ts';
import { createTranslator } from '../../domain/i18n/translator.ts';
import { messageRewording } from './message-rewording.ts';

describe('server messages for a Hindi reader', () => {
  const hindi = createTranslator([hi], 'hi');
  const reword = messageRewording([en], (key, vars) => hindi.t(key, vars));

  it('words a message the server sends in English in Hindi, placeholders and plurals included', () => {
    expect(reword(translate('validation.mobile'))).toBe(hi.validation.mobile);
    expect(reword(translate('errors.otpWrong', { left: 2 }))).toBe(hindi.t('errors.otpWrong', { left: 2 }));
    expect(reword(translate('errors.otpWrong', { left: 2 }))).toContain('2');
  });

  it('keeps a message no string matches, and never matches a template of placeholders alone', () => {
    expect(reword('Something the catalogue does not have')).toBeUndefined();
    expect(reword('1 of 5')).toBeUndefined();
  });

  it('words the same message in any language through that language’s translator', () => {
    const marathi = createTranslator([{ validation: { mobile: 'mr:mobile' } }], 'mr');
    const toMarathi = messageRewording([en], (key, vars) => marathi.t(key, vars));
    expect(toMarathi(translate('validation.mobile'))).toBe('mr:mobile');
  });

  it('follows areas registered later', () => {
    const catalogues: Record<string, unknown>[] = [en];
    const later = messageRewording(catalogues, (key) => `hi:${key}`);
    expect(later('An area message')).toBeUndefined();
    catalogues.push({ area: { message: 'An area message' } });
    expect(later('An area message')).toBe('hi:area.message');
  });
});
