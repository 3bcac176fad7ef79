import './checkins-strings.ts';
import './station-page.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type {
  CheckInCreated,
  CheckInView,
  StationPage as StationPageData,
} from '../../../domain/checkins/checkin-api.ts';
import { paths, stationPath } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getStationPage } from './api/get-station-page.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { keepSummary } from '../../lib/station-summaries.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CheckInHistory } from './check-in-history.tsx';
import { StationActions } from './station-actions.tsx';
import { StationFacts, StationSources } from './station-facts.tsx';

type View =
  | { kind: 'loading' }
  // The server's message (already in the reader's language), or null with no network; `missing` for its 404.
  | { kind: 'failed'; message: string | null; missing: boolean }
  | { kind: 'ready'; page: StationPageData };

/**
 * /station/:placeId (issue 17), open to everyone: the station, its check-ins and the median price
 * paid, its sources, and 'Check in', 'Save' and 'Report a problem' for signed-in people. An id an
 * import merged into another station shows the kept station, and the address bar quietly says so.
 */
export default function StationPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.station'));
  const navigate = useNavigate();
  const placeId = useParams().placeId ?? '';
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [added, setAdded] = useState<CheckInView[]>([]);
  const request = useRef(0);

  const load = useCallback(async () => {
    const mine = ++request.current;
    setView({ kind: 'loading' });
    setAdded([]);
    if (connection.noNetwork()) return setView({ kind: 'failed', message: null, missing: false });
    const answer = await getStationPage(placeId);
    if (mine !== request.current) return;
    if (!answer.success || !answer.data)
      return setView({
        kind: 'failed',
        message: answer.status === 0 ? null : answer.message,
        missing: answer.status === 404,
      });
    const page = answer.data;
    // A merged duplicate's id: the kept station's URL replaces it, without a new history entry or a reload.
    if (page.merged_from && page.station.place_id !== placeId)
      window.history.replaceState(window.history.state, '', stationPath(page.station.place_id));
    keepSummary(page.summary);
    setView({ kind: 'ready', page });
  }, [placeId]);

  useEffect(() => {
    void load();
  }, [load]);

  const onAdded = async (created: CheckInCreated) => {
    setAdded((list) => [created.check_in, ...list]);
    keepSummary(created.summary);
    setView((v) => (v.kind === 'ready' ? { kind: 'ready', page: { ...v.page, summary: created.summary } } : v));
    // The median price may have moved: read it again, quietly (the page stays as it is if this fails).
    const mine = request.current;
    const fresh = await getStationPage(placeId);
    if (mine === request.current && fresh.success && fresh.data) {
      const { price } = fresh.data;
      setView((v) => (v.kind === 'ready' ? { kind: 'ready', page: { ...v.page, price } } : v));
    }
  };

  // Back one step, or to the nearby stations when the page was opened directly.
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) return navigate(-1);
    return navigate(paths.nearbyStations, { replace: true });
  };

  return (
    <div className="screen">
      <PageHeader title={view.kind === 'ready' ? view.page.station.name : t('checkins.page.title')} onBack={back} />
      <main className="screen__body station-page">
        {view.kind === 'loading' ? (
          <div className="station-page__state">
            <Loader label={t('checkins.page.loading')} size={32} />
          </div>
        ) : null}
        {view.kind === 'failed' ? (
          <div className="station-page__problem" role="alert">
            <p>{view.missing ? view.message : t('checkins.page.failed')}</p>
            {!view.missing ? <p className="station-page__detail">{view.message ?? t('pwa.needsNetwork')}</p> : null}
            <div className="station-page__problem-actions">
              {!view.missing ? (
                <button type="button" className="button button--primary" onClick={() => void load()}>
                  {t('common.retry')}
                </button>
              ) : null}
              <Link className="button button--ghost" to={paths.nearbyStations}>
                {t('checkins.page.backToStations')}
              </Link>
            </div>
          </div>
        ) : null}
        {view.kind === 'ready' ? (
          <>
            <StationFacts page={view.page} />
            <StationActions
              key={view.page.station.place_id}
              page={view.page}
              onAdded={(created) => void onAdded(created)}
            />
            <CheckInHistory placeId={view.page.station.place_id} added={added} />
            <StationSources page={view.page} />
          </>
        ) : null}
      </main>
    </div>
  );
}
