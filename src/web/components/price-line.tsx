import type { StationPrice, StationTariff } from '../../domain/ocpi/station-price.ts';
import { summarizeTariff } from '../../domain/pricing/tariff-display.ts';
import { i18n, useTranslation } from '../lib/i18n.ts';
import { useStationPrice } from '../lib/station-prices.ts';
import { altTextIn, tariffWords } from '../lib/tariff-words.ts';
import { useAgo, useNow } from './station-summary-line.tsx';
import './price-line.css';

/**
 * A tariff as the driver pays it: its parts in words ('₹21.24/kWh · after 60 min ₹2/min idle
 * fee'), the network's own words in the reader's language when it sends them, and where the price
 * comes from ('Price from Tata Power · updated 2 h ago'). `detailed` (the station page) says which
 * sockets it prices.
 */
function TariffLines({ tariff, detailed }: { tariff: StationTariff; detailed: boolean }) {
  const { t } = useTranslation();
  const ago = useAgo();
  const now = useNow();
  const summary = summarizeTariff(tariff.tariff);
  const alt = altTextIn(summary, i18n.language);
  return (
    <div className="price-line__tariff">
      {detailed && tariff.connectors.length > 0 ? (
        <p className="price-line__for">{t('price.forConnectors', { connectors: tariff.connectors.join(', ') })}</p>
      ) : null}
      <p className="price-line__price">{tariffWords(t, summary).join(' · ')}</p>
      {summary.currency !== 'INR' ? (
        <p className="price-line__note">{t('price.otherCurrency', { currency: summary.currency })}</p>
      ) : null}
      {alt ? <p className="price-line__note">{alt}</p> : null}
      <p className="price-line__source">
        {t('price.from', {
          network: tariff.network,
          ago: now !== null ? ago(tariff.updated_at, now) : '',
        })}
      </p>
    </div>
  );
}

/**
 * A station's price from its networks. The card shows its fastest sockets' tariff; the station page
 * (`detailed`) every tariff with the sockets it prices. A network socket that names no tariff we
 * hold says 'Price not known'; a station no network prices shows nothing here (`fallback`: the
 * page's line from drivers' check-ins, or 'Price not known').
 */
export function PriceLine({
  placeId,
  detailed = false,
  fallback,
}: {
  placeId: string;
  detailed?: boolean;
  fallback?: string;
}) {
  const { t } = useTranslation();
  const price = useStationPrice(placeId);
  return <PriceLineView price={price} detailed={detailed} fallback={fallback} notKnown={t('price.notKnown')} />;
}

export function PriceLineView({
  price,
  detailed,
  fallback,
  notKnown,
}: {
  price: StationPrice | null | undefined;
  detailed: boolean;
  fallback: string | undefined;
  notKnown: string;
}) {
  if (price === undefined && !detailed) return null;
  const tariffs = price ? (detailed ? price.tariffs : price.tariffs.slice(0, 1)) : [];
  if (tariffs.length === 0) {
    const words = price && price.unpriced > 0 ? notKnown : fallback;
    return words ? <p className="price-line price-line--unknown">{words}</p> : null;
  }
  return (
    <div className="price-line">
      {tariffs.map((tariff) => (
        <TariffLines key={`${tariff.network}:${tariff.tariff.id}`} tariff={tariff} detailed={detailed} />
      ))}
    </div>
  );
}
