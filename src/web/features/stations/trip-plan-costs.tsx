import { formatAmount, formatPaise } from '../../../domain/format/money.ts';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';
import type { StopCostJson } from '../../../domain/trips/trip-costs.ts';
import { i18n, useTranslation } from '../../lib/i18n.ts';
import '../../lib/station-prices.ts';

/** '14:30' in the reader's language, in India's time (the stations' tariffs are read in their own zone). */
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  });

/** One stop's estimated cost: 'Charging here: about ₹212.40 for 10 kWh · at Tata Power’s price for 14:30'. */
export function StopCost({ cost }: { cost: StopCostJson | undefined }) {
  const { t } = useTranslation();
  if (!cost) return null;
  if (cost.other_currency)
    return (
      <p className="plan-stop__cost">
        {t('tripCost.stopOtherCurrency', {
          price: formatAmount(cost.other_currency.amount, cost.other_currency.currency),
          kwh: cost.energy_kwh,
        })}
      </p>
    );
  if (cost.cost_paise === null)
    return (
      <p className="plan-stop__cost plan-stop__cost--unknown">{t('tripCost.stopUnknown', { kwh: cost.energy_kwh })}</p>
    );
  return (
    <p className="plan-stop__cost">
      {t('tripCost.stop', { price: formatPaise(cost.cost_paise), kwh: cost.energy_kwh })}
      {cost.network ? ` · ${t('tripCost.stopNetwork', { network: cost.network, time: clock(cost.arrive_at) })}` : null}
    </p>
  );
}

/**
 * What the trip's charging costs: the stops' total ('at least' when a stop has no known price),
 * and beside it the same energy at home and the petrol a comparable vehicle would burn. Estimates,
 * said so, with the figures they rest on.
 */
export function TripCosts({ plan }: { plan: TripPlan }) {
  const { t } = useTranslation();
  const costs = plan.costs;
  if (!costs || costs.stops.length === 0) return null;
  const known = costs.stops.some((s) => s.cost_paise !== null);
  const total = !known
    ? t('tripCost.totalUnknown')
    : costs.at_least
      ? t('tripCost.totalAtLeast', { price: formatPaise(costs.charging_paise) })
      : t('tripCost.total', { price: formatPaise(costs.charging_paise) });
  return (
    <section className="plan__costs" aria-labelledby="plan-costs-heading">
      <h3 id="plan-costs-heading" className="plan__costs-heading">
        {t('tripCost.heading')}
      </h3>
      <p className="plan__costs-total">{total}</p>
      <ul className="plan__costs-compare">
        <li>
          {t('tripCost.home', {
            kwh: costs.energy_kwh,
            price: formatPaise(costs.home_paise),
            rate: costs.home_rs_per_kwh,
          })}
        </li>
        <li>
          {t('tripCost.petrol', {
            kind: t(`tripCost.kinds.${plan.vehicle.kind}`),
            price: formatPaise(costs.petrol_paise),
            rate: costs.petrol_rs_per_litre,
            mileage: costs.petrol_km_per_litre,
          })}
        </li>
      </ul>
      <p className="form__note">{t('tripCost.note')}</p>
    </section>
  );
}
