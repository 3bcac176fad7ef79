import { useState } from 'react';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { compare } from '../../../domain/pricing/exact-decimal.ts';
import { headlinePerKwh, type HeadlinePrice } from '../../../domain/pricing/tariff-display.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useStationPriceLookup } from '../../lib/station-prices.ts';

export type StationOrder = 'nearest' | 'cheapest';

/** Kept for the tab, so a reload or the back button keeps the order the person chose. */
const ORDER_KEY = 'nearbyOrder';
const readOrder = (): StationOrder => {
  try {
    return sessionStorage.getItem(ORDER_KEY) === 'cheapest' ? 'cheapest' : 'nearest';
  } catch {
    return 'nearest';
  }
};

export function useStationOrder(): [StationOrder, (order: StationOrder) => void] {
  const [order, setOrder] = useState<StationOrder>(readOrder);
  return [
    order,
    (next) => {
      setOrder(next);
      try {
        sessionStorage.setItem(ORDER_KEY, next);
      } catch {
        // Private mode: the order lasts as long as the screen.
      }
    },
  ];
}

/**
 * The stations in the order chosen: 'Cheapest' puts those with a network price in rupees first,
 * by the per-kWh price (GST included) a charge starting now pays, then the rest as they were (by
 * distance). Prices arrive as the cards ask for them; the order follows.
 */
export function useOrderedStations(stations: StationResult[], order: StationOrder): StationResult[] {
  const price = useStationPriceLookup(order === 'cheapest' ? stations.map((s) => s.place_id) : []);
  if (order === 'nearest') return stations;
  const now = new Date().toISOString();
  const headline = (s: StationResult): HeadlinePrice | undefined => {
    const tariff = price(s.place_id)?.tariffs[0];
    const found = tariff ? headlinePerKwh(tariff.tariff, { at: now, timeZone: tariff.time_zone }) : undefined;
    return found && found.currency === 'INR' ? found : undefined;
  };
  const keyed = stations.map((station, i) => ({ station, i, price: headline(station) }));
  keyed.sort((a, b) => {
    if (a.price && b.price) return compare(a.price.perKwh, b.price.perKwh) || a.i - b.i;
    if (a.price) return -1;
    if (b.price) return 1;
    return a.i - b.i;
  });
  return keyed.map((k) => k.station);
}

export function StationOrderSwitch({ order, onChange }: { order: StationOrder; onChange: (o: StationOrder) => void }) {
  const { t } = useTranslation();
  return (
    <div className="view-switch" role="group" aria-label={t('priceSort.label')}>
      {(['nearest', 'cheapest'] as const).map((o) => (
        <button
          key={o}
          type="button"
          className="view-switch__button"
          aria-pressed={order === o}
          onClick={() => onChange(o)}
        >
          {t(`priceSort.${o}`)}
        </button>
      ))}
    </div>
  );
}
