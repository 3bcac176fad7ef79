import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { PREFERENCES, type Preference } from '../../../domain/user/user-rules.ts';
import { paths } from '../../app/paths.ts';
import { CarIcon, ChargerIcon, RupeeIcon } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { storage, storageKeys } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setPreference } from './api/set-preference.ts';

const cardIcons = { planningToBuy: CarIcon, alreadyOwned: ChargerIcon, earnThroughEv: RupeeIcon } as const;

/**
 * /userPreference: 'What are you looking for?' and three cards. Already owning an EV without a
 * vehicle number on file goes to vehicle entry first; the other choices save and go home.
 */
export default function UserPreferencePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.userPreference'));
  const navigate = useNavigate();
  const [saving, setSaving] = useState<Preference | null>(null);
  const [error, setError] = useState('');

  const choose = async (preference: Preference) => {
    setError('');
    const vehicleNo = storage.get(storageKeys.vehicleNo) || storage.details().grNumber || '';
    if (preference === 'alreadyOwned' && !vehicleNo) {
      storage.set(storageKeys.tempPreference, preference);
      navigate(paths.userVehicleInfo);
      return;
    }
    setSaving(preference);
    const result = await setPreference({ userPreference: preference, ...(vehicleNo ? { grNumber: vehicleNo } : {}) });
    setSaving(null);
    if (!result.success) return setError(result.message);
    storage.set(storageKeys.tempPreference, null);
    navigate(paths.home, { replace: true });
  };

  return (
    <main className="preference">
      <h1 className="preference__title">{t('preference.title')}</h1>
      <ul className="preference__cards">
        {PREFERENCES.map((preference) => {
          const Icon = cardIcons[preference];
          return (
            <li key={preference}>
              <button
                type="button"
                className="preference-card"
                onClick={() => void choose(preference)}
                disabled={saving !== null}
                data-preference={preference}
              >
                <span className="preference-card__icon">
                  <Icon width={36} height={36} />
                </span>
                <span className="preference-card__label">{t(`preference.${preference}`)}</span>
                {saving === preference ? <Loader label={t('preference.saving')} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </main>
  );
}
