import { formatAmount } from '../../domain/format/money.ts';
import type { ShownPrice, ShownRestriction, TariffPart, TariffSummary } from '../../domain/pricing/tariff-display.ts';
import type { TFunction } from './i18n.ts';

/**
 * A tariff in words, part by part ('₹21.24/kWh', '₹1.18/min', '₹50 session fee', 'after 60 min
 * ₹2/min idle fee', 'night rate ₹14/kWh from 22:00'), from the price model's summary
 * (src/domain/pricing/tariff-display.ts): amounts incl. GST where the network gives its GST, and
 * 'GST not stated' beside any that do not. Another currency is shown as written.
 */

/** From 20:00 or later, or across midnight: a night rate. */
const isNight = (r: ShownRestriction) =>
  r.fromTime !== undefined && (r.fromTime >= '20:00' || (r.toTime !== undefined && r.toTime < r.fromTime));

function when(t: TFunction, r: ShownRestriction | undefined): string[] {
  if (!r) return [];
  const out: string[] = [];
  if (r.days && r.days.length > 0 && r.days.length < 7)
    out.push(t('price.weekdays', { days: r.days.map((d) => t(`price.days.${d}`)).join(', ') }));
  if (r.minPowerKw !== undefined) out.push(t('price.fromPower', { kw: r.minPowerKw }));
  if (r.maxPowerKw !== undefined) out.push(t('price.uptoPower', { kw: r.maxPowerKw }));
  if (r.afterMinutes !== undefined) out.push(t('price.afterMinutes', { minutes: r.afterMinutes }));
  return out;
}

function partWords(t: TFunction, part: TariffPart, currency: string): string | undefined {
  const price = (shown: ShownPrice) => formatAmount(shown.amount, currency);
  const withWhen = (text: string, r?: ShownRestriction) => [text, ...when(t, r)].join(' ');
  switch (part.kind) {
    case 'energy': {
      const r = part.restriction;
      if (r?.fromTime !== undefined && isNight(r))
        return withWhen(t('price.nightRate', { price: price(part.perKwh), from: r.fromTime }), { ...r });
      if (r?.fromTime !== undefined && r.toTime !== undefined)
        return withWhen(t('price.rateBetween', { price: price(part.perKwh), from: r.fromTime, to: r.toTime }), r);
      return withWhen(t('price.perKwh', { price: price(part.perKwh) }), r);
    }
    case 'time': {
      const r = part.restriction;
      if (r?.fromTime !== undefined && r.toTime !== undefined)
        return withWhen(
          t('price.minuteRateBetween', { price: price(part.perMinute), from: r.fromTime, to: r.toTime }),
          r,
        );
      return withWhen(t('price.perMinute', { price: price(part.perMinute) }), r);
    }
    case 'flat':
      return withWhen(t('price.sessionFee', { price: price(part.amount) }), part.restriction);
    case 'parking':
      return part.afterMinutes !== undefined
        ? t('price.idleFeeAfter', { minutes: part.afterMinutes, price: price(part.perMinute) })
        : t('price.idleFee', { price: price(part.perMinute) });
    case 'reservation': {
      const fee = part.amount
        ? t('price.bookingFee', { price: price(part.amount) })
        : part.perMinute
          ? t('price.bookingPerMinute', { price: price(part.perMinute) })
          : undefined;
      return fee && part.onExpiry ? `${fee} ${t('price.bookingOnExpiry')}` : fee;
    }
    case 'min_price':
      return t('price.minPrice', { price: price(part.amount) });
    case 'max_price':
      return t('price.maxPrice', { price: price(part.amount) });
  }
}

/** Each part of the tariff in words, in the network's order; 'GST not stated' last when some amount lacks it. */
export function tariffWords(t: TFunction, summary: TariffSummary): string[] {
  const words = summary.parts
    .filter((part) => part.kind !== 'reservation')
    .map((part) => partWords(t, part, summary.currency))
    .filter((w): w is string => Boolean(w));
  if (!summary.vatIncluded) words.push(t('price.gstNotStated'));
  return words;
}

/** The booking fee's words, for where a booking is offered. */
export function reservationWords(t: TFunction, summary: TariffSummary): string[] {
  return summary.parts
    .filter((part) => part.kind === 'reservation')
    .map((part) => partWords(t, part, summary.currency))
    .filter((w): w is string => Boolean(w));
}

/** The network's own words in the reader's language, when it sends them. */
export const altTextIn = (summary: TariffSummary, language: string): string | undefined =>
  summary.altText.find((a) => a.language.toLowerCase().startsWith(language))?.text;
