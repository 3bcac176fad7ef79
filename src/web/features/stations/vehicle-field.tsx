import { useId } from 'react';
import { RadioChips } from '../../components/ui/radio-chips.tsx';
import { VehicleSearch } from '../../components/vehicle-search.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { VehicleKind } from '../../../domain/trips/vehicle-profile.ts';
import type { VehicleChoice } from './vehicle-choice.ts';

const MODES = ['none', 'car', 'bike', 'scooter', 'own'] as const;
type Mode = (typeof MODES)[number];

const modeOf = (choice: VehicleChoice): Mode =>
  choice.mode === 'none' ? 'none' : choice.mode === 'own' ? 'own' : choice.kind;

/**
 * 'Your vehicle' on /planatrip: none (stations only), one from the catalogue (car, bike or scooter,
 * found by a search box that is an ARIA combobox), or 'Enter my own' (kind, battery and range).
 * `error` is the form's message for this field, shown under it and tied to it for screen readers.
 */
export function VehicleField({
  choice,
  onChange,
  error,
}: {
  choice: VehicleChoice;
  onChange: (choice: VehicleChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const mode = modeOf(choice);
  const setMode = (next: Mode) => {
    if (next === mode) return;
    if (next === 'none') onChange({ mode: 'none' });
    else if (next === 'own')
      onChange({ mode: 'own', kind: choice.mode === 'none' ? 'car' : choice.kind, batteryKwh: '', rangeKm: '' });
    else onChange({ mode: 'catalogue', kind: next, vehicle: null });
  };
  return (
    <fieldset className="vehicle-field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t('plan.vehicleLegend')}</legend>
      <RadioChips
        label={t('plan.vehicleLegend')}
        options={MODES}
        value={mode}
        onChange={setMode}
        textOf={(m) => t(`plan.kinds.${m}`)}
      />
      {choice.mode === 'none' ? <p className="form__note">{t('plan.noneHint')}</p> : null}
      {choice.mode === 'catalogue' ? (
        <VehicleSearch
          kind={choice.kind}
          vehicle={choice.vehicle}
          onPick={(vehicle) => onChange({ mode: 'catalogue', kind: choice.kind, vehicle })}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      ) : null}
      {choice.mode === 'own' ? (
        <OwnVehicle
          choice={choice}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function OwnVehicle({
  choice,
  onChange,
  invalid,
  describedBy,
}: {
  choice: Extract<VehicleChoice, { mode: 'own' }>;
  onChange: (choice: VehicleChoice) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="vehicle-field__own">
      <label className="field__label" htmlFor={`${id}-kind`}>
        {t('plan.ownKind')}
      </label>
      <div className="field">
        <select
          id={`${id}-kind`}
          className="field__input"
          value={choice.kind}
          onChange={(e) => onChange({ ...choice, kind: e.target.value as VehicleKind })}
        >
          {(['car', 'bike', 'scooter'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`plan.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="field__label" htmlFor={`${id}-kwh`}>
        {t('plan.ownBattery')}
      </label>
      <div className={invalid && !choice.batteryKwh ? 'field field--invalid' : 'field'}>
        <input
          id={`${id}-kwh`}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          value={choice.batteryKwh}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...choice, batteryKwh: e.target.value })}
        />
      </div>
      <label className="field__label" htmlFor={`${id}-range`}>
        {t('plan.ownRange')}
      </label>
      <div className={invalid && !choice.rangeKm ? 'field field--invalid' : 'field'}>
        <input
          id={`${id}-range`}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={choice.rangeKm}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...choice, rangeKm: e.target.value })}
        />
      </div>
    </div>
  );
}
