import { useEffect, useId, useState } from 'react';
import type { CatalogueEntry, VehicleType as CatalogueType } from '../../../domain/catalogue/catalogue-entry.ts';
import type { VehicleType } from '../../../domain/subsidy/subsidy-rules.ts';
import { getProducts } from '../../lib/api/get-products.ts';
import { getVehicleDetail } from '../../lib/api/get-vehicle-detail.ts';
import { useTranslation } from '../../lib/i18n.ts';

const CATALOGUE_TYPES: readonly CatalogueType[] = ['scooter', 'bike', 'car'];
/** Scooters and bikes are two-wheelers; the catalogue's cars are four-wheelers. */
const subsidyTypeOf = (type: CatalogueType): VehicleType => (type === 'car' ? 'fourWheeler' : 'twoWheeler');

type Status = 'idle' | 'loading' | 'failed' | 'noBattery';

/**
 * 'Or pick a vehicle from the catalogue': fills the estimate's vehicle type and battery size from a
 * catalogue vehicle's details (GET /ev/droom/products, POST /ev/droom/mmty-by-product).
 */
export function CatalogueBattery({ onPick }: { onPick: (vehicleType: VehicleType, batteryKwh: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<CatalogueType | ''>('');
  const [products, setProducts] = useState<CatalogueEntry[]>([]);
  const [productId, setProductId] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (!type) return;
    let current = true;
    setStatus('loading');
    setProducts([]);
    getProducts(type)
      .then((result) => {
        if (!current) return;
        if (!result.success || !result.data) return setStatus('failed');
        setProducts(result.data.data.products);
        setStatus('idle');
      })
      .catch(() => current && setStatus('failed'));
    return () => {
      current = false;
    };
  }, [type]);

  const pick = async (chosen: string) => {
    setProductId(chosen);
    if (!chosen || !type) return;
    setStatus('loading');
    try {
      const result = await getVehicleDetail(chosen);
      const kwh = result.data?.technical?.battery_kwh;
      if (!result.success) return setStatus('failed');
      if (!kwh) return setStatus('noBattery');
      setStatus('idle');
      onPick(subsidyTypeOf(type), kwh);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <details className="subsidy__catalogue">
      <summary>{t('insights.subsidy.fromCatalogue')}</summary>
      <label className="field__label" htmlFor={`${id}-type`}>
        {t('insights.subsidy.catalogueType')}
      </label>
      <div className="field">
        <select
          id={`${id}-type`}
          className="field__input"
          value={type}
          onChange={(e) => setType(e.target.value as CatalogueType | '')}
        >
          <option value="">{t('insights.subsidy.chooseType')}</option>
          {CATALOGUE_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`insights.subsidy.catalogue.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {products.length ? (
        <>
          <label className="field__label" htmlFor={`${id}-vehicle`}>
            {t('insights.subsidy.catalogueVehicle')}
          </label>
          <div className="field">
            <select
              id={`${id}-vehicle`}
              className="field__input"
              value={productId}
              onChange={(e) => void pick(e.target.value)}
            >
              <option value="">{t('insights.subsidy.chooseVehicle')}</option>
              {products.map((product) => (
                <option key={product.product_id} value={product.product_id}>
                  {product.product_title}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <p className="form__note" role="status">
        {status === 'loading'
          ? t('insights.subsidy.catalogueLoading')
          : status === 'failed'
            ? t('insights.subsidy.catalogueFailed')
            : status === 'noBattery'
              ? t('insights.subsidy.noBattery')
              : ''}
      </p>
    </details>
  );
}
