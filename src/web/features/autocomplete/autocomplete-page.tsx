import { useId, useMemo, useState } from 'react';
import { blogsEn } from '../../../domain/i18n/areas/blogs.en.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { comboboxAria, SuggestionList } from '../../components/ui/suggestion-list.tsx';
import { registerStrings, useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { suggestCities, type City } from './indian-cities.ts';

registerStrings(blogsEn);

/**
 * /AutoComplete: the demo of a filtered suggestion list over a local list of Indian cities.
 * An ARIA combobox: typing filters, the arrow keys move the highlight, Enter picks, Escape closes.
 */
export default function AutocompletePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.autocomplete'));
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<City | null>(null);
  const suggestions = useMemo(() => suggestCities(text), [text]);

  const typed = text.trim().length > 0;
  const expanded = open && suggestions.length > 0;

  const pick = (city: City) => {
    setText(city.name);
    setPicked(city);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="screen">
      <PageHeader title={t('titles.autocomplete')} />
      <main className="screen__body">
        <section className="card autocomplete-demo">
          <h2 className="autocomplete-demo__heading">{t('blogs.autocomplete.heading')}</h2>
          <p id={`${id}-intro`} className="autocomplete-demo__intro">{t('blogs.autocomplete.intro')}</p>
          <div className="autocomplete">
            <label htmlFor={id} className="field__label">{t('blogs.autocomplete.label')}</label>
            <div className="field">
              <input
                id={id}
                className="field__input"
                {...comboboxAria(id, expanded, active)}
                aria-describedby={`${id}-intro`}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('blogs.autocomplete.placeholder')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setPicked(null);
                  setOpen(true);
                  setActive(-1);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' && suggestions.length > 0) {
                    event.preventDefault();
                    setOpen(true);
                    setActive((index) => (!expanded ? 0 : (index + 1) % suggestions.length));
                  } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
                    event.preventDefault();
                    setOpen(true);
                    setActive((index) => (!expanded || index <= 0 ? suggestions.length - 1 : index - 1));
                  } else if (event.key === 'Enter') {
                    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
                    if (chosen) {
                      event.preventDefault();
                      pick(chosen);
                    }
                  } else if (event.key === 'Escape') {
                    setOpen(false);
                    setActive(-1);
                  }
                }}
                // Wait for a tap on a suggestion to land before the list closes.
                onBlur={() => window.setTimeout(() => setOpen(false), 150)}
              />
            </div>
            <SuggestionList
              id={id}
              label={t('blogs.autocomplete.suggestions')}
              items={suggestions}
              active={active}
              hidden={!expanded}
              keyOf={(city) => `${city.name}|${city.state}`}
              textOf={(city) => `${city.name}, ${city.state}`}
              onPick={pick}
            />
          </div>
          {/* Announced as it changes: how many suggestions, none, or the city picked. */}
          <p className="autocomplete-demo__status" role="status">
            {picked
              ? t('blogs.autocomplete.selected', { city: picked.name, state: picked.state })
              : !typed
                ? ''
                : suggestions.length === 0
                  ? t('blogs.autocomplete.noMatch')
                  : open
                    ? t('blogs.autocomplete.count', { count: suggestions.length })
                    : ''}
          </p>
        </section>
      </main>
    </div>
  );
}
