import { useEffect, useRef, useState } from 'react';
import type { Prediction } from '../../../domain/stations/maps-api.ts';
import { PlaceAutocomplete } from '../../components/ui/place-autocomplete.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ASSIST_LIMITS } from '../../../domain/assistance/assistance-rules.ts';

export interface Where {
  position: { lat: number; lng: number; accuracy_m: number } | null;
  place: { label: string; lat: number; lng: number } | null;
}

type Locating = 'idle' | 'locating' | 'found' | 'denied';

/** Where: the phone's position (asked for at once), or a place from the place search; the words for it below. */
export function WhereSection({
  where,
  onChange,
  words,
}: {
  where: Where;
  onChange: (where: Where) => void;
  words: string;
}) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState<Locating>('idle');
  const [placeText, setPlaceText] = useState(where.place?.label ?? '');
  const asked = useRef(false);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating('found');
        onChange({
          position: { lat: p.coords.latitude, lng: p.coords.longitude, accuracy_m: Math.round(p.coords.accuracy) },
          place: null,
        });
      },
      () => setLocating('denied'),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  };

  useEffect(() => {
    if (asked.current || where.position || where.place) return;
    asked.current = true;
    locate();
    // Asked once, when the screen opens: a stranded person should not have to find the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const accuracy = where.position?.accuracy_m ?? 0;
  return (
    <fieldset className="assist-section">
      <legend className="assist-section__title">{t('assistance.whereHeading')}</legend>
      <button type="button" className="button button--secondary" onClick={locate}>
        {t('assistance.useMyPosition')}
      </button>
      <p className="assist-note" role="status">
        {locating === 'locating' && t('assistance.locating')}
        {where.position &&
          (accuracy > ASSIST_LIMITS.roughAccuracyM
            ? t('assistance.positionRough', { metres: accuracy })
            : t('assistance.positionFound', { metres: accuracy }))}
        {locating === 'denied' && !where.position && t('assistance.positionDenied')}
      </p>
      <PlaceAutocomplete
        label={t('assistance.orPlace')}
        placeholder={t('assistance.placePlaceholder')}
        value={placeText}
        onChange={(text) => setPlaceText(text)}
        onSelect={(prediction: Prediction) => {
          setPlaceText(prediction.description);
          onChange({
            position: null,
            place: { label: prediction.description, lat: prediction.location.lat, lng: prediction.location.lng },
          });
        }}
      />
      {words && (
        <p className="assist-words" data-testid="assist-words">
          {words}
        </p>
      )}
    </fieldset>
  );
}
