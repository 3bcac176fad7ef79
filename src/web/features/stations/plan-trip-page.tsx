import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { MapsAuthError } from '../../lib/maps-api.ts';
import { storage } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { lastTrip } from './last-trip.ts';
import { requestTrip } from './trip-request.ts';
import { PlaceAutocomplete } from '../../components/ui/place-autocomplete.tsx';

/**
 * /planatrip: source and destination, then the stations on the way. Both are required (the spec's
 * 'Error!' alert, and no request); a failed search returns quietly to idle, as the spec says.
 */
export default function PlanTripPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.planTrip'));
  const navigate = useNavigate();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  // The suggestion picked for each end, while its text is unchanged: the server then uses that place.
  const [sourceId, setSourceId] = useState<string>();
  const [destinationId, setDestinationId] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [previous] = useState(lastTrip.get);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source.trim() || !destination.trim()) return setAlertOpen(true);
    setLoading(true);
    try {
      const trip = await requestTrip({
        origin: source.trim(),
        destination: destination.trim(),
        ...(sourceId ? { origin_place_id: sourceId } : {}),
        ...(destinationId ? { destination_place_id: destinationId } : {}),
      });
      if (trip) navigate(paths.locationOnWay, { state: trip });
    } catch (error) {
      if (error instanceof MapsAuthError) {
        window.alert(t('errors.signInAgain'));
        storage.signOut();
        navigate(paths.signin, { replace: true });
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="screen">
      <PageHeader title={t('titles.planTrip')} />
      <main className="screen__body">
        <form className="card form" onSubmit={submit} noValidate>
          <h2 className="trip__heading">{t('trip.heading')}</h2>
          <PlaceAutocomplete
            label={t('trip.sourceLabel')}
            placeholder={t('trip.sourcePlaceholder')}
            value={source}
            onChange={(text) => {
              setSource(text);
              setSourceId(undefined);
            }}
            onSelect={(prediction) => setSourceId(prediction.place_id)}
          />
          <PlaceAutocomplete
            label={t('trip.destinationLabel')}
            placeholder={t('trip.destinationPlaceholder')}
            value={destination}
            onChange={(text) => {
              setDestination(text);
              setDestinationId(undefined);
            }}
            onSelect={(prediction) => setDestinationId(prediction.place_id)}
          />
          <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading}>
            {loading ? <Loader label={t('common.loading')} /> : t('trip.find')}
          </button>
        </form>
        {previous ? (
          <button type="button" className="card last-trip" onClick={() => navigate(paths.locationOnWay, { state: previous })}>
            <span className="last-trip__title">{t('trip.lastSearch')}</span>
            <span>
              {t('trip.from')}: {previous.source}
            </span>
            <span>
              {t('trip.to')}: {previous.destination}
            </span>
          </button>
        ) : null}
      </main>
      <AlertDialog open={alertOpen} title={t('trip.errorTitle')} message={t('trip.errorText')} okLabel={t('common.ok')} onClose={() => setAlertOpen(false)} />
    </div>
  );
}
