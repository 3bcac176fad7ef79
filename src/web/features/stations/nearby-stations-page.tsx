import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../lib/analytics/track.ts';
import { isInIndia, type LatLng } from '../../../domain/geo/lat-lng.ts';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { PINCODE_PATTERN as PINCODE } from '../../../domain/stations/pincode.ts';
import type { StationFilters } from '../../../domain/stations/station-filters.ts';
import { paths } from '../../app/paths.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SavedNote } from '../../components/ui/saved-note.tsx';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MapsAuthError } from '../../lib/maps-client.ts';
import { storage } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CarLoader } from './car-loader.tsx';
import { NoStations } from './no-stations.tsx';
import { PlaceAutocomplete } from '../../components/ui/place-autocomplete.tsx';
import { sessionLocation } from '../../lib/session-location.ts';
import { StationFilterChips } from './station-filters.tsx';
import { ListOrMap } from './list-or-map.tsx';
import { lastNearby, type LastNearby } from './last-nearby.ts';
import { getEvStations } from './api/get-ev-stations.ts';
import { getLocationAddress } from './api/get-location-address.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'idle' }
  | { kind: 'error' }
  | { kind: 'outside' }
  | { kind: 'badPincode' }
  | { kind: 'results'; stations: StationResult[]; centre: LatLng }
  // Offline: the last search from the phone (`tried`: an action that needed the network was just refused), or nothing to show.
  | { kind: 'saved'; saved: LastNearby; tried: boolean }
  | { kind: 'offline' };

const unfiltered = (filters: StationFilters) =>
  !filters.operator && !filters.fastOnly && !filters.connectors?.length && !filters.availableNow;

