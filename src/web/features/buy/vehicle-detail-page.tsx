import './buy-strings.ts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SpecValue, VehicleDetail } from '../../../domain/catalogue/catalogue-entry.ts';
import { detailGroups } from '../../../domain/catalogue/detail-groups.ts';
import { specValueKey } from '../../../domain/catalogue/spec-values.ts';
import { formatPrice } from '../../../domain/format/rupees.ts';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { i18n, useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getVehicleDetail } from '../../lib/api/get-vehicle-detail.ts';
import { PriceDate } from './price-date.tsx';
import { VehicleIllustration } from './vehicle-illustration.tsx';
import { isVehicleType } from '../../../domain/catalogue/catalogue-paths.ts';
import './buy.css';

/**
 * /findelectricvehicle/:type/:id: one variant's details in accordion groups. A loader shows until
 * the data arrives; a failed fetch leaves it there (spec section 8: silent, loader stays).
 */
export default function VehicleDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.vehicle'));
  const params = useParams();
  const type = isVehicleType(params.type) ? params.type : 'car';
  const id = params.id ?? '';
  const [detail, setDetail] = useState<VehicleDetail | null>(null);

  useEffect(() => {
    let live = true;
    setDetail(null);
    void getVehicleDetail(id).then((result) => {
      if (live && result.success && result.data) setDetail(result.data);
    });
    return () => {
      live = false;
    };
  }, [id]);

  /** A row's value: 'NA' when missing; a closed list's value in the reader's words; free text as the data has it. */
  const show = (field: string, value: SpecValue) => {
    if (value === null || value === '') return t('buy.na');
    const key = specValueKey(field, value);
    return key && i18n.exists(key) ? t(key) : String(value);
  };

  return (
    <div className="screen">
      <PageHeader title={t('titles.vehicle')} />
      <main className="screen__body vehicle-detail">
        {!detail ? (
          <div className="buy__state">
            <Loader label={t('buy.detailLoading')} size={32} />
          </div>
        ) : (
          <>
            <section className="card vehicle-detail__head">
              <VehicleIllustration type={type} bodyType={detail.body_type} className="vehicle-detail__art" />
              <h2 className="vehicle-detail__title">{detail.product_title}</h2>
              <p className="vehicle-detail__price">
                {t('buy.exShowroom')}: <strong>{formatPrice(detail.ex_showroom_price, t('buy.na'))}</strong>
                {detail.ex_showroom_price !== null ? (
                  <PriceDate asOf={detail.price_as_of ?? detail.provenance.as_of} />
                ) : null}
              </p>
              {detail.ex_showroom_price !== null ? (
                <Link
                  className="link-button"
                  to={`${paths.fcv}?type=${type}&product=${encodeURIComponent(detail.product_id)}`}
                >
                  {t('buy.costLink')}
                </Link>
              ) : null}
            </section>
            <div className="accordion">
              {detailGroups(detail, type).map((group, index) => (
                <details key={group.key} className="accordion__item" open={index === 0}>
                  <summary className="accordion__summary">
                    <h3>{t(`buy.groups.${group.key}`)}</h3>
                  </summary>
                  <dl className="spec-table">
                    {group.rows.map((row) => (
                      <div key={row.key} className="spec-table__row">
                        <dt>{t(`buy.fields.${row.key}`)}</dt>
                        <dd>{show(row.key, row.value)}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ))}
            </div>
            <p className="vehicle-detail__source">
              {detail.provenance.as_of
                ? t('buy.source', { source: detail.provenance.source, date: detail.provenance.as_of })
                : t('buy.sourceUndated', { source: detail.provenance.source })}
            </p>
            {detail.provenance.price_source ? (
              <p className="vehicle-detail__source" data-testid="price-source">
                {t('buy.priceSource', {
                  source: detail.provenance.price_source,
                  date: detail.provenance.price_as_of ?? '',
                })}
              </p>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
