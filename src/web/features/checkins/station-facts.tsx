import { useId } from 'react';
import type { StationPage } from '../../../domain/checkins/checkin-api.ts';
import { ConnectorChips } from '../../components/connector-chips.tsx';
import { LiveStatusLine } from '../../components/live-status-line.tsx';
import { PriceLine } from '../../components/price-line.tsx';
import { StationSummaryLine } from '../../components/station-summary-line.tsx';
import { i18n, useTranslation, wordMessage } from '../../lib/i18n.ts';
import { useLiveStatus } from '../../lib/live-statuses.ts';
import { mapsDirectionsUrl } from '../../lib/maps-links.ts';
import { addressOf, formatFigure } from './station-format.ts';

/**
 * What the station is and how it does: operator, address, connectors and power; side by side, the
 * live status from the networks (issue 33) and the drivers' check-ins: the latest, the rating
 * ('Rating: 4.1', or 'NA' as the cards say it) and the median price paid; and the maps links (the
 * answer's search link, and directions to its coordinates). Below them the price: each network
 * tariff with the sockets it prices, else the check-ins' median, else 'Price not known'.
 */
export function StationFacts({ page }: { page: StationPage }) {
  const { t } = useTranslation();
  const { station, summary, price } = page;
  const live = useLiveStatus(station.place_id);
  const liveId = useId();
  const checkInsId = useId();
  const priceId = useId();
  const rated = summary.rating_charged + summary.rating_failed;
  const rating = t('checkins.page.rating', {
    rating: summary.rating === 'NA' ? t('stations.noRating') : String(summary.rating),
  });
  return (
    <section className="card station-facts">
      {station.operator ? (
        <p className="station-facts__operator">{t('checkins.page.operator', { operator: station.operator })}</p>
      ) : null}
      <p className="station-facts__address">{addressOf(station)}</p>
      <ConnectorChips station={station} className="station-facts__chips" label={t('checkins.page.connectors')} />
      <div className="station-facts__status">
        <section className="station-facts__live" aria-labelledby={liveId}>
          <h2 id={liveId} className="station-facts__heading">
            {t('live.heading')}
          </h2>
          {live ? <LiveStatusLine status={live} detailed /> : null}
          {live === null ? <p className="station-facts__line station-facts__line--muted">{t('live.none')}</p> : null}
        </section>
        <section className="station-facts__checkins" aria-labelledby={checkInsId}>
          <h2 id={checkInsId} className="station-facts__heading">
            {t('live.checkInsHeading')}
          </h2>
          <StationSummaryLine summary={summary} />
          <p className="station-facts__line">
            {rating}
            {summary.rating !== 'NA' && rated > 0 ? ` · ${t('checkins.page.ratingBasis', { count: rated })}` : null}
          </p>
          <p className="station-facts__line">
            {price.median_per_kwh !== null && price.count > 0
              ? t('checkins.page.medianPrice', {
                  price: formatFigure(price.median_per_kwh),
                  count: price.count,
                  days: price.days,
                })
              : t('checkins.page.noPrice')}
          </p>
        </section>
      </div>
      <section className="station-facts__price" aria-labelledby={priceId}>
        <h2 id={priceId} className="station-facts__heading">
          {t('price.heading')}
        </h2>
        <PriceLine
          placeId={station.place_id}
          detailed
          fallback={
            price.median_per_kwh !== null && price.count > 0
              ? t('price.checkIns', { price: formatFigure(price.median_per_kwh) })
              : t('price.notKnown')
          }
        />
      </section>
      <p className="station-facts__maps">
        <a className="button button--ghost" href={page.maps_url} target="_blank" rel="noopener noreferrer">
          {t('checkins.page.maps')}
        </a>
        <a
          className="button button--ghost"
          href={mapsDirectionsUrl(station.geometry.location)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('checkins.page.directions')}
        </a>
      </p>
    </section>
  );
}

/** Where the station's data comes from: each source with its licence and record, and the data's attribution line. */
export function StationSources({ page }: { page: StationPage }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The sources the app knows are named in the reader's language; any other as the server names it.
  // A charging network sending the live status: 'Live status from Tata Power'.
  const nameOf = (id: string, name: string) =>
    id === 'ocpi'
      ? t('live.source', { network: name })
      : i18n.exists(`checkins.page.sourceNames.${id}`)
        ? t(`checkins.page.sourceNames.${id}`)
        : name;
  return (
    <section className="station-page__section station-sources" aria-labelledby={headingId}>
      <h2 id={headingId} className="station-page__heading">
        {t('checkins.page.sources')}
      </h2>
      <ul className="station-sources__list">
        {page.sources.map((source) => (
          <li key={source.url ?? source.id}>
            {nameOf(source.id, source.name)}
            {source.licence ? ` · ${t('checkins.page.licence', { licence: source.licence })}` : null}
            {source.url ? (
              <>
                {' · '}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {t('checkins.page.record', { id: source.url.split('/').pop() ?? '' })}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="attribution">{wordMessage(page.attribution)}</p>
    </section>
  );
}
