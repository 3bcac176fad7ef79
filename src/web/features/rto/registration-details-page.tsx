import './rto-strings.ts';
import { Link, useSearchParams } from 'react-router';
import { registrationYear, type VehicleInfo } from '../../../domain/rto/vehicle-lookup.schema.ts';
import { paths } from '../../app/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getVehicleInfo } from './api/get-vehicle-info.ts';
import { ResultScreen } from './result-screen.tsx';
import { useLookup } from './use-lookup.ts';
import { resultPath } from './vehicle-number-form.tsx';
import './rto.css';

/** The twelve fields of spec section 2, in its order, with the record field each reads. */
const FIELDS: ReadonlyArray<[labelKey: string, value: (v: VehicleInfo) => string]> = [
  ['manufacturer', (v) => v.vehicleManufacturerName],
  ['registrationNumber', (v) => v.regNo],
  ['variant', (v) => v.model],
  ['registrationYear', (v) => registrationYear(v.regDate)],
  ['fuelType', (v) => v.type],
  ['owner', (v) => v.owner],
  ['registrationDate', (v) => v.regDate],
  ['insurer', (v) => v.vehicleInsuranceCompanyName],
  ['engine', (v) => v.engine],
  ['chassis', (v) => v.chassis],
  ['vehicleType', (v) => v.vehicleCategory],
  ['policyExpiry', (v) => v.vehicleInsuranceUpto],
];

/** /checkRegistrationDetails?vehicleNumber=…: the vehicle's registration details. */
export default function RegistrationDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.registrationDetails'));
  const [params] = useSearchParams();
  const lookup = useLookup(params.get('vehicleNumber') ?? '', getVehicleInfo, 'rc_lookup');
  const another = { to: paths.checkVehicleInfo, label: t('rto.checkAnother') };

  return (
    <ResultScreen title={t('rto.vehicleInfoHeading')} lookup={lookup} back={another}>
      {(vehicle, masked) => (
        <>
          <section className="card rto-details" aria-labelledby="rto-details-title">
            <h2 id="rto-details-title" className="rto-details__title">
              {vehicle.regNo}
            </h2>
            <dl className="rto-details__list">
              {FIELDS.map(([key, value]) => (
                <div className="rto-details__row" key={key}>
                  <dt>{t(`rto.fields.${key}`)}</dt>
                  <dd>{value(vehicle) || '—'}</dd>
                </div>
              ))}
            </dl>
            {masked ? <p className="form__note">{t('rto.maskedNote')}</p> : null}
          </section>
          <Link className="button button--primary button--block" to={another.to}>
            {another.label}
          </Link>
          <p className="rto-other">
            <Link className="rto-other__link" to={resultPath(paths.eChallanStatus, lookup.vehicleNumber)}>
              {t('rto.toChallan')}
            </Link>
          </p>
        </>
      )}
    </ResultScreen>
  );
}
