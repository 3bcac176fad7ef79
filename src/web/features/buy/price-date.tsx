import { oldPriceYear } from '../../../domain/catalogue/price-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Beside a price more than two years old, its year ('price as of 2022'); nothing for a recent or undated one. */
export function PriceDate({ asOf }: { asOf: string | null | undefined }) {
  const { t } = useTranslation();
  const year = oldPriceYear(asOf, new Date());
  if (!year) return null;
  return (
    <span className="price-date" data-testid="price-date">
      {' '}
      ({t('buy.priceAsOf', { year })})
    </span>
  );
}
