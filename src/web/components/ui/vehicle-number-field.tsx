import { useTranslation } from '../../lib/i18n.ts';

/**
 * A vehicle registration number input with its label and the spec's message
 * ('Please enter valid vehicle number') when `invalid`. Typing is shown upper-cased; the caller
 * validates with the shared schema (src/domain/user/user-rules.ts).
 */
export function VehicleNumberField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const { id, invalid } = props;
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className={`field${invalid ? ' field--invalid' : ''}`}>
        <input
          id={id}
          className="field__input field__input--upper"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={props.maxLength ?? 13}
          placeholder={props.placeholder}
          value={props.value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.value.toUpperCase())}
          onBlur={props.onBlur}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('validation.vehicleNumber')}
        </p>
      ) : null}
    </>
  );
}
