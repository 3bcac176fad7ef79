import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../domain/brand/brand.config.ts';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../domain/i18n/languages.ts';
import { isInScriptOf } from '../../domain/i18n/scripts.ts';
import { loadTranslations, translatorFor } from '../../domain/i18n/translate.ts';
import { otpMessage, smsTemplateFor, templateIdVariable } from './sms-provider.server.ts';

/** Every language's template id, as an operator would set them after registering each on DLT. */
const ALL_TEMPLATES = Object.fromEntries(
  LANGUAGES.map((language) => [templateIdVariable(language), `tpl-${language}`]),
);

beforeAll(() => loadTranslations());

describe.each(LANGUAGES)('the one-time-code SMS in %s (issue 41)', (language) => {
  it('goes out with the language’s own DLT template when it is configured', () => {
    expect(smsTemplateFor(ALL_TEMPLATES, language)).toEqual({ language, templateId: `tpl-${language}` });
  });

  it('goes out with the English template, in English words, when it is not', () => {
    const onlyEnglish = { MSG91_TEMPLATE_ID: 'tpl-en' };
    expect(smsTemplateFor(onlyEnglish, language)).toEqual({ language: 'en', templateId: 'tpl-en' });
  });

  it('carries the code in words of the language’s own catalogue, in its own script', async () => {
    const text = otpMessage('4821', language);
    expect(text).toContain('4821');
    expect(text).not.toContain('{{');
    expect(text).toBe((await translatorFor(language)).t('sms.otp', { otp: '4821', app: brand.appName }));
    expect(isInScriptOf(language, text), text).toBe(true);
  });
});

describe('the template variables', () => {
  it('name one variable per language: MSG91_TEMPLATE_ID for English, SMS_TEMPLATE_ID_<LANG> for the others', () => {
    expect(templateIdVariable('en')).toBe('MSG91_TEMPLATE_ID');
    expect(TRANSLATED_LANGUAGES.map(templateIdVariable)).toEqual([
      'SMS_TEMPLATE_ID_HI',
      'SMS_TEMPLATE_ID_MR',
      'SMS_TEMPLATE_ID_TA',
      'SMS_TEMPLATE_ID_TE',
      'SMS_TEMPLATE_ID_KN',
      'SMS_TEMPLATE_ID_BN',
      'SMS_TEMPLATE_ID_ML',
      'SMS_TEMPLATE_ID_GU',
    ]);
  });
});
