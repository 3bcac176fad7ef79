import { useId, useState } from 'react';
import { blogsEn } from '../../../domain/i18n/areas/blogs.en.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { registerStrings, useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PlaceAutocomplete } from '../../components/ui/place-autocomplete.tsx';
import type { Prediction } from '../../../domain/stations/maps-api.ts';
import './autocomplete.css';

registerStrings(blogsEn, 'blogs');

/**
 * /AutoComplete: the demo of a filtered suggestion list, over the app's one place search
 * (localities, towns, districts, states and pincodes). An ARIA combobox: typing filters, the
 * arrow keys move the highlight, Enter picks, Escape closes.
 */
export default function AutocompletePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.autocomplete'));
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Prediction | null>(null);
  const [name, ...rest] = picked ? picked.description.split(', ') : [];

  return (
    <div className="screen">
      <PageHeader title={t('titles.autocomplete')} />
      <main className="screen__body">
        <section className="card autocomplete-demo">
          <h2 className="autocomplete-demo__heading">{t('blogs.autocomplete.heading')}</h2>
          <p id={`${id}-intro`} className="autocomplete-demo__intro">
            {t('blogs.autocomplete.intro')}
          </p>
          <PlaceAutocomplete
            label={t('blogs.autocomplete.label')}
            placeholder={t('blogs.autocomplete.placeholder')}
            listLabel={t('blogs.autocomplete.suggestions')}
            words={{
              none: t('blogs.autocomplete.noMatch'),
              shown: (count) => t('blogs.autocomplete.count', { count }),
            }}
            describedBy={`${id}-intro`}
            value={text}
            onChange={(value) => {
              setText(value);
              setPicked(null);
            }}
            onSelect={setPicked}
            pickFirstOnEnter
          />
          <p className="autocomplete-demo__status" role="status">
            {picked ? t('blogs.autocomplete.selected', { city: name ?? '', state: rest.join(', ') }) : ''}
          </p>
        </section>
      </main>
    </div>
  );
}
