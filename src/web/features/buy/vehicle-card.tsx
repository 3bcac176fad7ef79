import { memo } from 'react';
import { isFlagSet, type CatalogueEntry, type VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { formatPrice } from '../../../domain/format/rupees.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PriceDate } from './price-date.tsx';
import { VehicleArtUse } from './vehicle-illustration.tsx';

/**
 * One vehicle of the list. Memoised: with a stable `onViewDetails` a card renders again only when
 * its own entry changes, not when the search text or the filter panel does. Its drawing refers to
 * the list's VehicleArtSymbols. The title is an h2: the page's h1 is the header, with nothing between.
 */
export const VehicleCard = memo(function VehicleCard({
  entry,
  type,
  onViewDetails,
}: {
  entry: CatalogueEntry;
  type: VehicleType;
  onViewDetails: (entry: CatalogueEntry) => void;
}) {
  const { t } = useTranslation();
  const flags = [
    isFlagSet(entry.is_new) ? { key: 'new', text: t('buy.flag.new') } : null,
    isFlagSet(entry.is_upcoming) ? { key: 'upcoming', text: t('buy.flag.upcoming') } : null,
    isFlagSet(entry.is_discontinue) ? { key: 'discontinued', text: t('buy.flag.discontinued') } : null,
  ].filter((flag) => flag !== null);
  return (
    <li className="vehicle-card" data-testid="vehicle-card">
      <VehicleArtUse type={type} bodyType={entry.body_type} className="vehicle-card__art" />
      <div className="vehicle-card__main">
        <h2 className="vehicle-card__title">{entry.product_title}</h2>
        <p className="vehicle-card__price">
          <span className="visually-hidden">{t('buy.exShowroom')}: </span>
          <span data-testid="vehicle-price">{formatPrice(entry.ex_showroom_price, t('buy.na'))}</span>
          {entry.ex_showroom_price !== null ? <PriceDate asOf={entry.price_as_of} /> : null}
        </p>
        {flags.length > 0 ? (
          <ul className="vehicle-card__flags">
            {flags.map((flag) => (
              <li key={flag.key} className={`vehicle-flag vehicle-flag--${flag.key}`}>
                {flag.text}
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="button button--primary vehicle-card__details"
          onClick={() => onViewDetails(entry)}
        >
          {t('buy.viewDetails')}
          <span className="visually-hidden">: {entry.product_title}</span>
        </button>
      </div>
    </li>
  );
});
