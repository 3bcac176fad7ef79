import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlaceChoice, TripEnd } from '../../../domain/stations/maps-api.ts';
import { paths } from '../../app/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MapsAuthError } from '../../lib/maps-client.ts';
import { shortLabelIn } from '../../lib/place-labels.ts';
import { storage } from '../../lib/storage.ts';
import type { LastTrip } from './last-trip.ts';
import { resultsPath } from './trip-results-path.ts';
import { requestTrip } from './trip-request.ts';

type End = 'origin' | 'destination';

/** A plan's query without the ends' picked ids (the new query brings its own). */
function withoutPlaceIds<T extends { origin_place_id?: string; destination_place_id?: string }>(
  query: T,
): Omit<T, 'origin_place_id' | 'destination_place_id'> {
  const { origin_place_id: _o, destination_place_id: _d, ...rest } = query;
  return rest;
}

/**
 * Which places a trip was searched between, when a typed end could have meant another place:
 * "Showing Manali, Himachal Pradesh · Did you mean Manali, Chennai?". Picking the other place
 * searches again with it, keeping the other end as it was.
 */
export function TripPlacesNote({ trip }: { trip: LastTrip }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const ends: [End, TripEnd | undefined][] = [
    ['origin', trip.origin],
    ['destination', trip.destination_place],
  ];

  const choose = async (end: End, choice: PlaceChoice) => {
    const other = end === 'origin' ? trip.destination_place : trip.origin;
    const otherText = end === 'origin' ? trip.destination : trip.source;
    const otherId = other?.place_id;
    const query =
      end === 'origin'
        ? {
            origin: choice.label,
            origin_place_id: choice.place_id,
            destination: otherText,
            ...(otherId ? { destination_place_id: otherId } : {}),
          }
        : {
            origin: otherText,
            ...(otherId ? { origin_place_id: otherId } : {}),
            destination: choice.label,
            destination_place_id: choice.place_id,
          };
    setState('loading');
    try {
      // With a plan, the plan follows the place picked.
      const next = await requestTrip(
        query,
        trip.planQuery ? { ...withoutPlaceIds(trip.planQuery), ...query } : undefined,
      );
      if (!next) return setState('failed');
      setState('idle');
      navigate(resultsPath(next), { state: next, replace: true });
    } catch (error) {
      if (!(error instanceof MapsAuthError)) return setState('failed');
      window.alert(t('errors.signInAgain'));
      storage.signOut();
      navigate(paths.signin, { replace: true });
    }
  };

  // Said where the place could have been another: a typed name with others of that name, a place
  // picked by id (from a suggestion or 'Did you mean'), or a position that is only approximate.
  const picked = (end: End) =>
    Boolean(end === 'origin' ? trip.query?.origin_place_id : trip.query?.destination_place_id);
  const lines = ends.filter(
    ([end, place]) => place?.short_label && ((place.alternatives?.length ?? 0) > 0 || place.approximate || picked(end)),
  );
  if (lines.length === 0) return null;
  return (
    <div className="trip-places">
      {lines.map(([end, place]) => (
        <p key={end} className="trip-places__line">
          {t('trip.showing', { place: shortLabelIn(place!, language) })}
          {(place!.alternatives ?? []).length > 0 ? (
            <>
              {' · '}
              {t('trip.didYouMean')}{' '}
              {place!.alternatives!.map((choice, i) => (
                <Fragment key={choice.place_id}>
                  {i > 0 ? ` ${t('trip.or')} ` : null}
                  <button
                    type="button"
                    className="link-button"
                    disabled={state === 'loading'}
                    onClick={() => void choose(end, choice)}
                  >
                    {shortLabelIn(choice, language)}
                  </button>
                </Fragment>
              ))}
              ?
            </>
          ) : null}
          {place!.approximate ? (
            <span className="trip-places__note">
              {' '}
              {t('trip.approximate', { place: shortLabelIn(place!, language) })}
            </span>
          ) : null}
        </p>
      ))}
      <p className="trip-places__status" role="status">
        {state === 'loading' ? t('trip.searchingAgain') : state === 'failed' ? t('trip.searchFailed') : ''}
      </p>
    </div>
  );
}
