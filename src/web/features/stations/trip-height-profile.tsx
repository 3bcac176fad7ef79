import { useId } from 'react';
import type { PlanRouteJson, TripPlan } from '../../../domain/trips/plan-answer.ts';
import { useTranslation } from '../../lib/i18n.ts';

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ' · Climb 1,850 m · descent 1,900 m' beside the distance (and 'no height data here, estimated' where so). */
export function ClimbMark({ route }: { route: PlanRouteJson }) {
  const { t } = useTranslation();
  const h = route.heights;
  if (!h) return null;
  const known = h.climb_m > 0 || h.descent_m > 0;
  return (
    <span className="plan__climb">
      {known ? (
        <> · {t('heights.climb', { climb: whole.format(h.climb_m), descent: whole.format(h.descent_m) })}</>
      ) : null}
      {h.no_height_data ? <span className="plan__assumed"> ({t('heights.noData')})</span> : null}
    </span>
  );
}

const W = 320;
const H = 120;
const PAD = 4;

/** The route's height as a filled line, the battery % over it, the stops as marks; a text summary beside it. */
export function TripHeightProfile({ plan }: { plan: TripPlan }) {
  const { t } = useTranslation();
  const id = useId();
  const h = plan.route.heights;
  const points = h?.profile.filter((p) => p.m !== null) ?? [];
  if (!h || points.length < 2) return null;
  const lastKm = h.profile[h.profile.length - 1]!.km || 1;
  const heights = points.map((p) => p.m!);
  const lo = Math.min(...heights);
  const hi = Math.max(lo + 100, ...heights);
  const x = (km: number) => PAD + ((W - 2 * PAD) * km) / lastKm;
  const yHeight = (m: number) => H - PAD - ((H - 2 * PAD) * (m - lo)) / (hi - lo);
  const yPct = (pct: number) => H - PAD - ((H - 2 * PAD) * pct) / 100;
  const ground = points.map((p) => `${x(p.km).toFixed(1)},${yHeight(p.m!).toFixed(1)}`).join(' ');
  const battery = h.profile.map((p) => `${x(p.km).toFixed(1)},${yPct(p.pct).toFixed(1)}`).join(' ');
  const highest = points.reduce((a, b) => (b.m! > a.m! ? b : a));
  const lowestPct = h.profile.reduce((a, b) => (b.pct < a.pct ? b : a));
  const summary = t('heights.profileSummary', {
    from: whole.format(points[0]!.m!),
    max: whole.format(highest.m!),
    maxKm: whole.format(highest.km),
    to: whole.format(points[points.length - 1]!.m!),
    startPct: whole.format(h.profile[0]!.pct),
    endPct: whole.format(h.profile[h.profile.length - 1]!.pct),
    minPct: whole.format(lowestPct.pct),
    minKm: whole.format(lowestPct.km),
  });
  return (
    <figure className="plan__profile">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="plan__profile-chart"
      >
        <title id={`${id}-title`}>{t('heights.profileTitle')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <polygon
          points={`${x(points[0]!.km).toFixed(1)},${H - PAD} ${ground} ${x(points[points.length - 1]!.km).toFixed(1)},${H - PAD}`}
          className="plan__profile-ground"
        />
        <polyline points={battery} className="plan__profile-battery" fill="none" />
        {plan.stops.map((stop, i) => (
          <g key={`${stop.station.place_id}-${i}`}>
            <line x1={x(stop.along_km)} x2={x(stop.along_km)} y1={PAD} y2={H - PAD} className="plan__profile-stop" />
            <text x={x(stop.along_km) + 2} y={PAD + 10} className="plan__profile-label">
              {t('heights.stop', { n: i + 1 })}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <span className="plan__profile-key plan__profile-key--ground">{t('heights.heightLegend')}</span>{' '}
        <span className="plan__profile-key plan__profile-key--battery">{t('heights.batteryLegend')}</span>
        <p className="plan__profile-summary">{summary}</p>
        <p className="plan__source">
          {t(h.mass_assumed ? 'heights.massAssumed' : 'heights.mass', {
            kg: whole.format(h.mass_kg),
            people: h.people,
          })}
          . {t('heights.source')}
        </p>
      </figcaption>
    </figure>
  );
}
