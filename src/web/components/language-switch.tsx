import { LANGUAGES, type Language } from '../../domain/i18n/languages.ts';
import { useTranslation } from '../lib/i18n.ts';
import { RadioChips } from './ui/radio-chips.tsx';

/**
 * English | हिन्दी (issue 18): in the side drawer, the profile and the sign-in screen. Each
 * language is named in its own script, marked with its `lang` for screen readers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  return (
    <div className={`language-switch${className ? ` ${className}` : ''}`}>
      <span className="language-switch__label" aria-hidden="true">
        {t('language.label')}
      </span>
      <RadioChips<Language>
        label={t('language.label')}
        options={LANGUAGES}
        value={language}
        onChange={(next) => void import('../lib/language-choice.ts').then((m) => m.chooseLanguage(next))}
        textOf={(option) => t(option === 'hi' ? 'language.hindi' : 'language.english')}
        langOf={(option) => (option === language ? undefined : option)}
      />
    </div>
  );
}

export default LanguageSwitch;
