import { useTranslation } from '../../lib/i18n.ts';

/** The car loader with 'Loading...' (spec section 2). */
export function CarLoader() {
  const { t } = useTranslation();
  return (
    <div className="car-loader" role="status" aria-live="polite">
      <svg className="car-loader__car" width="72" height="40" viewBox="0 0 72 40" aria-hidden="true" focusable="false">
        <path
          d="M8 26l6-12a6 6 0 015-3h30a6 6 0 015 3l8 12v6h-6M8 26v6h6M8 26h56"
          fill="none"
          stroke="#115173"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="20" cy="32" r="5" fill="#115173" />
        <circle cx="54" cy="32" r="5" fill="#115173" />
        <path d="M36 12l-4 7h5l-3 6 8-9h-5l3-4z" fill="#2e9e5b" />
      </svg>
      <p>{t('stations.loading')}</p>
    </div>
  );
}
