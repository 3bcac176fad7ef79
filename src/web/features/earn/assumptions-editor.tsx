import { useState, type FormEvent } from 'react';
import {
  DEFAULT_ASSUMPTIONS,
  earningsAssumptionsSchema,
  type EarningsAssumptions,
} from '../../../domain/earnings/earnings.ts';
import { useTranslation } from '../../lib/i18n.ts';

type Field = keyof EarningsAssumptions;
const FIELDS: { field: Field; labelKey: string }[] = [
  { field: 'unitsPerCharge', labelKey: 'earn.assumptions.unitsLabel' },
  { field: 'costPerUnit', labelKey: 'earn.assumptions.costLabel' },
  { field: 'pricePerUnit', labelKey: 'earn.assumptions.priceLabel' },
];

/** A blank field is not a zero: it fails the schema with the field's own message. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form that changes the calculator's inputs, checked with the domain's one schema. */
export function AssumptionsEditor({
  value,
  onApply,
  onCancel,
}: {
  value: EarningsAssumptions;
  onApply: (next: EarningsAssumptions) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<Record<Field, string>>(() => ({
    unitsPerCharge: String(value.unitsPerCharge),
    costPerUnit: String(value.costPerUnit),
    pricePerUnit: String(value.pricePerUnit),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = earningsAssumptionsSchema.safeParse({
      unitsPerCharge: toNumber(text.unitsPerCharge),
      costPerUnit: toNumber(text.costPerUnit),
      pricePerUnit: toNumber(text.pricePerUnit),
    });
    if (result.success) return onApply(result.data);
    const next: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      next[field] ??= issue.message;
    }
    setErrors(next);
  };

  const useDefaults = () => {
    setText({
      unitsPerCharge: String(DEFAULT_ASSUMPTIONS.unitsPerCharge),
      costPerUnit: String(DEFAULT_ASSUMPTIONS.costPerUnit),
      pricePerUnit: String(DEFAULT_ASSUMPTIONS.pricePerUnit),
    });
    setErrors({});
  };

  return (
    <form className="earn-editor" onSubmit={submit} noValidate aria-labelledby="earn-editor-heading">
      <h3 id="earn-editor-heading" className="earn__subheading">
        {t('earn.assumptions.editHeading')}
      </h3>
      {FIELDS.map(({ field, labelKey }) => (
        <div key={field}>
          <label className="field__label" htmlFor={`earn-${field}`}>
            {t(labelKey)}
          </label>
          <div className={`field${errors[field] ? ' field--invalid' : ''}`}>
            <input
              id={`earn-${field}`}
              className="field__input"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              value={text[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={
                errors[field] ? `earn-${field}-error` : field === 'costPerUnit' ? 'earn-cost-hint' : undefined
              }
              onChange={(event) => setText((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
          {errors[field] ? (
            <p id={`earn-${field}-error`} className="field__error">
              {t(errors[field])}
            </p>
          ) : null}
          {field === 'costPerUnit' ? (
            <p id="earn-cost-hint" className="form__note">
              {t('earn.assumptions.costHint')}
            </p>
          ) : null}
        </div>
      ))}
      <div className="earn-editor__actions">
        <button type="submit" className="button button--primary">
          {t('earn.assumptions.apply')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('earn.assumptions.cancel')}
        </button>
      </div>
      <button type="button" className="link-button earn-editor__reset" onClick={useDefaults}>
        {t('earn.assumptions.reset')}
      </button>
    </form>
  );
}
