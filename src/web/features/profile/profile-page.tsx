import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { digitsOnly, MOBILE_LENGTH, PREFERENCES } from '../../../domain/user/user-rules.ts';
import { paths } from '../../app/paths.ts';
import { ChevronIcon, PencilIcon } from '../../components/ui/icons.tsx';
import { MyVehicleCard } from './my-vehicle-card.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { UsageDataSwitch } from './usage-data-switch.tsx';
import { YourDataSection } from './your-data-section.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PROFILE_OTP_COUNTDOWN_KEY } from '../../lib/otp-timing.ts';
import { storage } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { checkProfile } from '../../lib/api/check-profile.ts';
import { sendOtp } from '../../lib/api/send-otp.ts';
import { sidebar } from '../../lib/sidebar-store.ts';
import { updateProfile } from '../../lib/api/update-profile.ts';
import {
  normalised,
  profileDraft,
  sameProfile,
  STATUS_CLEAR_MS,
  validateProfile,
  valuesFrom,
  type ProfileValues,
} from './profile-form.ts';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * /user-profile: edit name, mobile (behind the pencil), e-mail, vehicle number and preference;
 * then 'My stations', the trip vehicle, language, usage data and 'Your data' (download, delete).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.profile'));
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const mobileRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<ProfileValues>(() => valuesFrom(storage.details()));
  const [values, setValues] = useState<ProfileValues>(() => profileDraft.get() ?? valuesFrom(storage.details()));
  const [edited, setEdited] = useState(() => profileDraft.get() !== null);
  const [mobileUnlocked, setMobileUnlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(() =>
    (location.state as { updated?: boolean } | null)?.updated ? { tone: 'success', text: t('profile.updated') } : null,
  );

  // Fresh profile from the server; an unsaved draft stays on screen.
  useEffect(() => {
    let live = true;
    void checkProfile().then((result) => {
      if (!live || !result.success || !result.data) return;
      storage.saveProfile(result.data);
      const fresh = valuesFrom(result.data);
      setSaved(fresh);
      if (!profileDraft.get()) setValues(fresh);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), STATUS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const errors = validateProfile(values);
  const change = (field: keyof ProfileValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setEdited(true);
    profileDraft.set(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.mobile) return setStatus({ tone: 'error', text: t('validation.mobileMandatory') });
    if (Object.keys(errors).length > 0) return setStatus({ tone: 'error', text: t('validation.fillAllCorrectly') });
    if (sameProfile(values, saved)) return setStatus({ tone: 'error', text: t('validation.noChanges') });
    const next = normalised(values);
    setBusy(true);
    if (next.mobile !== saved.mobile) {
      const sent = await sendOtp({ mobile: next.mobile, purpose: 'changeMobile' });
      setBusy(false);
      if (!sent.success) return setStatus({ tone: 'error', text: sent.message });
      profileDraft.set(next);
      window.sessionStorage.removeItem(PROFILE_OTP_COUNTDOWN_KEY);
      navigate(paths.profileVerification);
      return;
    }
    const { mobile: _mobile, ...fields } = next;
    const result = await updateProfile(fields);
    setBusy(false);
    if (!result.success) return setStatus({ tone: 'error', text: result.message || t('errors.profileFailed') });
    profileDraft.set(null);
    setSaved(next);
    setValues(next);
    setEdited(false);
    setMobileUnlocked(false);
    setStatus({ tone: 'success', text: t('profile.updated') });
  };

  const back = () => {
    sidebar.set({ drowerOpen: true });
    navigate(paths.home);
  };

  const fieldError = (field: keyof ProfileValues) =>
    errors[field] && (values[field] !== '' || field === 'mobile') ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {t(errors[field])}
      </p>
    ) : null;
  const described = (field: keyof ProfileValues) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <div className="screen">
      <PageHeader title={t('profile.heading')} onBack={back} />
      <main className="screen__body">
        <form className="card form" onSubmit={submit} noValidate>
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('profile.name')}
          </label>
          <div className={`field${errors.name && values.name ? ' field--invalid' : ''}`}>
            <input
              id={`${id}-name`}
              className="field__input"
              autoComplete="name"
              value={values.name}
              aria-describedby={described('name')}
              onChange={(e) => change('name', e.target.value)}
            />
          </div>
          {fieldError('name')}

          <label className="field__label" htmlFor={`${id}-mobile`}>
            {t('profile.mobile')}
          </label>
          <div
            className={`field field--prefixed${errors.mobile ? ' field--invalid' : ''}${mobileUnlocked ? '' : ' field--locked'}`}
          >
            <span className="field__prefix">{t('common.mobilePrefix')}</span>
            <input
              ref={mobileRef}
              id={`${id}-mobile`}
              className="field__input"
              type="tel"
              inputMode="numeric"
              maxLength={MOBILE_LENGTH}
              readOnly={!mobileUnlocked}
              value={values.mobile}
              aria-describedby={described('mobile')}
              onChange={(e) => change('mobile', digitsOnly(e.target.value, MOBILE_LENGTH))}
            />
            <button
              type="button"
              className="icon-button icon-button--dark"
              aria-label={t('profile.editMobile')}
              aria-pressed={mobileUnlocked}
              onClick={() => {
                setMobileUnlocked(true);
                window.requestAnimationFrame(() => mobileRef.current?.focus());
              }}
            >
              <PencilIcon width={20} height={20} />
            </button>
          </div>
          {fieldError('mobile')}

          <label className="field__label" htmlFor={`${id}-email`}>
            {t('profile.email')}
          </label>
          <div className={`field${errors.email ? ' field--invalid' : ''}`}>
            <input
              id={`${id}-email`}
              className="field__input"
              type="email"
              autoComplete="email"
              value={values.email}
              aria-describedby={described('email')}
              onChange={(e) => change('email', e.target.value)}
            />
          </div>
          {fieldError('email')}

          <label className="field__label" htmlFor={`${id}-gr`}>
            {t('profile.vehicleNumber')}
          </label>
          <div className={`field${errors.grNumber ? ' field--invalid' : ''}`}>
            <input
              id={`${id}-gr`}
              className="field__input field__input--upper"
              autoCapitalize="characters"
              maxLength={13}
              value={values.grNumber}
              aria-describedby={described('grNumber')}
              onChange={(e) => change('grNumber', e.target.value.toUpperCase())}
            />
          </div>
          {fieldError('grNumber')}

          <fieldset className="choice-group">
            <legend className="field__label">{t('profile.preference')}</legend>
            {PREFERENCES.map((preference) => (
              <label
                key={preference}
                className={`choice${values.userPreference === preference ? ' choice--selected' : ''}`}
              >
                <input
                  type="radio"
                  name="userPreference"
                  value={preference}
                  checked={values.userPreference === preference}
                  onChange={() => change('userPreference', preference)}
                />
                <span>{t(`preference.${preference}`)}</span>
              </label>
            ))}
          </fieldset>

          <div className="form-status" aria-live="polite">
            {status ? (
              <p
                className={status.tone === 'success' ? 'form-success' : 'form-error'}
                role={status.tone === 'error' ? 'alert' : 'status'}
              >
                {status.text}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={!edited || busy}>
            {busy ? <Loader label={t('profile.updating')} /> : t('profile.update')}
          </button>
          <p className="form__note">{t('profile.unsavedNote')}</p>
        </form>
        <Link className="card profile-link" to={paths.myStations}>
          {t('home.myStations')}
          <ChevronIcon width={20} height={20} />
        </Link>
        <MyVehicleCard />
        <LanguageSwitch className="profile__language" />
        <UsageDataSwitch />
        <YourDataSection />
      </main>
    </div>
  );
}
