import { useTranslation } from '../../lib/i18n.ts';

/** The ids an input is described by (its message, hint, counter), or undefined when none. */
export const describedBy = (...ids: Array<string | false | undefined | null | ''>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * A labelled text field of the check-in and report sheets: one line, or a text area with a live
 * '12/280' counter. Its message (a catalogue key) shows under it, and the field says it is invalid
 * and is described by the message, the hint and the counter.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  hintId,
  inputMode,
  multiline,
  counter,
  over,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  hintId?: string;
  inputMode?: 'decimal';
  multiline?: boolean;
  counter?: string;
  over?: boolean;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const common = {
    id,
    className: 'field__input',
    value,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId, hintId, counter && counterId),
  };
  return (
    <div className="sheet-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field${error ? ' field--invalid' : ''}${disabled ? ' field--locked' : ''}`}>
        {multiline ? (
          <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {counter ? (
        <p id={counterId} className={`sheet-field__counter${over ? ' sheet-field__counter--over' : ''}`}>
          {counter}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
