import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { PlanField, PlanSettings } from './trip-plan-form.ts';

function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  unit,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  unit: '%' | 'km';
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="trip-setting">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form__note trip-setting__hint">
          {hint}
        </p>
      ) : null}
      <div className={error ? 'field field--invalid' : 'field'}>
        <input
          id={id}
          className="field__input"
          inputMode={unit === '%' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="field__prefix trip-setting__unit" aria-hidden="true">
          {unit}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Battery now', and behind 'More options' the range really got on a full battery (pre-filled from
 * the vehicle), the reserve to arrive with and the level to charge up to. An error opens the
 * disclosure so the message is seen.
 */
export function TripSettingsFields({
  settings,
  onChange,
  errors,
}: {
  settings: PlanSettings;
  onChange: (settings: PlanSettings) => void;
  errors: Partial<Record<PlanField, string>>;
}) {
  const { t } = useTranslation();
  const set = (key: keyof PlanSettings) => (value: string) => onChange({ ...settings, [key]: value });
  const hidden = Boolean(errors.rangeKm || errors.reservePct || errors.targetPct);
  return (
    <>
      <NumberField
        label={t('plan.batteryNow')}
        value={settings.startPct}
        onChange={set('startPct')}
        error={errors.startPct}
        unit="%"
      />
      <details className="trip-more" open={hidden || undefined}>
        <summary className="trip-more__summary">{t('plan.moreOptions')}</summary>
        <NumberField
          label={t('plan.realRange')}
          hint={t('plan.realRangeHint')}
          value={settings.rangeKm}
          onChange={set('rangeKm')}
          error={errors.rangeKm}
          unit="km"
        />
        <NumberField
          label={t('plan.reserve')}
          value={settings.reservePct}
          onChange={set('reservePct')}
          error={errors.reservePct}
          unit="%"
        />
        <NumberField
          label={t('plan.target')}
          value={settings.targetPct}
          onChange={set('targetPct')}
          error={errors.targetPct}
          unit="%"
        />
      </details>
    </>
  );
}
