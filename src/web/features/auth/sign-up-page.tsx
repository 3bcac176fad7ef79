import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import { digitsOnly, MOBILE_LENGTH, signUpSchema } from '../../../domain/user/user-rules.ts';
import { paths } from '../../app/paths.ts';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useToken } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { sendOtp } from '../../lib/api/send-otp.ts';
import { connection } from '../../lib/connection-status.ts';
import { OTP_COUNTDOWN_KEY } from '../../lib/otp-timing.ts';
import { pendingSignIn } from './pending-sign-in.ts';
import { TermsAgreement } from './terms-dialog.tsx';

/** /signup: name, e-mail, +91 mobile and terms; a valid form sends the code like sign-in does. */
export default function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.signup'));
  const navigate = useNavigate();
  const token = useToken();
  const id = useId();
  const [form, setForm] = useState({ name: '', email: '', mobile: '', terms: true });
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);

  if (token) return <Navigate to={paths.home} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(form);
    if (!parsed.success) return setAlert(t('validation.signUp'));
    if (connection.noNetwork()) return setAlert(t('pwa.needsNetwork'));
    setSending(true);
    const result = await sendOtp({ mobile: parsed.data.mobile });
    setSending(false);
    if (!result.success) return setAlert(result.message);
    pendingSignIn.set({ mobile: parsed.data.mobile, name: parsed.data.name, email: parsed.data.email });
    window.sessionStorage.removeItem(OTP_COUNTDOWN_KEY);
    navigate(paths.verification);
  };

  return (
    <main className="auth">
      <div className="auth__brand">
        <Logo size={56} />
      </div>
      <form className="auth__card" onSubmit={submit} noValidate>
        <h1 className="auth__title">{t('signup.heading')}</h1>
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('signup.nameLabel')}
        </label>
        <div className="field">
          <input
            id={`${id}-name`}
            className="field__input"
            autoComplete="name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </div>
        <label className="field__label" htmlFor={`${id}-email`}>
          {t('signup.emailLabel')}
        </label>
        <div className="field">
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </div>
        <label className="field__label" htmlFor={`${id}-mobile`}>
          {t('signup.mobileLabel')}
        </label>
        <div className="field field--prefixed">
          <span className="field__prefix">{t('common.mobilePrefix')}</span>
          <input
            id={`${id}-mobile`}
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            value={form.mobile}
            onChange={(e) => setForm({ ...form, mobile: digitsOnly(e.target.value, MOBILE_LENGTH) })}
          />
        </div>
        <TermsAgreement checked={form.terms} onChange={(terms) => setForm({ ...form, terms })} />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? <Loader label={t('signin.sending')} /> : t('common.continue')}
        </button>
        <p className="auth__switch">
          {t('signup.haveAccount')} <Link to={paths.signin}>{t('signup.signInLink')}</Link>
        </p>
      </form>
      <AlertDialog
        open={alert !== ''}
        title={t('signup.heading')}
        message={alert}
        okLabel={t('common.ok')}
        onClose={() => setAlert('')}
      />
    </main>
  );
}
