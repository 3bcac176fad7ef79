import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { OtpResend } from '../../components/ui/otp-resend.tsx';
import { storage, storageKeys } from '../../lib/storage.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { checkProfile } from '../../lib/api/check-profile.ts';
import { sendOtp } from '../../lib/api/send-otp.ts';
import { updateProfile } from '../../lib/api/update-profile.ts';
import { verifyOtp } from './api/verify-otp.ts';
import { connection } from '../../lib/connection-status.ts';
import { OTP_COUNTDOWN_KEY, RESEND_SECONDS } from '../../lib/otp-timing.ts';
import { pendingSignIn } from './pending-sign-in.ts';

const SUCCESS_PAUSE_MS = 700;

type Status = { kind: 'idle' } | { kind: 'verifying' } | { kind: 'verified' } | { kind: 'error'; message: string };

/** /verification: the 4-digit code; the 4th digit verifies, then the profile check, then home. */
export default function VerificationPage() {
  const [pending] = useState(pendingSignIn.get);
  const [alreadySignedIn] = useState(() => storage.token() !== '');
  if (alreadySignedIn) return <Navigate to={paths.home} replace />;
  if (!pending) return <Navigate to={paths.signin} replace />;
  return <VerificationForm mobile={pending.mobile} signUp={pending} />;
}

function VerificationForm({ mobile, signUp }: { mobile: string; signUp: { name?: string; email?: string } }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.otp'));
  const navigate = useNavigate();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [resendError, setResendError] = useState('');
  const [signInAgain, setSignInAgain] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown(OTP_COUNTDOWN_KEY, RESEND_SECONDS);
  const busy = useRef(false);

  const verify = async (otp: string) => {
    if (busy.current) return;
    if (connection.noNetwork()) {
      setCode('');
      setStatus({ kind: 'error', message: t('pwa.needsNetwork') });
      return;
    }
    busy.current = true;
    setStatus({ kind: 'verifying' });
    setResendError('');
    const result = await verifyOtp({ mobile, otp });
    if (!result.success || !result.data) {
      busy.current = false;
      setCode('');
      setStatus({ kind: 'error', message: result.message });
      return;
    }
    setStatus({ kind: 'verified' });
    storage.set(storageKeys.token, result.data.token);
    storage.saveProfile(result.data.profile);
    storage.set(storageKeys.preference, result.data.userPreference);
    pendingSignIn.set(null);
    if (signUp.name || signUp.email) {
      await updateProfile({ name: signUp.name ?? '', email: signUp.email ?? '' });
    }
    // The profile check (and the language chosen on another phone) runs while 'OTP verified
    // successfully' stays on screen long enough to read.
    const [profile] = await Promise.all([
      checkProfile(),
      new Promise((resolve) => window.setTimeout(resolve, SUCCESS_PAUSE_MS)),
      import('../../lib/language-choice.ts').then((m) => m.adoptAccountLanguage()),
    ]);
    if (!profile.success || !profile.data) {
      setSignInAgain(true);
      return;
    }
    storage.saveProfile(profile.data);
    navigate(paths.home, { replace: true });
  };

  const resend = async () => {
    setResendError('');
    setStatus({ kind: 'idle' });
    setCode('');
    if (connection.noNetwork()) return setResendError(t('pwa.needsNetwork'));
    const result = await sendOtp({ mobile });
    if (!result.success) return setResendError(result.message);
    restartCountdown();
  };

  const close = () => {
    pendingSignIn.set(null);
    navigate(paths.signin, { replace: true });
  };

  return (
    <main className="auth auth--otp">
      <div className="auth__topbar">
        <button type="button" className="icon-button icon-button--dark" onClick={close} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
      </div>
      <section className="auth__card" aria-labelledby={headingId}>
        <h1 id={headingId} className="auth__title">
          {t('otp.heading')}
        </h1>
        <p className="auth__sub">{t('otp.sentTo', { mobile })}</p>
        <OtpInput
          value={code}
          onChange={(value) => {
            setCode(value);
            if (status.kind === 'error') setStatus({ kind: 'idle' });
          }}
          onComplete={(value) => void verify(value)}
          disabled={status.kind === 'verifying' || status.kind === 'verified'}
          labelledBy={headingId}
        />
        <div className="otp-status" aria-live="polite">
          {status.kind === 'verifying' ? <Loader label={t('otp.verifying')} /> : null}
          {status.kind === 'verified' ? <p className="form-success">{t('otp.verified')}</p> : null}
          {status.kind === 'error' ? (
            <p className="form-error" role="alert">
              {status.message}
            </p>
          ) : null}
          {resendError ? (
            <p className="form-error" role="alert">
              {resendError}
            </p>
          ) : null}
        </div>
        <OtpResend secondsLeft={secondsLeft} onResend={() => void resend()} disabled={status.kind === 'verified'} />
        <button type="button" className="link-button otp-change" onClick={close}>
          {t('otp.changeNumber')}
        </button>
      </section>
      <AlertDialog
        open={signInAgain}
        title={t('errors.generic')}
        message={t('errors.signInAgain')}
        okLabel={t('common.ok')}
        onClose={() => {
          storage.signOut();
          navigate(paths.signin, { replace: true });
        }}
      />
    </main>
  );
}
