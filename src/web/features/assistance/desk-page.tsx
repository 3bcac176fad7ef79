import './assistance-strings.ts';
import { useCallback, useEffect, useState } from 'react';
import type { DeskRequestView } from '../../../domain/assistance/assistance-api.ts';
import type { DeskActionBody } from '../../../domain/assistance/assistance-request.schema.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getDeskRequests } from './api/get-desk-requests.ts';
import { sendDeskAction } from './api/send-desk-action.ts';
import { DeskRequestCard } from './desk-request-card.tsx';
import { HelplineLink } from './helpline-link.tsx';
import { useAssistanceStart } from './use-assistance-start.ts';
import './assistance.css';

/** How often the desk asks for new requests. */
export const DESK_POLL_MS = 5000;

/** /desk/assistance: the operators' screen (issue 39): open requests newest first; assign, ETA, status. */
export default function DeskPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.assistanceDesk'));
  const start = useAssistanceStart();
  const [requests, setRequests] = useState<DeskRequestView[] | null>(null);
  const [now, setNow] = useState(0);
  const [message, setMessage] = useState('');

  const load = useCallback(async () => {
    const result = await getDeskRequests();
    if (result.success && result.data) {
      setRequests(result.data.requests);
      setNow(result.data.now);
    } else if (result.status !== 0) {
      setRequests([]);
      setMessage(result.message);
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), DESK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const act = async (id: string, body: DeskActionBody) => {
    const result = await sendDeskAction(id, body);
    const changed = result.data?.request;
    if (changed) setRequests((list) => (list ?? []).map((r) => (r.id === id ? changed : r)));
    setMessage(result.success ? t('assistance.desk.changed') : result.message);
  };

  return (
    <div className="screen assist-desk">
      <PageHeader title={t('assistance.desk.heading')} />
      <main className="screen__body">
        <HelplineLink number={start?.helpline} />
        <p role="status" className="assist-note">
          {message}
        </p>
        <h2 className="assist-section__title">{t('assistance.desk.open')}</h2>
        {requests === null && <p className="assist-note">{t('assistance.loading')}</p>}
        {requests?.length === 0 && !message && <p className="assist-note">{t('assistance.desk.none')}</p>}
        {requests?.map((r) => (
          <DeskRequestCard key={r.id} request={r} now={now} act={(body) => act(r.id, body)} />
        ))}
      </main>
    </div>
  );
}
