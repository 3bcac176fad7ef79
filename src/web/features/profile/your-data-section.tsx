import { useId, useRef, useState } from 'react';
import { Loader } from '../../components/ui/loader.tsx';
import '../../lib/account-data-strings.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useDetails } from '../../lib/storage.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { getMyData } from './api/get-my-data.ts';
import { saveFile } from './my-data-file.ts';
import { RetentionNote } from './retention-note.tsx';
import './your-data.css';

type Download =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; file: string } | { state: 'failed'; message: string };

/**
 * The profile's 'Your data' (issues 17 and 31; India's DPDP Act, 2023): what is kept and for how
 * long, 'Download my data' (the server's JSON file of everything kept about the person, each part
 * with why) and 'Delete my account', which opens the dialog that asks for a code first.
 */
export function YourDataSection() {
  const { t } = useTranslation();
  const id = useId();
  const details = useDetails();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const [deleting, setDeleting] = useState(false);

  const getFile = async () => {
    if (download.state === 'busy') return;
    if (connection.noNetwork()) return setDownload({ state: 'failed', message: t('pwa.needsNetwork') });
    setDownload({ state: 'busy' });
    const file = await getMyData();
    if (!file.ok) return setDownload({ state: 'failed', message: file.message });
    saveFile(file.blob, file.fileName);
    setDownload({ state: 'done', file: file.fileName });
  };

  const closeDialog = () => {
    setDeleting(false);
    window.requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return (
    <section className="card your-data" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="your-data__heading">
        {t('accountData.data.heading')}
      </h2>
      <p className="form__note">{t('accountData.data.intro')}</p>
      <RetentionNote />
      <button
        type="button"
        className="button button--ghost button--block"
        aria-describedby={`${id}-note`}
        aria-disabled={download.state === 'busy'}
        onClick={() => void getFile()}
      >
        {t('accountData.data.download')}
      </button>
      <p id={`${id}-note`} className="form__note your-data__note">
        {t('accountData.data.downloadNote')}
      </p>
      <div className="your-data__status" aria-live="polite">
        {download.state === 'busy' ? (
          <p className="your-data__busy">
            <Loader label={t('accountData.data.downloading')} />{' '}
            <span aria-hidden="true">{t('accountData.data.downloading')}</span>
          </p>
        ) : null}
        {download.state === 'done' ? (
          <p className="form-success">
            {t('accountData.data.downloaded')} <span className="your-data__file">{download.file}</span>
          </p>
        ) : null}
        {download.state === 'failed' ? (
          <p className="form-error" role="alert">
            {download.message}
          </p>
        ) : null}
      </div>
      <button
        ref={deleteButton}
        type="button"
        className="button button--danger-outline button--block"
        onClick={() => setDeleting(true)}
      >
        {t('accountData.delete.open')}
      </button>
      {deleting ? <DeleteAccountDialog mobile={details.mobile ?? ''} onClose={closeDialog} /> : null}
    </section>
  );
}