/** The operators among these stations, most frequent first. */
function operatorsOf(stations: StationResult[]): string[] {
  const counts = new Map<string, number>();
  for (const station of stations)
    if (station.operator) counts.set(station.operator, (counts.get(station.operator) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** /evchargingstations: stations nearest the person's location, a pincode or a chosen place. */
export default function NearbyStationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.nearby'));
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [filters, setFilters] = useState<StationFilters>({});
  const [operators, setOperators] = useState<string[]>([]);
  const point = useRef<LatLng | null>(null);
  const request = useRef(0);

  // The place in the field, as the last search is saved with it (read after the search's awaits).
  const shownText = useRef('');
  useEffect(() => {
    shownText.current = text;
  }, [text]);

  // Out of reach: the last search saved on the phone, else a word that this needs the network.
  const offlineView = useCallback((tried: boolean): View => {
    const saved = lastNearby.get();
    if (!saved) return { kind: 'offline' };
    setText(saved.place);
    return { kind: 'saved', saved, tried };
  }, []);
  const failedView = useCallback(
    (): View => (connection.offline() ? offlineView(true) : { kind: 'error' }),
    [offlineView],
  );

  const signInAgain = useCallback(() => {
    window.alert(t('errors.signInAgain'));
    storage.signOut();
    navigate(paths.signin, { replace: true });
  }, [navigate, t]);

  const loadStations = useCallback(
    async (location: LatLng, withFilters: StationFilters, describe: boolean) => {
      const mine = ++request.current;
      if (connection.noNetwork()) return setView(offlineView(true));
      setView({ kind: 'loading' });
      try {
        let place = shownText.current;
        if (describe) {
          const address = await getLocationAddress(location);
          if (mine !== request.current) return;
          if (!address.success || !address.data) return setView(failedView());
          place = address.data.formatted_address;
          setText(place);
        }
        const found = await getEvStations(location, withFilters);
        if (mine !== request.current) return;
        track('nearby_search', {
          outcome:
            found.success && found.data && found.data.results.length > 0
              ? 'found'
              : found.success
                ? 'not_found'
                : 'failed',
        });
        if (!found.success || !found.data) return setView(failedView());
        point.current = location;
        sessionLocation.set(location);
        setView({ kind: 'results', stations: found.data.results, centre: location });
        if (!withFilters.operator) setOperators(operatorsOf(found.data.results));
        if (unfiltered(withFilters))
          lastNearby.set({ place, centre: location, stations: found.data.results, savedAt: Date.now() });
      } catch (error) {
        if (error instanceof MapsAuthError) return signInAgain();
        setView(failedView());
      }
    },
    [signInAgain, offlineView, failedView],
  );

  const fromPincode = useCallback(
    async (pincode: string) => {
      const mine = ++request.current;
      if (connection.noNetwork()) return setView(offlineView(true));
      setView({ kind: 'loading' });
      try {
        const address = await getLocationAddress({ pincode });
        if (mine !== request.current) return;
        if (!address.success || !address.data) return setView(failedView());
        setText(address.data.formatted_address);
        await loadStations(address.data.location, filters, false);
      } catch (error) {
        if (error instanceof MapsAuthError) return signInAgain();
        setView(failedView());
      }
    },
    [filters, loadStations, signInAgain, offlineView, failedView],
  );

  const detect = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setView({ kind: 'idle' });
      window.alert(t('stations.unsupported'));
      return;
    }
    // A location is no use without the network to search near it.
    if (connection.noNetwork()) return setView(offlineView(true));
    setView({ kind: 'loading' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        // Our stations are all in India: say so rather than fail on a location abroad.
        if (!isInIndia(here)) return setView({ kind: 'outside' });
        void loadStations(here, filters, true);
      },
      () => {
        const answer = window.prompt(t('stations.pincodePrompt'));
        const pincode = answer?.trim() ?? '';
        if (!pincode) return setView({ kind: 'idle' });
        // Checked here with the server's own rule, so a typo gets a clear word and no request.
        if (!PINCODE.test(pincode)) return setView({ kind: 'badPincode' });
        void fromPincode(pincode);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }, [filters, fromPincode, loadStations, offlineView, t]);

  // First visit in a session detects the location; later visits reuse it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Opened offline: the last search, at once, rather than a location that cannot be searched.
    if (connection.noNetwork()) {
      setView(offlineView(false));
      return;
    }
    const known = sessionLocation.get();
    if (known) void loadStations(known, {}, true);
    else detect();
  }, [detect, loadStations, offlineView]);

  const changeFilters = (next: StationFilters) => {
    setFilters(next);
    if (point.current) void loadStations(point.current, next, false);
  };

  const iconAction = () => {
    if (text) return setText('');
    sessionLocation.set(null);
    detect();
  };

  return (
    <div className="screen">
      <PageHeader title={t('stations.heading')} />
      <main className="screen__body stations">
        <p className="stations__sub">{t('stations.subheading')}</p>
        <PlaceAutocomplete
          label={t('stations.inputLabel')}
          labelHidden
          placeholder={t('stations.hint')}
          value={text}
          onChange={setText}
          onSelect={(prediction) => void loadStations(prediction.location, filters, false)}
          pickFirstOnEnter
          onEnter={(value) => {
            const trimmed = value.trim();
            if (PINCODE.test(trimmed)) void fromPincode(trimmed);
          }}
          end={
            <button
              type="button"
              className="icon-button icon-button--dark"
              onClick={iconAction}
              aria-label={text ? t('stations.clear') : t('stations.detect')}
            >
              {text ? (
                <CloseIcon width={20} height={20} />
              ) : (
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                >
                  <circle cx="12" cy="12" r="4" />
                  <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
                </svg>
              )}
            </button>
          }
        />
        <StationFilterChips value={filters} onChange={changeFilters} operators={operators} />
        {view.kind === 'loading' ? <CarLoader /> : null}
        {view.kind === 'error' ? (
          <p className="form-error stations__error" role="alert">
            {t('stations.failed')}
          </p>
        ) : null}
        {view.kind === 'outside' ? <p className="stations__note">{t('stations.outsideIndia')}</p> : null}
        {view.kind === 'badPincode' ? (
          <p className="form-error stations__error" role="alert">
            {t('validation.pincode')}
          </p>
        ) : null}
        {view.kind === 'offline' || (view.kind === 'saved' && view.tried) ? (
          <p className="form-error stations__error" role="alert">
            {t('pwa.needsNetwork')}
          </p>
        ) : null}
        {view.kind === 'saved' ? (
          <>
            <SavedNote savedAt={view.saved.savedAt} />
            <ListOrMap stations={view.saved.stations} centre={view.saved.centre} sortable />
          </>
        ) : null}
        {view.kind === 'results' && view.stations.length === 0 && filters.availableNow ? (
          <p className="stations__note">{t('live.noneAvailable')}</p>
        ) : null}
        {view.kind === 'results' && view.stations.length === 0 && !filters.availableNow ? <NoStations /> : null}
        {view.kind === 'results' && view.stations.length > 0 ? (
          <ListOrMap stations={view.stations} centre={view.centre} sortable />
        ) : null}
      </main>
    </div>
  );
}
