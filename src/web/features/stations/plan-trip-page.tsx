import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PlaceAutocomplete } from '../../components/ui/place-autocomplete.tsx';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MapsAuthError } from '../../lib/maps-client.ts';
import { myVehicle } from '../../lib/planner-vehicles.ts';
import { storage } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { lastTrip } from './last-trip.ts';
import { defaultSettings, planRequest, type PlanField, type PlanSettings } from './trip-plan-form.ts';
import { requestTrip } from './trip-request.ts';
import { TripSettingsFields } from './trip-settings-fields.tsx';
import { resultsPath } from './trip-results-path.ts';
import './trip-plan-strings.ts';
import { VehicleField } from './vehicle-field.tsx';
import { savedVehicle, type VehicleChoice } from './vehicle-choice.ts';
import './trip-plan.css';

/**
 * /planatrip: source and destination (both required: the spec's 'Error!' alert, and no request),
 * then the stations on the way; with a vehicle (issue 16), its charging plan too. A failed search
 * returns quietly to idle, as the spec says; a plan that fails leaves the stations to show.
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
  const [vehicle, setVehicle] = useState<VehicleChoice>(() => savedVehicle.get() ?? { mode: 'none' });
  const [settings, setSettings] = useState<PlanSettings>(() => {
    const saved = savedVehicle.get();
    return {
      ...defaultSettings(),
      rangeKm: saved?.mode === 'catalogue' && saved.vehicle ? String(saved.vehicle.range_km) : '',
    };
  });
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [loading, setLoading] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const [previous] = useState(lastTrip.get);

  const applyVehicle = (choice: VehicleChoice) => {
    setVehicle(choice);
    setErrors({});
    // The range field starts at the vehicle's own figure; the driver may change it.
    setSettings((s) => ({
      ...s,
      rangeKm: choice.mode === 'catalogue' && choice.vehicle ? String(choice.vehicle.range_km) : '',
    }));
  };

  // The profile's vehicle (kept on the server) is the default, unless the person already chose here.
  const touched = useRef(false);
  useEffect(() => {
    let live = true;
    void myVehicle().then((mine) => {
      if (live && mine && !touched.current) applyVehicle({ mode: 'catalogue', kind: mine.kind, vehicle: mine });
    });
    return () => {
      live = false;
    };
  }, []);

  const chooseVehicle = (choice: VehicleChoice) => {
    touched.current = true;
    applyVehicle(choice);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source.trim() || !destination.trim()) return setAlertOpen(true);
    const ends = {
      origin: source.trim(),
      destination: destination.trim(),
      ...(sourceId ? { origin_place_id: sourceId } : {}),
      ...(destinationId ? { destination_place_id: destinationId } : {}),
    };
    const plan = planRequest(ends, vehicle, settings);
    if (plan.ok === false) return setErrors({ [plan.field]: t(plan.messageKey) });
    setErrors({});
    // Offline, the search cannot run: say so rather than spin (the last search below still opens).
    setNeedsNetwork(connection.noNetwork());
    if (connection.noNetwork()) return;
    setLoading(true);
    try {
      savedVehicle.set(vehicle);
      const trip = await requestTrip(ends, plan.ok === true ? plan.body : undefined);
      if (trip) navigate(resultsPath(trip), { state: trip });
      else setNeedsNetwork(connection.offline());
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
        <Link to={paths.assistance} className="get-help">
          {t('common.getHelp')}
        </Link>
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
          <VehicleField choice={vehicle} onChange={chooseVehicle} error={errors.vehicle} />
          {vehicle.mode !== 'none' ? (
            <TripSettingsFields settings={settings} onChange={setSettings} errors={errors} />
          ) : null}
          {needsNetwork ? (
            <p className="form-error" role="alert">
              {t('pwa.needsNetwork')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading}>
            {loading ? <Loader label={t('common.loading')} /> : t('trip.find')}
          </button>
        </form>
        {previous ? (
          <button
            type="button"
            className="card last-trip"
            onClick={() => navigate(resultsPath(previous), { state: previous })}
          >
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
      <AlertDialog
        open={alertOpen}
        title={t('trip.errorTitle')}
        message={t('trip.errorText')}
        okLabel={t('common.ok')}
        onClose={() => setAlertOpen(false)}
      />
    </div>
  );
}
