import { useTranslation } from '../../lib/i18n.ts';

/** 'Resend OTP in Ns' while the 30 s countdown runs, then the Resend link. */
export function OtpResend({
  secondsLeft,
  onResend,
  disabled,
}: {
  secondsLeft: number;
  onResend: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="otp-resend">
      {secondsLeft > 0 ? (
        <span>{t('otp.resendIn', { seconds: secondsLeft })}</span>
      ) : (
        <>
          {t('otp.didNotGet')}{' '}
          <button type="button" className="link-button" onClick={onResend} disabled={disabled}>
            {t('otp.resend')}
          </button>
        </>
      )}
    </p>
  );
}
