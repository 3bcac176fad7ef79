import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { paths } from '../../app/paths.ts';
import { ScreenLoader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SavedNote } from '../../components/ui/saved-note.tsx';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MapsAuthError } from '../../lib/maps-client.ts';
import { storage } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { lastTrip, type LastTrip } from './last-trip.ts';
import { ListOrMap } from './list-or-map.tsx';
import { NoStations } from './no-stations.tsx';
import { TripPlacesNote } from './trip-places-note.tsx';
import './trip-plan-strings.ts';
import { PlanStatus, TripPlanView } from './trip-plan-view.tsx';
import './trip-plan.css';
import { isSavedCopy, replan, requestTrip, tripQueryOf } from './trip-request.ts';
import { planPath, planQueryFromParams, samePlan } from './trip-share-link.ts';

type Opening = 'idle' | 'opening' | 'failed';

/**
 * /planatrip/locationonway (and /stationsonway): the charging plan when a vehicle was given, then
 * the stations along the route, from the start onwards. Results come in navigation state; after a
 * reload, from the stored last trip. A shared link (its query string names the plan) that is not
 * the stored trip is searched again when opened.
 */
export default function StationsOnWayPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // One screen, two routes, each with the spec's own page title.
  usePageTitle(t(location.pathname === paths.locationOnWay ? 'titles.locationOnWay' : 'titles.stationsOnWay'));
  const shared = planQueryFromParams(params);
  const stateTrip = (location.state as LastTrip | null) ?? lastTrip.get();
  const needsSearch = shared !== null && !samePlan(shared, stateTrip?.planQuery);
  const trip = needsSearch ? null : stateTrip;
  const [opening, setOpening] = useState<Opening>(needsSearch ? 'opening' : 'idle');
  const [replanning, setReplanning] = useState(false);
  const [needsNetwork, setNeedsNetwork] = useState(false);

  const signInAgain = () => {
    window.alert(t('errors.signInAgain'));
    storage.signOut();
    navigate(paths.signin, { replace: true });
  };

  const sharedKey = shared ? planPath(shared) : '';
  useEffect(() => {
    if (!needsSearch || !shared) return;
    let live = true;
    setOpening('opening');
    requestTrip(tripQueryOf(shared), shared).then(
      (found) => {
        if (!live) return;
        if (!found) return setOpening('failed');
        setOpening('idle');
        navigate(planPath(shared), { state: found, replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof MapsAuthError) return signInAgain();
        setOpening('failed');
      },
    );
    return () => {
      live = false;
    };
    // The link's plan, not the objects made from it on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sharedKey, needsSearch]);

  const onReplan = async (change: Partial<TripPlanBody>) => {
    if (!trip?.planQuery) return;
    if (connection.noNetwork()) return setNeedsNetwork(true);
    setNeedsNetwork(false);
    setReplanning(true);
    try {
      const next = await replan(trip, { ...trip.planQuery, ...change });
      navigate(planPath(next.planQuery!), { state: next, replace: true });
    } catch (error) {
      if (error instanceof MapsAuthError) signInAgain();
    } finally {
      setReplanning(false);
    }
  };

  const stations = trip?.results ?? [];
  return (
    <div className="screen">
      <PageHeader title={t('trip.resultsHeading')} />
      <main className="screen__body stations">
        {opening === 'opening' ? <ScreenLoader label={t('plan.reopening')} /> : null}
        {needsNetwork || (opening === 'failed' && connection.offline()) ? (
          <p className="form-error" role="alert">
            {t('pwa.needsNetwork')}
          </p>
        ) : null}
        {trip && isSavedCopy(trip) ? <SavedNote savedAt={trip.savedAt} /> : null}
        {trip?.planQuery ? (
          trip.plan ? (
            <TripPlanView
              plan={trip.plan}
              query={trip.planQuery}
              onReplan={(change) => void onReplan(change)}
              busy={replanning}
            />
          ) : (
            <PlanStatus state={replanning ? 'planning' : 'failed'} />
          )
        ) : null}
        {trip && stations.length > 0 ? (
          <>
            <p className="stations__sub">
              {t('trip.summary', { count: stations.length, origin: trip.source, destination: trip.destination })}
            </p>
            <TripPlacesNote trip={trip} />
            <ListOrMap
              stations={stations}
              {...(trip.plan?.route.polyline ? { route: trip.plan.route.polyline } : {})}
            />
          </>
        ) : opening !== 'opening' ? (
          <NoStations />
        ) : null}
      </main>
    </div>
  );
}
