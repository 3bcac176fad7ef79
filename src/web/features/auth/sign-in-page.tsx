import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { brand } from '../../../domain/brand/brand.config.ts';
import { digitsOnly, MOBILE_LENGTH, signInMobileSchema } from '../../../domain/user/user-rules.ts';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useToken } from '../../lib/storage.ts';
import { connection } from '../../lib/connection-status.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { applyQueryLogin, splashState } from './query-login.ts';
import { SplashScreen } from './splash-screen.tsx';
import { sendOtp } from '../../lib/api/send-otp.ts';
import { OTP_COUNTDOWN_KEY } from '../../lib/otp-timing.ts';
import { pendingSignIn } from './pending-sign-in.ts';
import { signInNotice } from '../../lib/sign-in-notice.ts';
import { TermsAgreement } from './terms-dialog.tsx';

/** The language switch loads after the screen (it sits below the form): none of the first paint's code. */
const LanguageSwitch = lazy(() => import('../../components/language-switch.tsx'));

/** /signin: the splash when the app opens here, then the mobile-number form. */
export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  const [splash, setSplash] = useState(() => splashState.shouldShow(paths.signin));
  useEffect(() => {
    if (applyQueryLogin(location.search)) navigate(location.pathname, { replace: true });
  }, [location.search, location.pathname, navigate]);
  const endSplash = useCallback(() => setSplash(false), []);
  if (splash) return <SplashScreen onDone={endSplash} />;
  if (token) return <Navigate to={paths.home} replace />;
  return <SignInForm />;
}

function SignInForm() {
  const { t } = useTranslation();
  usePageTitle(t('titles.signin'));
  const navigate = useNavigate();
  const mobileId = useId();
  const errorId = useId();
  const [mobile, setMobile] = useState(() => pendingSignIn.get()?.mobile ?? '');
  const [terms, setTerms] = useState(true);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState('');
  // 'Your account has been deleted.': shown on this visit, not on the next.
  const [notice] = useState(signInNotice.get);
  useEffect(() => {
    if (notice) signInNotice.clear();
  }, [notice]);

  const valid = signInMobileSchema.safeParse(mobile).success;
  const showHint = mobile.length > 0 && !valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !terms || sending) return;
    // No code can be sent offline: say so, rather than spin.
    if (connection.noNetwork()) return setServerError(t('pwa.needsNetwork'));
    setSending(true);
    setServerError('');
    const result = await sendOtp({ mobile });
    setSending(false);
    if (!result.success) return setServerError(result.message);
    pendingSignIn.set({ mobile });
    window.sessionStorage.removeItem(OTP_COUNTDOWN_KEY);
    navigate(paths.verification);
  };

  return (
    <main className="auth">
      <div className="auth__brand">
        <Logo size={56} />
      </div>
      <form className="auth__card" onSubmit={submit} noValidate>
        <h1 className="auth__title">{t('signin.welcome')}</h1>
        {notice ? (
          <p className="form-success auth__notice" role="status">
            {notice}
          </p>
        ) : null}
        <p className="auth__sub">{t('signin.welcomeSub')}</p>
        <label className="field__label" htmlFor={mobileId}>
          {t('signin.mobileLabel')}
        </label>
        <div className={`field field--prefixed${showHint ? ' field--invalid' : ''}`}>
          <span className="field__prefix">{t('common.mobilePrefix')}</span>
          <input
            id={mobileId}
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('signin.mobilePlaceholder')}
            maxLength={MOBILE_LENGTH}
            value={mobile}
            aria-invalid={showHint}
            aria-describedby={showHint ? errorId : undefined}
            onChange={(event) => setMobile(digitsOnly(event.target.value, MOBILE_LENGTH))}
          />
        </div>
        {showHint ? (
          <p id={errorId} className="field__error" role="alert">
            {t('validation.signInMobile')}
          </p>
        ) : null}
        <TermsAgreement checked={terms} onChange={setTerms} />
        {serverError ? (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!valid || !terms || sending}>
          {sending ? <Loader label={t('signin.sending')} /> : t('common.continue')}
        </button>
        <p className="auth__switch">
          {t('signin.noAccount')} <Link to={paths.signup}>{t('signin.signUpLink')}</Link>
        </p>
      </form>
      <p className="auth__footer">{t('brand.poweredBy', { partner: brand.poweredBy })}</p>
      <Suspense fallback={<div className="language-switch auth__language" />}>
        <LanguageSwitch className="auth__language" />
      </Suspense>
    </main>
  );
}
