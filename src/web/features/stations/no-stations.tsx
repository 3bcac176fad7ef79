import { useTranslation } from '../../lib/i18n.ts';

/** The 'No EV stations found' page (also served at /nostationfound). */
export function NoStations() {
  const { t } = useTranslation();
  return (
    <section className="no-stations" aria-live="polite">
      <svg width="120" height="120" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="#e3f1f7" />
        <rect x="16" y="12" width="12" height="22" rx="2" fill="none" stroke="#115173" strokeWidth="2.5" />
        <path
          d="M28 18h3a2 2 0 012 2v8a2 2 0 004 0v-9l-3-3M14 38h20"
          fill="none"
          stroke="#115173"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M19 19l6 8M25 19l-6 8" stroke="#d32f2f" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2>{t('stations.empty')}</h2>
      <p>{t('stations.emptyHint')}</p>
    </section>
  );
}
