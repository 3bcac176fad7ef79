import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { OtpResend } from '../../components/ui/otp-resend.tsx';
import { storage } from '../../lib/storage.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { sendOtp } from '../../lib/api/send-otp.ts';
import { PROFILE_OTP_COUNTDOWN_KEY, RESEND_SECONDS } from '../../lib/otp-timing.ts';
import { updateMobileProfile } from './api/update-mobile-profile.ts';
import { profileDraft } from './profile-form.ts';

/**
 * /profile-verification: the full-screen code confirmation for a new mobile number. The 4th
 * digit submits the whole profile update with the code; the server returns a new token.
 */
export default function ProfileVerificationPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.verification'));
  const navigate = useNavigate();
  const headingId = useId();
  const [draft] = useState(profileDraft.get);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [secondsLeft, restart] = useCountdown(PROFILE_OTP_COUNTDOWN_KEY, RESEND_SECONDS);
  const busy = useRef(false);

  // Decided once on arrival: after a successful change the stored number equals the draft's,
  // and this guard must not then redirect over the success navigation.
  const [savedMobile] = useState(() => storage.details().mobile ?? '');
  if (!draft || !draft.mobile || draft.mobile === savedMobile) return <Navigate to={paths.userProfile} replace />;

  const submit = async (otp: string) => {
    if (busy.current) return;
    busy.current = true;
    setVerifying(true);
    setError('');
    const { mobile: newMobile, ...fields } = draft;
    const result = await updateMobileProfile({ ...fields, mobile: savedMobile, newMobile, otp });
    busy.current = false;
    setVerifying(false);
    if (!result.success) {
      setCode('');
      return setError(result.message || t('errors.generic'));
    }
    profileDraft.set(null);
    navigate(paths.userProfile, { replace: true, state: { updated: true } });
  };

  const resend = async () => {
    setError('');
    const result = await sendOtp({ mobile: draft.mobile, purpose: 'changeMobile' });
    if (!result.success) return setError(result.message);
    restart();
  };

  return (
    <main className="auth auth--otp">
      <div className="auth__topbar">
        <button
          type="button"
          className="icon-button icon-button--dark"
          onClick={() => navigate(paths.userProfile, { replace: true })}
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <section className="auth__card" aria-labelledby={headingId}>
        <h1 id={headingId} className="auth__title">
          {t('otp.profileHeading')}
        </h1>
        <p className="auth__sub">{t('otp.sentTo', { mobile: draft.mobile })}</p>
        <OtpInput
          value={code}
          onChange={setCode}
          onComplete={(otp) => void submit(otp)}
          disabled={verifying}
          labelledBy={headingId}
        />
        <div className="otp-status" aria-live="polite">
          {verifying ? <Loader label={t('otp.verifying')} /> : null}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <OtpResend secondsLeft={secondsLeft} onResend={() => void resend()} />
      </section>
    </main>
  );
}
