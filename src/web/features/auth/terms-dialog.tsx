import { useTranslation } from '../../lib/i18n.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';

/** The terms-and-conditions popup: a header, a close button, a description and paragraphs. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const paragraphs = t('terms.paragraphs', { returnObjects: true }) as string[];
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
