import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FavouriteView } from '../../../domain/checkins/checkin-api.ts';
import { paths, stationPath } from '../../app/paths.ts';
import { ConnectorChips } from '../../components/connector-chips.tsx';
import { StationSummaryLine } from '../../components/station-summary-line.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import '../../lib/account-data-strings.ts';
import { getFavourites } from './api/get-favourites.ts';
import { saveStation } from './api/save-station.ts';
import { unsaveStation } from './api/unsave-station.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { putBack, withoutStation } from './my-stations-list.ts';
import './my-stations.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; favourites: FavouriteView[]; savedCopy: boolean };
/** The line above the list after a change: the last removal (with Undo), a restore, or an error. */
type Notice =
  | { kind: 'removed'; favourite: FavouriteView; index: number }
  | { kind: 'restored'; name: string }
  | { kind: 'error'; text: string }
  | null;

/**
 * /my-stations (issue 17): the stations the person saved, kept on the server so they follow them
 * to another phone. Each shows its address, connectors and check-in line, a link to its page and
 * 'Remove'; the last removal can be undone (it is saved again). Offline, the service worker's saved
 * copy of the list is shown and says so.
 */
export default function MyStationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.myStations'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const live = useRef(true);

  const fetchList = useCallback(async () => {
    const result = await getFavourites();
    if (!live.current) return;
    if (result.success && result.data)
      setLoad({ kind: 'ready', favourites: result.data.favourites, savedCopy: connection.offline() });
    else setLoad({ kind: 'failed', offline: connection.offline() || result.status === 0, message: result.message });
  }, []);

  useEffect(() => {
    live.current = true;
    void fetchList();
    return () => {
      live.current = false;
    };
  }, [fetchList]);

  const retry = () => {
    setLoad({ kind: 'loading' });
    void fetchList();
  };

  const favourites = load.kind === 'ready' ? load.favourites : [];
  const setFavourites = (next: FavouriteView[]) =>
    setLoad((now) => (now.kind === 'ready' ? { ...now, favourites: next } : now));
  const announce = setNotice;
  // After a change the notice takes focus (the Remove just pressed is gone), which reads it out.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const remove = async (favourite: FavouriteView) => {
    if (busy) return;
    if (connection.noNetwork()) return announce({ kind: 'error', text: t('pwa.needsNetwork') });
    const index = favourites.findIndex((f) => f.station.place_id === favourite.station.place_id);
    setBusy(true);
    const result = await unsaveStation(favourite.station.place_id);
    setBusy(false);
    if (!result.success) return announce({ kind: 'error', text: result.message });
    setFavourites(withoutStation(favourites, favourite.station.place_id));
    announce({ kind: 'removed', favourite, index });
  };

  const undo = async () => {
    if (busy || notice?.kind !== 'removed') return;
    if (connection.noNetwork()) return announce({ kind: 'error', text: t('pwa.needsNetwork') });
    const { favourite, index } = notice;
    setBusy(true);
    const result = await saveStation(favourite.station.place_id);
    setBusy(false);
    if (!result.success) return announce({ kind: 'error', text: result.message });
    setFavourites(putBack(favourites, favourite, index));
    announce({ kind: 'restored', name: favourite.station.name });
  };

  return (
    <div className="screen">
      <PageHeader title={t('home.myStations')} />
      <main className="screen__body my-stations">
        <p className="my-stations__intro">{t('accountData.myStations.intro')}</p>
        {load.kind === 'loading' ? (
          <p className="my-stations__loading">
            <Loader label={t('accountData.myStations.loading')} size={24} />{' '}
            <span aria-hidden="true">{t('accountData.myStations.loading')}</span>
          </p>
        ) : null}
        {load.kind === 'failed' ? (
          <div className="my-stations__failed">
            <p className="form-error" role="alert">
              {load.offline
                ? t('pwa.needsNetwork')
                : [t('accountData.myStations.failed'), load.message !== t('errors.generic') ? load.message : '']
                    .join(' ')
                    .trim()}
            </p>
            <button type="button" className="button button--ghost" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {load.kind === 'ready' && load.savedCopy ? (
          <p className="stations__note">{t('accountData.myStations.offlineCopy')}</p>
        ) : null}
        <div className="my-stations__notice">
          {notice ? (
            <p ref={noticeRef} tabIndex={-1} className={notice.kind === 'error' ? 'form-error' : 'my-stations__done'}>
              {notice.kind === 'removed'
                ? t('accountData.myStations.removed', { name: notice.favourite.station.name })
                : null}
              {notice.kind === 'restored' ? t('accountData.myStations.restored', { name: notice.name }) : null}
              {notice.kind === 'error' ? notice.text : null}
            </p>
          ) : null}
          {notice?.kind === 'removed' ? (
            <button
              type="button"
              className="button button--ghost my-stations__undo"
              onClick={() => void undo()}
              aria-disabled={busy}
            >
              {t('accountData.myStations.undo')}
            </button>
          ) : null}
        </div>
        {load.kind === 'ready' && favourites.length === 0 ? (
          <div className="card my-stations__empty">
            <p>{t('accountData.myStations.empty')}</p>
            <Link className="button button--primary" to={paths.nearbyStations}>
              {t('accountData.myStations.find')}
            </Link>
          </div>
        ) : null}
        {favourites.length > 0 ? (
          <ul className="station-list" aria-label={t('accountData.myStations.listLabel', { count: favourites.length })}>
            {favourites.map((favourite) => (
              <SavedStation
                key={favourite.station.place_id}
                favourite={favourite}
                onRemove={() => void remove(favourite)}
                busy={busy}
              />
            ))}
          </ul>
        ) : null}
      </main>
    </div>
  );
}

function SavedStation({
  favourite,
  onRemove,
  busy,
}: {
  favourite: FavouriteView;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { station, summary } = favourite;
  return (
    <li className="station-card my-stations__item">
      <div className="station-card__main">
        <h2 className="my-stations__name">{station.name}</h2>
        <p className="station-card__vicinity">{station.address || station.vicinity}</p>
        <ConnectorChips station={station} className="station-card__connectors" inline />
        <div className="station-card__checkins">
          <StationSummaryLine summary={summary} />
        </div>
        <div className="my-stations__actions">
          <Link
            className="station-card__details"
            to={stationPath(station.place_id)}
            aria-label={t('stationCard.detailsFor', { name: station.name })}
          >
            {t('stationCard.details')}
          </Link>
          <button
            type="button"
            className="button button--ghost my-stations__remove"
            onClick={onRemove}
            aria-disabled={busy}
            aria-label={t('accountData.myStations.removeFor', { name: station.name })}
          >
            {t('accountData.myStations.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
