import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { CatalogueEntry } from '../../../domain/catalogue/catalogue-entry.ts';
import { suggestionsFor, type VehicleSuggestion } from '../../../domain/catalogue/vehicle-search.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { comboboxAria, moveHighlight, SuggestionList } from '../../components/ui/suggestion-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The vehicle search (spec section 4): an ARIA combobox over the loaded list. Typing shows
 * suggestions (make + model, each once); arrow keys move the highlight, Enter or a tap chooses,
 * Escape closes. With no match it says 'sorry no such vehicle available'. The suggestions are
 * worked out from a deferred copy of the text, so typing stays quick on the longest list.
 */
export function VehicleSearchBox({
  entries,
  value,
  onChange,
  onSelect,
  label,
  placeholder,
}: {
  entries: readonly CatalogueEntry[];
  value: string;
  onChange: (text: string) => void;
  onSelect: (suggestion: VehicleSuggestion) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // The list closes shortly after the field loses focus (so a tap on an option still lands);
  // typing or focusing again cancels that, so quick typing after a tap never loses the list.
  const closing = useRef<number | undefined>(undefined);
  const keepOpen = () => window.clearTimeout(closing.current);
  const deferred = useDeferredValue(value);
  const suggestions = useMemo(() => suggestionsFor(entries, deferred), [entries, deferred]);
  const typed = value.trim() !== '';
  const showList = open && typed && suggestions.length > 0;
  const showNoMatch = open && typed && deferred === value && suggestions.length === 0;

  const choose = (suggestion: VehicleSuggestion) => {
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  return (
    <div className="autocomplete vehicle-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="field">
        <input
          id={id}
          className="field__input"
          type="text"
          {...comboboxAria(id, showList, active)}
          aria-describedby={showNoMatch ? `${id}-none` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={value}
          ref={input}
          onFocus={keepOpen}
          onChange={(event) => {
            keepOpen();
            setOpen(true);
            setActive(-1);
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (moveHighlight(event, suggestions.length, setActive, () => setOpen(true))) return;
            if (event.key === 'Enter') {
              const chosen = showList ? suggestions[Math.max(active, 0)] : undefined;
              event.preventDefault();
              if (chosen) choose(chosen);
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          onBlur={() => {
            closing.current = window.setTimeout(() => setOpen(false), 150);
          }}
        />
        {value ? (
          <button
            type="button"
            className="icon-button icon-button--dark"
            aria-label={t('buy.clearSearch')}
            onClick={() => {
              setOpen(false);
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseIcon width={20} height={20} />
          </button>
        ) : null}
      </div>
      <SuggestionList
        id={id}
        label={t('buy.suggestions')}
        items={suggestions}
        active={active}
        hidden={!showList}
        keyOf={(suggestion) => suggestion.label}
        textOf={(suggestion) => suggestion.label}
        onPick={choose}
      />
      {showNoMatch ? (
        <p id={`${id}-none`} className="vehicle-search__none" role="status">
          {t('buy.noMatch')}
        </p>
      ) : null}
    </div>
  );
}
