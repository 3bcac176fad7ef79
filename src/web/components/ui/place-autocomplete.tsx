import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { comboboxAria, SuggestionList } from '../../components/ui/suggestion-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { autocomplete, type Prediction } from './stations-api.ts';

const DEBOUNCE_MS = 200;

/**
 * A place field with suggestions from the place-autocomplete call (Indian places and pincodes):
 * an ARIA combobox, so arrow keys move the highlight, Enter picks and Escape closes.
 */
export function PlaceAutocomplete({
  label,
  labelHidden = false,
  placeholder,
  value,
  onChange,
  onSelect,
  onEnter,
  end,
}: {
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onSelect?: (prediction: Prediction) => void;
  onEnter?: (text: string) => void;
  end?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || value.trim().length < 2) {
      setPredictions([]);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      void autocomplete(value.trim()).then((result) => {
        if (!live) return;
        setPredictions(result.success ? (result.data?.predictions ?? []) : []);
        setActive(-1);
        setOpen(true);
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [value]);

  const pick = (prediction: Prediction) => {
    typed.current = false;
    setOpen(false);
    setPredictions([]);
    onChange(prediction.description);
    onSelect?.(prediction);
  };

  const expanded = open && predictions.length > 0;
  return (
    <div className="autocomplete">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field">
        <input
          id={id}
          className="field__input"
          {...comboboxAria(id, expanded, active)}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            typed.current = true;
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && predictions.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % predictions.length);
            } else if (event.key === 'ArrowUp' && predictions.length > 0) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? predictions.length - 1 : index - 1));
            } else if (event.key === 'Enter') {
              const chosen = expanded && active >= 0 ? predictions[active] : undefined;
              if (chosen) {
                event.preventDefault();
                pick(chosen);
              } else if (onEnter) {
                event.preventDefault();
                setOpen(false);
                onEnter(value);
              }
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        {end}
      </div>
      <SuggestionList
        id={id}
        label={t('stations.suggestions')}
        items={predictions}
        active={active}
        hidden={!expanded}
        keyOf={(prediction) => prediction.place_id}
        textOf={(prediction) => prediction.description}
        onPick={pick}
      />
    </div>
  );
}
