import './rto-strings.ts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { CarIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getChallans } from './api/get-challans.ts';
import { ChallanTabs } from './challan-tabs.tsx';
import { ResultScreen } from './result-screen.tsx';
import { useLookup } from './use-lookup.ts';
import './rto.css';

/** /e-challan-status?vehicleNumber=…: the vehicle card and its challans in two tabs. */
export default function EChallanStatusPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.eChallanStatus'));
  const [params] = useSearchParams();
  const lookup = useLookup(params.get('vehicleNumber') ?? '', getChallans, 'challan_lookup');
  const another = { to: paths.eChallan, label: t('rto.checkAnother') };

  return (
    <ResultScreen title={t('titles.eChallanStatus')} lookup={lookup} back={another}>
      {(challans) => (
        <>
          <section className="card rto-vehicle-card" aria-label={t('rto.challans.vehicleCard')}>
            <CarIcon />
            <div>
              <p className="rto-vehicle-card__label">{t('rto.challans.vehicleCard')}</p>
              <p className="rto-vehicle-card__number">{lookup.vehicleNumber}</p>
            </div>
          </section>
          <ChallanTabs challans={challans} />
          <p className="rto-other">
            <Link className="rto-other__link" to={another.to}>
              {another.label}
            </Link>
          </p>
        </>
      )}
    </ResultScreen>
  );
}
