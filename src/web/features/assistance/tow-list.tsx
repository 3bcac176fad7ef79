import type { TowStation } from '../../../domain/assistance/assistance-api.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The chargers that fit the vehicle, nearest first: where a tow would go (issue 39). */
export function TowList({ stations, chosen }: { stations: readonly TowStation[]; chosen?: TowStation | null }) {
  const { t } = useTranslation();
  if (stations.length === 0 && !chosen) return null;
  return (
    <section className="assist-section" aria-labelledby="assist-tow">
      <h2 id="assist-tow" className="assist-section__title">
        {t('assistance.towHeading')}
      </h2>
      {chosen && <p className="assist-note assist-note--strong">{t('assistance.towChosen', { name: chosen.name })}</p>}
      <ul className="assist-tow">
        {stations.map((s) => (
          <li key={s.place_id}>
            <span className="assist-tow__name">{s.name}</span>
            <span className="assist-tow__meta">
              {t('assistance.kmAway', { km: s.km })}
              {s.max_kw ? ` · ${s.max_kw} kW` : ''} · {s.connectors.join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
