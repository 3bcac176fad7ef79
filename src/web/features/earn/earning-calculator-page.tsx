import { useId, useState } from 'react';
import {
  CHARGER_PRICES,
  DEFAULT_ASSUMPTIONS,
  firstYearProfit,
  paybackDays,
  paybackPeriod,
  VEHICLES_PER_DAY,
  type EarningsAssumptions,
} from '../../../domain/earnings/earnings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AssumptionsEditor } from './assumptions-editor.tsx';
import { useDebounced } from './use-debounced.ts';
import './earn-strings.ts';
import './earn.css';

type Reading = 'profit' | 'payback';
/** Spec section 9: slider changes settle after 100 ms before the result is worked out. */
const SLIDER_DEBOUNCE_MS = 100;

/** ₹8.58 stays ₹8.58: unit rates keep their paise, unlike the whole-rupee totals. */
const rate = (rupees: number) => `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;

/** /earningcalculator and /CalculatorNew: charger type, vehicles a day, profit or payback, and the editable assumptions. */
export default function EarningCalculatorPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.earning'));
  const sliderId = useId();
  const [chargerPrice, setChargerPrice] = useState<number>(CHARGER_PRICES[0]);
  const [vehicles, setVehicles] = useState<number>(VEHICLES_PER_DAY.min);
  const [reading, setReading] = useState<Reading>('profit');
  const [assumptions, setAssumptions] = useState<EarningsAssumptions>(DEFAULT_ASSUMPTIONS);
  const [editing, setEditing] = useState(false);
  const settledVehicles = useDebounced(vehicles, SLIDER_DEBOUNCE_MS);

  const profit = firstYearProfit(settledVehicles, assumptions);
  const days = paybackDays(chargerPrice, profit);

  const paybackText = () => {
    if (days === null) return t('earn.calculator.noProfit');
    const period = paybackPeriod(days);
    if ('days' in period) return t('earn.calculator.days', { count: period.days });
    const years = t('earn.calculator.years', { count: period.years });
    return period.months
      ? t('earn.calculator.yearsAndMonths', { years, months: t('earn.calculator.months', { count: period.months }) })
      : years;
  };

  return (
    <div className="screen">
      <PageHeader title={t('titles.earning')} />
      <main className="screen__body earn">
        <p className="earn__intro">{t('earn.calculator.intro')}</p>

        <fieldset className="choice-group earn-types">
          <legend className="earn__subheading">{t('earn.calculator.chargerType')}</legend>
          <div className="earn-types__cards">
            {CHARGER_PRICES.map((price, index) => (
              <label key={price} className={`earn-type${price === chargerPrice ? ' earn-type--selected' : ''}`}>
                <input
                  type="radio"
                  name="charger"
                  value={price}
                  checked={price === chargerPrice}
                  onChange={() => setChargerPrice(price)}
                />
                <span className="earn-type__name">{t('earn.calculator.chargerOption', { n: index + 1 })}</span>
                <span className="earn-type__price">{formatRupees(price)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="card earn-slider">
          <label className="earn__subheading" htmlFor={sliderId}>
            {t('earn.calculator.vehiclesLabel')}
          </label>
          <output className="earn-slider__value" htmlFor={sliderId}>
            {t('earn.calculator.vehicles', { count: vehicles })}
          </output>
          <input
            id={sliderId}
            className="earn-slider__input"
            type="range"
            min={VEHICLES_PER_DAY.min}
            max={VEHICLES_PER_DAY.max}
            step={1}
            value={vehicles}
            aria-valuetext={t('earn.calculator.vehicles', { count: vehicles })}
            onChange={(event) => setVehicles(Number(event.target.value))}
          />
          <div className="earn-slider__scale" aria-hidden="true">
            <span>{VEHICLES_PER_DAY.min}</span>
            <span>{VEHICLES_PER_DAY.max}</span>
          </div>
        </div>

        <div className="view-switch earn-switch" role="group" aria-label={t('earn.calculator.show')}>
          {(['profit', 'payback'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="view-switch__button"
              aria-pressed={reading === option}
              onClick={() => setReading(option)}
            >
              {t(option === 'profit' ? 'earn.calculator.profitTab' : 'earn.calculator.paybackTab')}
            </button>
          ))}
        </div>

        <section className="card earn-result" aria-live="polite" aria-labelledby="earn-result-label">
          <h2 id="earn-result-label" className="earn-result__label">
            {t(reading === 'profit' ? 'earn.calculator.profitResult' : 'earn.calculator.paybackResult')}
          </h2>
          <p className="earn-result__value" data-testid="earn-result">
            {reading === 'profit' ? formatRupees(profit) : paybackText()}
          </p>
          <p className="earn-result__formula">
            {reading === 'profit'
              ? t('earn.calculator.formula', {
                  vehicles: t('earn.calculator.vehicles', { count: settledVehicles }),
                  units: assumptions.unitsPerCharge,
                  price: rate(assumptions.pricePerUnit),
                  cost: rate(assumptions.costPerUnit),
                })
              : t('earn.calculator.paybackFormula', {
                  charger: formatRupees(chargerPrice),
                  profit: formatRupees(profit),
                })}
          </p>
        </section>

        <section className="card earn-assumptions" aria-labelledby="earn-assumptions-heading">
          <h2 id="earn-assumptions-heading" className="earn__subheading">
            {t('earn.assumptions.heading')}
          </h2>
          <ul className="earn-assumptions__list">
            <li>{t('earn.assumptions.unitsPerCharge', { units: assumptions.unitsPerCharge })}</li>
            <li>
              {t(
                assumptions.costPerUnit === DEFAULT_ASSUMPTIONS.costPerUnit
                  ? 'earn.assumptions.costPerUnit'
                  : 'earn.assumptions.costPerUnitEdited',
                { cost: rate(assumptions.costPerUnit) },
              )}
            </li>
            <li>{t('earn.assumptions.pricePerUnit', { price: rate(assumptions.pricePerUnit) })}</li>
            <li>{t('earn.assumptions.oneStation')}</li>
          </ul>
          {editing ? (
            <AssumptionsEditor
              value={assumptions}
              onApply={(next) => {
                setAssumptions(next);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <button type="button" className="button button--ghost button--block" onClick={() => setEditing(true)}>
              {t('earn.assumptions.edit')}
            </button>
          )}
          <p className="form__note">{t('earn.calculator.estimateNote')}</p>
        </section>
      </main>
    </div>
  );
}
