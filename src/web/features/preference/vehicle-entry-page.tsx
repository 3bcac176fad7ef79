import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { preferenceSchema, vehicleNumberSchema } from '../../../domain/user/user-rules.ts';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { VehicleNumberField } from '../../components/ui/vehicle-number-field.tsx';
import { storage, storageKeys } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setPreference } from './api/set-preference.ts';

/** /userVehicleInfo: the registration number with Submit, or Skip for now. Both save the preference. */
export default function VehicleEntryPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.vehicleInfo'));
  const navigate = useNavigate();
  const id = useId();
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'submit' | 'skip' | null>(null);
  const [error, setError] = useState('');

  const parsed = vehicleNumberSchema.safeParse(number);
  const invalid = touched && !parsed.success;
  const stored = preferenceSchema.safeParse(storage.get(storageKeys.tempPreference));
  const preference = stored.success ? stored.data : 'alreadyOwned';

  const save = async (mode: 'submit' | 'skip') => {
    setError('');
    setBusy(mode);
    const result = await setPreference(
      mode === 'submit' && parsed.success
        ? { userPreference: preference, grNumber: parsed.data, skipGrNumber: false }
        : { userPreference: preference, skipGrNumber: true },
    );
    setBusy(null);
    if (!result.success) return setError(result.message);
    if (mode === 'submit' && parsed.success) storage.set(storageKeys.vehicleNo, parsed.data);
    storage.set(storageKeys.tempPreference, null);
    navigate(paths.home, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) void save('submit');
  };

  return (
    <div className="screen">
      <PageHeader title={t('vehicleEntry.heading')} />
      <main className="screen__body">
        <form className="card form" onSubmit={submit} noValidate>
          <p className="form__intro">{t('vehicleEntry.sub')}</p>
          <VehicleNumberField
            id={id}
            label={t('vehicleEntry.label')}
            placeholder={t('vehicleEntry.placeholder')}
            value={number}
            invalid={invalid}
            onChange={setNumber}
            onBlur={() => setTouched(number !== '')}
          />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={busy !== null}>
            {busy === 'submit' ? <Loader label={t('common.loading')} /> : t('common.submit')}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => void save('skip')}
            disabled={busy !== null}
          >
            {busy === 'skip' ? <Loader label={t('common.loading')} /> : t('vehicleEntry.skip')}
          </button>
        </form>
      </main>
    </div>
  );
}
