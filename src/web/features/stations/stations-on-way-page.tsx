import { useLocation } from 'react-router';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { lastTrip, type LastTrip } from './last-trip.ts';
import { NoStations } from './no-stations.tsx';
import { ListOrMap } from './list-or-map.tsx';
import { TripPlacesNote } from './trip-places-note.tsx';

/**
 * /planatrip/locationonway (and /stationsonway): the stations along the route, from the start
 * onwards. Results come in navigation state; after a reload, from the stored last trip.
 */
export default function StationsOnWayPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // One screen, two routes, each with the spec's own page title.
  usePageTitle(t(location.pathname === paths.locationOnWay ? 'titles.locationOnWay' : 'titles.stationsOnWay'));
  const trip = (location.state as LastTrip | null) ?? lastTrip.get();
  const stations = trip?.results ?? [];
  return (
    <div className="screen">
      <PageHeader title={t('trip.resultsHeading')} />
      <main className="screen__body stations">
        {trip && stations.length > 0 ? (
          <>
            <p className="stations__sub">{t('trip.summary', { count: stations.length, origin: trip.source, destination: trip.destination })}</p>
            <TripPlacesNote trip={trip} />
            <ListOrMap stations={stations} />
          </>
        ) : (
          <NoStations />
        )}
      </main>
    </div>
  );
}
