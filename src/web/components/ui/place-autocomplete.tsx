import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { placeInputProblem } from '../../../domain/places/place-input.ts';
import type { Prediction } from '../../../domain/stations/maps-api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { getPlaceSuggestions } from '../../lib/api/get-place-suggestions.ts';
import { predictionText } from '../../lib/place-labels.ts';
import { sessionLocation } from '../../lib/session-location.ts';
import { comboboxAria, moveHighlight, SuggestionList } from './suggestion-list.tsx';

const DEBOUNCE_MS = 200;

/** What the field says under itself: nothing, a search under way, no match, or why it failed. */
type Status =
  | { kind: 'quiet' }
  | { kind: 'loading' }
  | { kind: 'shown'; count: number }
  | { kind: 'none' }
  | { kind: 'problem'; message: string };

/**
 * A place field with suggestions from the one place search (localities, towns, districts, states
 * and pincodes; ranked near the person's last known location): an ARIA combobox, so arrow keys
 * move the highlight, Enter picks and Escape closes. It says when nothing matches, and why a text
 * cannot be searched (the server's own message, in the person's language).
 */
export function PlaceAutocomplete({
  label,
  labelHidden = false,
  placeholder,
  value,
  onChange,
  onSelect,
  onEnter,
  pickFirstOnEnter = false,
  describedBy,
  listLabel,
  words,
  end,
}: {
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onSelect?: (prediction: Prediction) => void;
  onEnter?: (text: string) => void;
  /** Enter with the list open and nothing highlighted picks the first suggestion. */
  pickFirstOnEnter?: boolean;
  describedBy?: string;
  /** The suggestion list's accessible name; 'Suggestions' by default. */
  listLabel?: string;
  /** What the status line says for no match and for a count, where a screen words them its own way. */
  words?: { none: string; shown: (count: number) => string };
  end?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>({ kind: 'quiet' });
  const typed = useRef(false);
  /** Escape closed the list: an answer still on its way must not open it again until the next keystroke. */
  const dismissed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = value.trim();
    if (!typed.current || text.length < 2) {
      setPredictions([]);
      setStatus({ kind: 'quiet' });
      return;
    }
    // The server's own rule, so a wrong character gets its word without a request.
    const problem = placeInputProblem(text);
    if (problem) {
      setPredictions([]);
      setStatus({ kind: 'problem', message: t(`validation.${problem}`) });
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      setStatus({ kind: 'loading' });
      void getPlaceSuggestions(text, sessionLocation.get()).then((result) => {
        if (!live) return;
        const found = result.success ? (result.data?.predictions ?? []) : [];
        setPredictions(found);
        setActive(-1);
        // An answer that lands after the person moved on to another field, or closed the list, does not open over it.
        setOpen(document.activeElement === input.current && !dismissed.current);
        setStatus(
          !result.success
            ? { kind: 'problem', message: result.message }
            : found.length === 0
              ? { kind: 'none' }
              : { kind: 'shown', count: found.length },
        );
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [value, t]);

  const pick = (prediction: Prediction) => {
    typed.current = false;
    setOpen(false);
    setPredictions([]);
    setStatus({ kind: 'quiet' });
    onChange(predictionText(prediction, language));
    onSelect?.(prediction);
  };

  const expanded = open && predictions.length > 0;
  const statusText =
    status.kind === 'none'
      ? (words?.none ?? t('stations.noPlaces'))
      : status.kind === 'problem'
        ? status.message
        : status.kind === 'shown' && expanded
          ? (words?.shown(status.count) ?? t('stations.placesShown', { count: status.count }))
          : '';
  const statusId = `${id}-status`;
  return (
    <div className="autocomplete">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field">
        <input
          ref={input}
          id={id}
          className="field__input"
          {...comboboxAria(id, expanded, active)}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
          aria-invalid={status.kind === 'problem' || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            typed.current = true;
            dismissed.current = false;
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (moveHighlight(event, predictions.length, setActive, () => setOpen(true))) return;
            if (event.key === 'Enter') {
              const chosen = expanded
                ? (predictions[active] ?? (pickFirstOnEnter ? predictions[0] : undefined))
                : undefined;
              if (chosen) {
                event.preventDefault();
                pick(chosen);
              } else if (onEnter) {
                event.preventDefault();
                setOpen(false);
                onEnter(value);
              }
            } else if (event.key === 'Escape') {
              dismissed.current = true;
              setOpen(false);
            }
          }}
          onFocus={() => setOpen(predictions.length > 0)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        {end}
      </div>
      <SuggestionList
        id={id}
        label={listLabel ?? t('stations.suggestions')}
        items={predictions}
        active={active}
        hidden={!expanded}
        keyOf={(prediction) => prediction.place_id}
        textOf={(prediction) => predictionText(prediction, language)}
        onPick={pick}
      />
      <p
        id={statusId}
        className={status.kind === 'problem' ? 'autocomplete__status form-error' : 'autocomplete__status'}
        role="status"
      >
        {statusText}
      </p>
    </div>
  );
}
