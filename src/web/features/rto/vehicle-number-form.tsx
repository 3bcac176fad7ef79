import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { vehicleLookupBody } from '../../../domain/rto/vehicle-lookup.schema.ts';
import { VehicleNumberField } from '../../components/ui/vehicle-number-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { readRecentSearches, rememberSearch } from './recent-vehicle-searches.ts';

/** Where a number goes once entered: the result screen, with the number in its query string. */
export const resultPath = (path: string, vehicleNumber: string) => `${path}?${new URLSearchParams({ vehicleNumber })}`;

/**
 * The registration input shared by /checkvehicleinfo and /e-challan: the spec's rule and message
 * (one schema with the server), up to 3 recent searches to tap, and a link to the other lookup.
 */
export function VehicleNumberForm(props: { intro: string; resultTo: string; other: { to: string; label: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [recent] = useState(readRecentSearches);

  const parsed = vehicleLookupBody.safeParse({ vehicleNumber: number });
  const invalid = touched && !parsed.success;

  const open = (vehicleNumber: string) => {
    rememberSearch(vehicleNumber);
    navigate(resultPath(props.resultTo, vehicleNumber));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) open(parsed.data.vehicleNumber);
  };

  return (
    <>
      <form className="card form rto-form" onSubmit={submit} noValidate>
        <p className="form__intro">{props.intro}</p>
        <VehicleNumberField
          id={id}
          label={t('rto.numberLabel')}
          placeholder={t('rto.numberPlaceholder')}
          value={number}
          invalid={invalid}
          maxLength={16}
          onChange={setNumber}
          onBlur={() => setTouched(number !== '')}
        />
        <button type="submit" className="button button--primary button--block">
          {t('common.submit')}
        </button>
      </form>

      {recent.length > 0 ? (
        <section className="rto-recent" aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`} className="rto-recent__title">
            {t('rto.recentHeading')}
          </h2>
          <ul className="rto-recent__list">
            {recent.map((vehicleNumber) => (
              <li key={vehicleNumber}>
                <button type="button" className="chip rto-recent__chip" onClick={() => open(vehicleNumber)}>
                  {vehicleNumber}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="rto-other">
        <Link className="rto-other__link" to={props.other.to}>
          {props.other.label}
        </Link>
      </p>
    </>
  );
}
