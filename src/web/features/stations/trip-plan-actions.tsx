import { useState } from 'react';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { shortLabelIn } from '../../lib/place-labels.ts';

/**
 * 'Open in Google Maps' (the route with the stops as waypoints, in a new tab), 'Share' (the Web
 * Share API where the browser has it, else the link copied) and a WhatsApp link. The shared link
 * is this page's address: it holds the plan's query, never a position.
 */
export function TripPlanActions({ plan }: { plan: TripPlan }) {
  const { t, language } = useTranslation();
  const [status, setStatus] = useState('');
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const text = t('plan.shareText', {
    origin: shortLabelIn(plan.origin, language),
    destination: shortLabelIn(plan.destination, language),
  });

  const share = async () => {
    setStatus('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: text, text, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('plan.copied'));
    } catch {
      setStatus(t('plan.copyFailed', { url }));
    }
  };

  return (
    <div className="plan__actions">
      {plan.maps_url ? (
        <a className="button button--primary" href={plan.maps_url} target="_blank" rel="noopener noreferrer">
          {t('plan.openMaps')}
        </a>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        {t('plan.share')}
      </button>
      <a
        className="button button--ghost"
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('plan.whatsapp')}
      </a>
      <p className="plan__share-status" role="status">
        {status}
      </p>
    </div>
  );
}
