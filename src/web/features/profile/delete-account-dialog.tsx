import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountBody } from '../../../domain/checkins/checkin.schema.ts';
import { paths } from '../../app/paths.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { OtpResend } from '../../components/ui/otp-resend.tsx';
import '../../lib/account-data-strings.ts';
import { deleteAccount } from './api/delete-account.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { RESEND_SECONDS } from '../../lib/otp-timing.ts';
import { sidebar } from '../../lib/sidebar-store.ts';
import { signInNotice } from '../../lib/sign-in-notice.ts';
import { storage } from '../../lib/storage.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { sendOtp } from '../../lib/api/send-otp.ts';
import {
  codeMayBeValid,
  DELETE_OTP_COUNTDOWN_KEY,
  forgetResendDeadline,
  storedResendDeadline,
} from './delete-account-code.ts';

type Busy = 'sending' | 'deleting' | null;

/**
 * 'Delete my account' (issue 17, DPDP Act 2023): what goes and what stays, then a code sent to
 * the account's own number (send-otp, purpose 'deleteAccount'), then the deletion. Afterwards the
 * phone keeps nothing of the person (storage.signOut, as logout: keys, sessionStorage, personal
 * caches) and the sign-in screen says the account has been deleted. Mounted while open; the
 * opener gets focus back (the section's onClose).
 */
export function DeleteAccountDialog({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeLabelId = useId();
  const codeRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<'explain' | 'code'>(() =>
    codeMayBeValid(storedResendDeadline(), Date.now()) ? 'code' : 'explain',
  );
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  // Bumped when a refused code is cleared: the first box takes focus once it is enabled again.
  const [retypeCode, setRetypeCode] = useState(0);
  useEffect(() => {
    if (retypeCode) codeRef.current?.querySelector('input')?.focus();
  }, [retypeCode]);

  const close = () => {
    if (busy !== 'deleting') onClose();
  };

  /** Sends a code; true once it is on its way. */
  const send = async (): Promise<boolean> => {
    if (busy) return false;
    if (!mobile) return (setError(t('accountData.delete.noMobile')), false);
    if (connection.noNetwork()) return (setError(t('pwa.needsNetwork')), false);
    setBusy('sending');
    setError('');
    const sent = await sendOtp({ mobile, purpose: 'deleteAccount' });
    setBusy(null);
    if (!sent.success) return (setError(sent.message), false);
    setCode('');
    return true;
  };

  const firstSend = async () => {
    if (!(await send())) return;
    forgetResendDeadline();
    setStep('code');
  };

  const remove = async () => {
    if (busy) return;
    const parsed = deleteAccountBody.safeParse({ otp: code });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.otp'));
    if (connection.noNetwork()) return setError(t('pwa.needsNetwork'));
    setBusy('deleting');
    setError('');
    const result = await deleteAccount(parsed.data.otp);
    if (!result.success) {
      setBusy(null);
      setCode('');
      setError(result.message);
      setRetypeCode((n) => n + 1);
      return;
    }
    // Everything of the person goes from the phone, as logout does (the server has ended every session).
    storage.signOut();
    signInNotice.set(t('accountData.delete.done'));
    sidebar.set({ drowerOpen: false, activeMenu: 'Home' });
    navigate(paths.signin, { replace: true });
  };

  const busyText =
    busy === 'sending' ? t('accountData.delete.sending') : busy === 'deleting' ? t('accountData.delete.deleting') : '';
  return (
    <Dialog open title={t('accountData.delete.title')} onClose={close} className="delete-account">
      <p>{t('accountData.delete.explain')}</p>
      {step === 'explain' ? (
        <p>{t('accountData.delete.sendTo', { mobile })}</p>
      ) : (
        <div ref={codeRef}>
          <p id={codeLabelId} className="delete-account__code-label">
            {t('accountData.delete.enterCode', { mobile })}
          </p>
          <OtpInput
            value={code}
            onChange={setCode}
            onComplete={() => confirmRef.current?.focus()}
            disabled={busy === 'deleting'}
            labelledBy={codeLabelId}
          />
          <ResendLine onResend={send} />
        </div>
      )}
      <div className="delete-account__status" aria-live="polite">
        {busy ? (
          <p className="delete-account__busy">
            <Loader label={busyText} /> <span aria-hidden="true">{busyText}</span>
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={close} aria-disabled={busy === 'deleting'}>
          {t('accountData.delete.cancel')}
        </button>
        {step === 'explain' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void firstSend()}
            aria-disabled={busy !== null}
          >
            {t('accountData.delete.send')}
          </button>
        ) : (
          <button
            ref={confirmRef}
            type="button"
            className="button button--danger"
            onClick={() => void remove()}
            aria-disabled={busy !== null}
          >
            {t('accountData.delete.confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** 'Resend OTP in Ns', then the Resend link: the countdown survives a reload (sessionStorage). */
function ResendLine({ onResend }: { onResend: () => Promise<boolean> }) {
  const [secondsLeft, restart] = useCountdown(DELETE_OTP_COUNTDOWN_KEY, RESEND_SECONDS);
  return <OtpResend secondsLeft={secondsLeft} onResend={() => void onResend().then((sent) => sent && restart())} />;
}
