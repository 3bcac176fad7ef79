import './rto-strings.ts';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VehicleNumberForm } from './vehicle-number-form.tsx';
import './rto.css';

/** /e-challan: a registration number in, its pending and paid challans out (/e-challan-status). */
export default function EChallanPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.eChallan'));
  return (
    <div className="screen">
      <PageHeader title={t('rto.challanHeading')} />
      <main className="screen__body">
        <VehicleNumberForm
          intro={t('rto.challanIntro')}
          resultTo={paths.eChallanStatus}
          other={{ to: paths.checkVehicleInfo, label: t('rto.toVehicleInfo') }}
        />
      </main>
    </div>
  );
}
