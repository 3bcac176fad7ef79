import { Link } from 'react-router';
import { isStationId } from '../../../domain/checkins/station-id.ts';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { stationPath } from '../../app/paths.ts';
import { ConnectorChips } from '../../components/connector-chips.tsx';
import { LiveStatusLine } from '../../components/live-status-line.tsx';
import { PriceLine } from '../../components/price-line.tsx';
import { StationSummaryLine } from '../../components/station-summary-line.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useLiveStatus } from '../../lib/live-statuses.ts';
import { mapsDirectionsUrl, mapsSearchUrl } from '../../lib/maps-links.ts';
import { useStationSummary } from '../../lib/station-summaries.ts';

const mapsSearch = (station: StationResult) => mapsSearchUrl(station.name, station.vicinity);
const mapsDirections = (station: StationResult) => mapsDirectionsUrl(station.geometry.location);

/**
 * One station: name and address open a maps search in a new tab, the directions icon a route to
 * its coordinates. Open/Closed shows only when a source has opening hours; otherwise the card says
 * hours are not listed (never 'Closed' for want of data). Rating or 'NA': the check-ins' rating
 * where there are enough of them (docs/check-ins.md), else the source's. The check-in line
 * ('Charged OK · 2 days ago') and the link to the station's page follow (issue 17). A charging
 * plan's stop shows the operator too. Where a network shares it, the live status ('Live: 2 of 3
 * free · updated 3 min ago · from Tata Power', issue 33) sits beside the check-in line; a plan's
 * stop whose points are all out of order says why the plan still stops there (`planStop`). A
 * network's price ('₹21.24/kWh · Price from Tata Power · updated 2 h ago') follows its live status.
 */
export function StationCard({
  station,
  showOperator = false,
  planStop = false,
}: {
  station: StationResult;
  showOperator?: boolean;
  planStop?: boolean;
}) {
  const { t } = useTranslation();
  const summary = useStationSummary(station.place_id);
  const live = useLiveStatus(station.place_id);
  const checkInRating = summary && summary.rating !== 'NA' ? summary.rating : undefined;
  const rating = checkInRating ?? station.rating;
  const hours = station.opening_hours
    ? station.opening_hours.open_now === false
      ? t('stations.closed')
      : t('stations.open')
    : t('stations.hoursNotListed');
  return (
    <li className="station-card">
      <div className="station-card__main">
        <a
          className="station-card__name"
          href={mapsSearch(station)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('stations.openInMaps', { name: station.name })}
        >
          {station.name}
        </a>
        <a
          className="station-card__vicinity"
          href={mapsSearch(station)}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
        >
          {station.vicinity}
        </a>
        {showOperator && station.operator ? (
          <p className="station-card__operator">{t('plan.operator', { operator: station.operator })}</p>
        ) : null}
        <p className="station-card__meta">
          {station.distance_from_start ? (
            <span className="station-card__distance">
              {t('stations.fromStart', { distance: station.distance_from_start })}
            </span>
          ) : null}
          {!station.distance_from_start && station.distance ? (
            <span className="station-card__distance">{station.distance}</span>
          ) : null}
          <span
            className={
              station.opening_hours ? 'station-card__hours' : 'station-card__hours station-card__hours--unknown'
            }
          >
            {hours}
          </span>
          <span>
            {t('stations.rating')}: {rating ?? t('stations.noRating')}
            {checkInRating !== undefined ? ` (${t('stationCard.ratingFromCheckIns')})` : null}
          </span>
        </p>
        <ConnectorChips station={station} className="station-card__connectors" inline />
        <div className="station-card__checkins">
          {live ? <LiveStatusLine status={live} planStop={planStop} /> : null}
          {live ? <PriceLine placeId={station.place_id} /> : null}
          {summary ? <StationSummaryLine summary={summary} /> : null}
        </div>
        {isStationId(station.place_id) ? (
          <Link
            className="station-card__details"
            to={stationPath(station.place_id)}
            aria-label={t('stationCard.detailsFor', { name: station.name })}
          >
            {t('stationCard.details')}
          </Link>
        ) : null}
      </div>
      <a
        className="station-card__directions"
        href={mapsDirections(station)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('stations.directions', { name: station.name })}
      >
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 2l9 9-9 9-9-9z" />
          <path d="M9 13v-2a2 2 0 012-2h4M13 7l2 2-2 2" />
        </svg>
      </a>
    </li>
  );
}

export function StationList({ stations }: { stations: StationResult[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="station-list" aria-label={t('stations.count', { count: stations.length })}>
        {stations.map((station) => (
          <StationCard key={station.place_id} station={station} />
        ))}
      </ul>
      <p className="attribution">{t('stations.attribution')}</p>
    </>
  );
}
