import { useId, useState, type FormEvent } from 'react';
import { POLICY_STATES } from '../../../domain/subsidy/policy-states.ts';
import {
  estimateSubsidy,
  subsidyQuerySchema,
  VEHICLE_TYPES,
  type SubsidyEstimate as Estimate,
  type SubsidyQuery,
  type VehicleType,
} from '../../../domain/subsidy/subsidy-rules.ts';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { stateName } from '../../lib/state-names.ts';
import { CatalogueBattery } from './catalogue-battery.tsx';
import { stateContentKey } from './state-links.ts';

type Field = 'state' | 'vehicleType' | 'batteryKwh';

/** Pick a state, a vehicle type and a battery size: the purchase incentive from the domain's rules. */
export function SubsidyEstimate() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState('');
  const [vehicleType, setVehicleType] = useState<VehicleType>('twoWheeler');
  const [battery, setBattery] = useState('');
  const [scrapping, setScrapping] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ query: SubsidyQuery; estimate: Estimate } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subsidyQuerySchema.safeParse({
      state,
      vehicleType,
      batteryKwh: battery.trim() === '' ? Number.NaN : Number(battery),
      scrapping,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      setResult(null);
      return;
    }
    setErrors({});
    setResult({ query: parsed.data, estimate: estimateSubsidy(parsed.data) });
  };

  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <section id="subsidy-estimate" className="card subsidy" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="insights-page__heading">
        {t('insights.subsidy.heading')}
      </h2>
      <p className="insights-page__intro">{t('insights.subsidy.intro')}</p>
      <form onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={`${id}-state`}>
          {t('insights.subsidy.state')}
        </label>
        <div className={`field${errors.state ? ' field--invalid' : ''}`}>
          <select
            id={`${id}-state`}
            className="field__input"
            value={state}
            onChange={(e) => setState(e.target.value)}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${id}-state-error` : undefined}
          >
            <option value="">{t('insights.subsidy.chooseState')}</option>
            {POLICY_STATES.map((s) => (
              <option key={s} value={s}>
                {stateName(t, s)}
              </option>
            ))}
          </select>
        </div>
        {error('state')}

        <CatalogueBattery
          onPick={(type, kwh) => {
            setVehicleType(type);
            setBattery(String(kwh));
          }}
        />

        <fieldset className="choice-group">
          <legend className="field__label">{t('insights.subsidy.vehicleType')}</legend>
          {VEHICLE_TYPES.map((type) => (
            <label key={type} className={`choice${vehicleType === type ? ' choice--selected' : ''}`}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={vehicleType === type}
                onChange={() => setVehicleType(type)}
              />
              {t(`insights.subsidy.${type}`)}
            </label>
          ))}
        </fieldset>

        <label className="field__label" htmlFor={`${id}-battery`}>
          {t('insights.subsidy.battery')}
        </label>
        <div className={`field${errors.batteryKwh ? ' field--invalid' : ''}`}>
          <input
            id={`${id}-battery`}
            className="field__input"
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            value={battery}
            onChange={(e) => setBattery(e.target.value)}
            aria-invalid={errors.batteryKwh ? true : undefined}
            aria-describedby={errors.batteryKwh ? `${id}-batteryKwh-error` : `${id}-battery-hint`}
          />
        </div>
        {error('batteryKwh')}
        <p id={`${id}-battery-hint`} className="form__note">
          {t('insights.subsidy.batteryHint')}
        </p>

        <label className="choice subsidy__scrap">
          <input type="checkbox" checked={scrapping} onChange={(e) => setScrapping(e.target.checked)} />
          {t('insights.subsidy.scrapping')}
        </label>

        <button type="submit" className="button button--primary button--block">
          {t('insights.subsidy.estimate')}
        </button>
      </form>
      <div aria-live="polite">{result ? <EstimateResult query={result.query} estimate={result.estimate} /> : null}</div>
      <p className="insights-page__source">{t('insights.subsidy.note')}</p>
    </section>
  );
}

function EstimateResult({ query, estimate }: { query: SubsidyQuery; estimate: Estimate }) {
  const { t } = useTranslation();
  // The policy's name in the reader's language (the domain names it in English).
  const policy =
    'policy' in estimate
      ? t(`insights.subsidy.policies.${stateContentKey(query.state)}`, { defaultValue: estimate.policy })
      : '';
  return (
    <div className="subsidy__result" data-testid="subsidy-result">
      <h3 className="subsidy__result-heading">{t('insights.subsidy.resultHeading')}</h3>
      {estimate.kind === 'noStateRule' ? (
        <p>{t('insights.subsidy.noStateRule', { state: stateName(t, query.state) })}</p>
      ) : null}
      {estimate.kind === 'noVehicleRule' ? (
        <p>
          {t('insights.subsidy.noVehicleRule', {
            policy,
            vehicle: t(`insights.subsidy.${query.vehicleType}`).toLowerCase(),
          })}
        </p>
      ) : null}
      {estimate.kind === 'incentive' ? (
        <>
          <p className="subsidy__total">{t('insights.subsidy.total', { amount: formatRupees(estimate.total) })}</p>
          <ul className="subsidy__parts">
            <li>
              {t(estimate.capped ? 'insights.subsidy.capped' : 'insights.subsidy.base', {
                amount: formatRupees(estimate.base),
              })}
            </li>
            {estimate.scrapBonus ? (
              <li>{t('insights.subsidy.scrapBonus', { amount: formatRupees(estimate.scrapBonus) })}</li>
            ) : null}
          </ul>
          <p>{t('insights.subsidy.under', { policy })}</p>
        </>
      ) : null}
    </div>
  );
}
