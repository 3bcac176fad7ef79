import { lazy, Suspense, useState } from 'react';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { ScreenLoader } from '../../components/ui/loader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { StationList } from './station-card.tsx';
import { StationOrderSwitch, useOrderedStations, useStationOrder } from './price-sort.tsx';

const StationMap = lazy(() => import('./station-map.tsx'));

/** The station list (default) or, on request, the same stations on a map, with the trip's route (an encoded polyline) when it has one. */
export function ListOrMap({
  stations: found,
  centre,
  route,
  sortable = false,
}: {
  stations: StationResult[];
  centre?: { lat: number; lng: number };
  route?: string;
  /** Offer 'Nearest' and 'Cheapest' (the nearby screen). */
  sortable?: boolean;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'list' | 'map'>('list');
  const [order, setOrder] = useStationOrder();
  const stations = useOrderedStations(found, sortable ? order : 'nearest');
  return (
    <>
      {sortable ? <StationOrderSwitch order={order} onChange={setOrder} /> : null}
      {sortable && order === 'cheapest' ? <p className="form__note">{t('priceSort.cheapestNote')}</p> : null}
      <div className="view-switch" role="group" aria-label={t('stations.view')}>
        <button
          type="button"
          className="view-switch__button"
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          {t('stations.list')}
        </button>
        <button
          type="button"
          className="view-switch__button"
          aria-pressed={view === 'map'}
          onClick={() => setView('map')}
        >
          {t('stations.map')}
        </button>
      </div>
      {view === 'list' ? (
        <StationList stations={stations} />
      ) : (
        <Suspense fallback={<ScreenLoader label={t('common.loading')} />}>
          <StationMap stations={stations} {...(centre ? { centre } : {})} {...(route ? { route } : {})} />
          <p className="attribution">{t('stations.attribution')}</p>
        </Suspense>
      )}
    </>
  );
}
