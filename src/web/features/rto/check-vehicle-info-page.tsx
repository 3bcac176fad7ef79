import './rto-strings.ts';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VehicleNumberForm } from './vehicle-number-form.tsx';
import './rto.css';

/** /checkvehicleinfo: a registration number in, its registration details out (/checkRegistrationDetails). */
export default function CheckVehicleInfoPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.checkVehicleInfo'));
  return (
    <div className="screen">
      <PageHeader title={t('rto.vehicleInfoHeading')} />
      <main className="screen__body">
        <VehicleNumberForm
          intro={t('rto.vehicleInfoIntro')}
          resultTo={paths.registrationDetails}
          other={{ to: paths.eChallan, label: t('rto.toChallan') }}
        />
      </main>
    </div>
  );
}
