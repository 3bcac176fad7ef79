import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CheckInCreated, StationPage } from '../../../domain/checkins/checkin-api.ts';
import { paths } from '../../app/paths.ts';
import { saveStation } from './api/save-station.ts';
import { unsaveStation } from './api/unsave-station.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useToken } from '../../lib/storage.ts';
import { CheckInForm } from './check-in-form.tsx';
import { checkInDrafts } from './check-in-draft.ts';
import { ReportForm } from './report-form.tsx';

type Sheet = 'none' | 'checkIn' | 'report';
type Action = 'checkIn' | 'report' | 'save';
/** What the status line says: thanks after a check-in or report, or that an action needs signing in. */
type Notice = { kind: 'thanks'; key: string } | { kind: 'signIn'; action: Action } | null;

/**
 * 'Check in', 'Save' / 'Saved' and 'Report a problem'. Only signed-in people write: a visitor's
 * tap says 'Sign in to …' with a link to sign in. Thanks and refusals are announced (status and
 * alert regions that are always in the page).
 */
export function StationActions({ page, onAdded }: { page: StationPage; onAdded: (created: CheckInCreated) => void }) {
  const { t } = useTranslation();
  const token = useToken();
  const placeId = page.station.place_id;
  const [sheet, setSheet] = useState<Sheet>('none');
  const [notice, setNotice] = useState<Notice>(null);
  const [saved, setSaved] = useState(page.saved);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const opener = useRef<HTMLElement | null>(null);

  // A check-in sheet left open before a reload opens again, with what was typed. Read before the
  // sheet's own effect stores its (closed) state.
  const reopen = useRef(checkInDrafts.get(placeId).open);
  useEffect(() => {
    if (!token || !reopen.current) return;
    reopen.current = false;
    setSheet('checkIn');
  }, [token]);

  const open = (next: Exclude<Sheet, 'none'>) => {
    setRefusal('');
    if (!token) return setNotice({ kind: 'signIn', action: next });
    setNotice(null);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSheet(next);
  };
  const close = () => {
    setSheet('none');
    // Back to the button that opened the sheet (the browser does it too; this covers a sheet reopened after a reload).
    requestAnimationFrame(() => opener.current?.focus());
  };

  const toggleSave = async () => {
    setRefusal('');
    if (!token) return setNotice({ kind: 'signIn', action: 'save' });
    if (connection.noNetwork()) return setRefusal(t('pwa.needsNetwork'));
    setSaving(true);
    const answer = saved ? await unsaveStation(placeId) : await saveStation(placeId);
    setSaving(false);
    if (answer.success && answer.data) setSaved(answer.data.saved);
    else setRefusal(answer.message);
  };

  return (
    <section className="station-actions">
      <div className="station-actions__row">
        <button type="button" className="button button--primary" onClick={() => open('checkIn')}>
          {t('checkins.page.checkIn')}
        </button>
        <button
          type="button"
          className="button button--ghost save-toggle"
          aria-pressed={saved}
          disabled={saving}
          onClick={() => void toggleSave()}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M6 3h12v18l-6-4.5L6 21z" />
          </svg>
          {saved ? t('checkins.page.saved') : t('checkins.page.save')}
        </button>
      </div>
      <button type="button" className="link-button station-actions__report" onClick={() => open('report')}>
        {t('checkins.page.report')}
      </button>
      <div className="station-actions__status" role="status">
        {notice?.kind === 'thanks' ? <p className="form-success">{t(notice.key)}</p> : null}
        {notice?.kind === 'signIn' ? (
          <p className="stations__note">
            {t(`checkins.page.signInTo.${notice.action}`)} <Link to={paths.signin}>{t('checkins.page.signIn')}</Link>
          </p>
        ) : null}
      </div>
      <div role="alert">{refusal ? <p className="form-error">{refusal}</p> : null}</div>
      {token ? (
        <>
          <CheckInForm
            station={page.station}
            open={sheet === 'checkIn'}
            onClose={close}
            onAdded={(created) => {
              close();
              setNotice({ kind: 'thanks', key: 'checkins.page.thanksCheckIn' });
              onAdded(created);
            }}
          />
          <ReportForm
            placeId={placeId}
            open={sheet === 'report'}
            onClose={close}
            onSent={() => {
              close();
              setNotice({ kind: 'thanks', key: 'checkins.page.thanksReport' });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
