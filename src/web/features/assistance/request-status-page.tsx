import './assistance-strings.ts';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { AssistanceRequestView } from '../../../domain/assistance/assistance-api.ts';
import { placeWordsText } from '../../../domain/assistance/place-words-text.ts';
import { isTerminal, STEP_ORDER } from '../../../domain/assistance/assistance-status.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useLanguage, useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { cancelAssistanceRequest } from './api/cancel-assistance-request.ts';
import { getAssistanceRequest } from './api/get-assistance-request.ts';
import { HelplineLink } from './helpline-link.tsx';
import { TowList } from './tow-list.tsx';
import { useAssistanceStart } from './use-assistance-start.ts';
import './assistance.css';

/** How often an open request's page asks for news (the person is waiting by the road; an SMS comes too). */
export const STATUS_POLL_MS = 5000;

/** /assistance/:id: the request number at once, then its status as it moves; Cancel until the helper arrives. */
export default function RequestStatusPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('titles.assistanceRequest'));
  const { id = '' } = useParams();
  const start = useAssistanceStart();
  const [request, setRequest] = useState<AssistanceRequestView | null>(null);
  const [problem, setProblem] = useState('');
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(async () => {
    const result = await getAssistanceRequest(id);
    setNow(Date.now());
    if (result.success && result.data) {
      setRequest(result.data.request);
      setProblem('');
    } else if (result.status !== 0) setProblem(result.message);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const open = request ? !isTerminal(request.status) : true;
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => void load(), STATUS_POLL_MS);
    const visible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('online', visible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('online', visible);
    };
  }, [open, load]);

  const cancel = async () => {
    if (!request) return;
    const result = await cancelAssistanceRequest(request.id, request.version);
    if (result.data) setRequest(result.data.request);
    setProblem(result.success ? '' : result.message);
  };

  const words = request ? placeWordsText(request.where.words, t, language) : '';
  const reached = request ? STEP_ORDER.indexOf(request.status) : -1;
  const etaMinutes = request?.eta_at ? Math.round((request.eta_at - now) / 60_000) : null;
  return (
    <div className="screen assist">
      <PageHeader title={t('assistance.statusHeading')} />
      <main className="screen__body">
        <HelplineLink number={start?.helpline} />
        {!request && !problem && <p className="assist-note">{t('assistance.loading')}</p>}
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {request && (
          <section className="card assist-card" aria-labelledby="assist-number">
            <p id="assist-number" className="assist-number">
              {t('assistance.requestNumber', { number: request.number })}
            </p>
            {words && <p className="assist-words">{words}</p>}
            <p className="assist-note">{t(`assistance.problems.${request.problem}`)}</p>
            <div role="status" aria-live="polite">
              {request.status === 'cancelled' ? (
                <p className="assist-note assist-note--strong">{t('assistance.cancelled')}</p>
              ) : (
                <ol className="assist-steps" aria-label={t('assistance.statusHeading')}>
                  {STEP_ORDER.map((step, i) => (
                    <li
                      key={step}
                      className={i < reached ? 'assist-steps__done' : undefined}
                      aria-current={i === reached ? 'step' : undefined}
                    >
                      {t(`assistance.statuses.${step}`)}
                    </li>
                  ))}
                </ol>
              )}
              {request.helper && request.status !== 'cancelled' && (
                <p className="assist-note assist-note--strong">
                  {t('assistance.helperLine', { name: request.helper.name, vehicle: request.helper.vehicle })}{' '}
                  <a href={`tel:${request.helper.mobile}`}>
                    {t('assistance.callHelper', { name: request.helper.name })}
                  </a>
                </p>
              )}
              {request.status === 'on_the_way' && etaMinutes !== null && (
                <p className="assist-note">
                  {etaMinutes > 0 ? t('assistance.eta', { minutes: etaMinutes }) : t('assistance.etaPassed')}
                </p>
              )}
              {request.call_helpline && <p className="form-error">{t('assistance.noCallYet')}</p>}
            </div>
            {request.can_cancel && (
              <button type="button" className="button button--secondary" onClick={() => void cancel()}>
                {t('assistance.cancel')}
              </button>
            )}
          </section>
        )}
        {request && <TowList stations={request.tow_stations} chosen={request.tow_station} />}
      </main>
    </div>
  );
}
