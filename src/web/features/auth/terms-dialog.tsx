import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';

/** The terms-and-conditions popup: a header, a close button, a description and paragraphs. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, list } = useTranslation();
  const paragraphs = list('terms.paragraphs');
  return (
    <Dialog open={open} title={t('terms.heading')} onClose={onClose} className="dialog--sheet">
      <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
      <p className="terms__description">{t('terms.description')}</p>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </Dialog>
  );
}

/** The terms checkbox with its link to the terms popup, as sign-in and sign-up show it. */
export function TermsAgreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="terms-row">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('signin.termsPrefix')}</label>{' '}
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('signin.termsLink')}
      </button>
      <TermsDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
