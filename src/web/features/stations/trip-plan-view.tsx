import type { ReactNode } from 'react';
import type { PlanStop, TripPlan } from '../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import type { FigureBasis } from '../../../domain/trips/vehicle-profile.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { StationCard } from './station-card.tsx';
import { StopCost, TripCosts } from './trip-plan-costs.tsx';
import type { StopCostJson } from '../../../domain/trips/trip-costs.ts';
import { ClimbMark, TripHeightProfile } from './trip-height-profile.tsx';
import { TripPlanActions } from './trip-plan-actions.tsx';

/** '5 h 12 min' or '48 min'. */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes >= 60
      ? t('plan.hours', { h: Math.floor(minutes / 60), m: minutes % 60 })
      : t('plan.minutes', { m: minutes });
}

/**
 * ' (assumed)' beside a figure that is not the maker's or a published test's: derived from the
 * catalogue's claimed range, or a per-kind default (the vehicle figures say which).
 */
function BasisMark({ basis, detail = false }: { basis: FigureBasis; detail?: boolean }) {
  const { t } = useTranslation();
  if (basis === 'published') return null;
  return (
    <span className="plan__assumed">
      {' '}
      ({detail && basis === 'derived' ? `${t('plan.assumed')}, ${t('plan.derived')}` : t('plan.assumed')})
    </span>
  );
}

/** '25' for a hill factor of 1.25: how much more energy a km of winding road takes, in %. */
const hillPct = (factor: number) => Math.round((factor - 1) * 100);

/** '(estimated)' beside an estimated distance; '(includes 4 km to and from the highway, estimated)' beside a road one that has such stretches. */
function DistanceMark({ route }: { route: TripPlan['route'] }) {
  const { t } = useTranslation();
  if (route.estimated) return <span className="plan__assumed"> ({t('plan.estimated')})</span>;
  // A plan kept on the phone from before issue 29 has no access_km.
  const access = (route.access_km?.start ?? 0) + (route.access_km?.end ?? 0);
  const gaps = route.link_km ?? 0;
  if (gaps > 0)
    return (
      <span className="plan__assumed">
        {' '}
        ({access > 0 ? t('roads.accessAndGaps', { km: access, gaps }) : t('roads.gaps', { gaps })})
      </span>
    );
  return access > 0 ? <span className="plan__assumed"> ({t('roads.access', { km: access })})</span> : null;
}

/** '(includes 25% more energy on 120 km of winding hill road)' beside a figure the hills raise. */
function HillMark({ route }: { route: TripPlan['route'] }) {
  const { t } = useTranslation();
  if (!route.hill_energy_factor || !(route.winding_km > 0)) return null;
  return (
    <span className="plan__assumed">
      {' '}
      ({t('roads.hills', { pct: hillPct(route.hill_energy_factor), km: route.winding_km })})
    </span>
  );
}

/** Where the plan's road distance comes from: the national highways (OpenStreetMap), a routing service, or an estimate. */
function RouteSource({ route }: { route: TripPlan['route'] }) {
  const { t } = useTranslation();
  const text =
    route.source === 'roads'
      ? t('roads.source')
      : route.source === 'provider' && (route.provider === 'osrm' || route.provider === 'google')
        ? t(`roads.sourceProvider.${route.provider}`)
        : route.source === 'estimate'
          ? t('roads.sourceEstimated')
          : null;
  return text ? <p className="plan__source">{text}</p> : null;
}

function Summary({ plan }: { plan: TripPlan }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const s = plan.summary!;
  const rows: Array<[string, ReactNode]> = [
    [
      t('plan.distance'),
      <>
        {t('plan.distanceValue', { km: plan.route.distance_km })}
        <DistanceMark route={plan.route} />
        <ClimbMark route={plan.route} />
      </>,
    ],
    [t('plan.driving'), duration(s.drive_minutes)],
    [t('plan.charging'), duration(s.charge_minutes)],
    [t('plan.total'), duration(s.total_minutes)],
    [t('plan.stops'), String(s.stops)],
    [
      t('plan.arrival'),
      <>
        {t('plan.pctValue', { pct: s.arrive_pct })}
        <HillMark route={plan.route} />
      </>,
    ],
  ];
  return (
    <dl className="plan__summary">
      {rows.map(([label, value]) => (
        <div key={label} className="plan__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Stop({ stop, n, cost }: { stop: PlanStop; n: number; cost: StopCostJson | undefined }) {
  const { t } = useTranslation();
  return (
    <li className="plan-stop">
      <h3 className="plan-stop__title">{t('plan.stopTitle', { n, km: stop.along_km })}</h3>
      <p className="plan-stop__detail">
        {t('plan.stopDetail', {
          arrive: stop.arrive_pct,
          depart: stop.depart_pct,
          minutes: stop.charge_minutes,
          kw: stop.power_kw,
          current: t(`plan.${stop.current}`),
        })}
        {stop.power_assumed ? <span className="plan__assumed"> ({t('plan.powerAssumed')})</span> : null}
        {stop.detour_km >= 1 ? (
          <span className="plan-stop__detour"> · {t('plan.detour', { km: stop.detour_km })}</span>
        ) : null}
      </p>
      <StopCost cost={cost} />
      <ul className="station-list plan-stop__station">
        <StationCard station={stop.station} showOperator planStop />
      </ul>
      {stop.alternatives.length > 0 ? (
        <div className="plan-stop__alternatives">
          <p className="plan-stop__alternatives-title">{t('plan.alternatives')}</p>
          <ul>
            {stop.alternatives.map((a) => (
              <li key={a.place_id}>
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${a.name} ${a.vicinity}`)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('plan.alternativeItem', { name: a.name, km: Math.round(a.distance_from_start_km ?? 0) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** The plain message of a trip that can't be done, and the changes that would make it work, each one tap. */
function Gap({
  plan,
  onReplan,
  busy,
}: {
  plan: TripPlan;
  onReplan: (change: Partial<TripPlanBody>) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const gap = plan.gap!;
  const fast = plan.vehicle.kind === 'car' && !plan.settings.allow_ac;
  const { reserve_pct, allow_ac, start_pct } = gap.suggestions;
  return (
    <div className="plan__gap" role="alert">
      <h3 className="plan__gap-title">{t('plan.cannotTitle')}</h3>
      <p>
        {t(fast ? 'plan.cannotFast' : 'plan.cannot', {
          from: gap.from_name,
          to: gap.to_name,
          km: gap.length_km,
          reserve: plan.settings.reserve_pct,
          reach: gap.reach_km,
        })}
      </p>
      <div className="plan__fixes">
        {reserve_pct !== undefined ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onReplan({ reserve_pct })}
          >
            {t('plan.tryReserve', { pct: reserve_pct })}
          </button>
        ) : null}
        {allow_ac ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onReplan({ allow_ac: true })}
          >
            {t('plan.tryAc')}
          </button>
        ) : null}
        {start_pct !== undefined ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onReplan({ start_pct })}
          >
            {t('plan.tryStart', { pct: start_pct })}
          </button>
        ) : null}
      </div>
      {reserve_pct === undefined && !allow_ac && start_pct === undefined ? (
        <p className="form__note">{t('plan.noFix')}</p>
      ) : null}
    </div>
  );
}

function VehicleFigures({ plan }: { plan: TripPlan }) {
  const { t } = useTranslation();
  const v = plan.vehicle;
  return (
    <details className="plan__figures">
      <summary>{t('plan.figures')}</summary>
      <ul>
        <li>
          {t('plan.figureRange', { km: v.range_km })}
          <BasisMark basis={v.basis.kwhPerKm} detail />
        </li>
        <li>
          {t('plan.figureUse', { kwh: v.kwh_per_km })}
          <BasisMark detail basis={v.basis.kwhPerKm} />
          <HillMark route={plan.route} />
        </li>
        <li>
          {t('plan.figureBattery', { kwh: v.usable_kwh })}
          <BasisMark detail basis={v.basis.usableKwh} />
        </li>
        <li>
          {v.max_dc_kw ? t('plan.figureDc', { kw: v.max_dc_kw }) : t('plan.figureNoDc')}
          <BasisMark detail basis={v.basis.maxDcKw} />
        </li>
        <li>
          {t('plan.figureAc', { kw: v.max_ac_kw })}
          <BasisMark detail basis={v.basis.maxAcKw} />
        </li>
      </ul>
      {plan.route.estimated && plan.route.circuity ? (
        <p className="form__note">{t('plan.estimatedNote', { factor: plan.route.circuity })}</p>
      ) : null}
      {plan.route.hill_energy_factor && plan.route.winding_km > 0 ? (
        <p className="form__note">
          {t('roads.hillsNote', { pct: hillPct(plan.route.hill_energy_factor), km: plan.route.winding_km })}
        </p>
      ) : null}
      <p className="form__note">{t('plan.assumptionsNote')}</p>
    </details>
  );
}

/**
 * The charging plan above the spec's station list: who it is for, the summary, each stop with
 * its station card, the battery on arrival and leaving and the minutes of charging, then the
 * Google Maps and share actions; or, when a stretch can't be driven, where and what would help.
 */
export function TripPlanView({
  plan,
  query,
  onReplan,
  busy,
}: {
  plan: TripPlan;
  query: TripPlanBody;
  onReplan: (change: Partial<TripPlanBody>) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const vehicleName =
    plan.vehicle.title ??
    t('plan.ownVehicleName', {
      kind: t(`plan.kinds.${plan.vehicle.kind}`).toLowerCase(),
      kwh: query.own_vehicle?.battery_kwh ?? plan.vehicle.usable_kwh,
    });
  return (
    <section className="card plan" aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="plan__heading">
        {t('plan.heading')}
      </h2>
      <p className="plan__for">
        {t('plan.forVehicle', {
          vehicle: vehicleName,
          start: plan.settings.start_pct,
          reserve: plan.settings.reserve_pct,
          target: plan.settings.target_pct,
        })}{' '}
        {t('plan.rangeLine', { km: plan.vehicle.range_km })}
        <BasisMark basis={plan.vehicle.basis.kwhPerKm} />
        {t('plan.sentenceEnd')}
      </p>
      {plan.feasible ? (
        <>
          <Summary plan={plan} />
          <RouteSource route={plan.route} />
          <TripHeightProfile plan={plan} />
          {plan.stops.length === 0 ? (
            <p className="plan__no-stops">{t('plan.noStops', { pct: plan.summary!.arrive_pct })}</p>
          ) : null}
          <ol className="plan__stops">
            {plan.stops.map((stop, i) => (
              <Stop key={`${stop.station.place_id}-${i}`} stop={stop} n={i + 1} cost={plan.costs?.stops[i]} />
            ))}
          </ol>
          <TripCosts plan={plan} />
          <TripPlanActions plan={plan} />
        </>
      ) : (
        <>
          <Gap plan={plan} onReplan={onReplan} busy={busy} />
          <RouteSource route={plan.route} />
        </>
      )}
      <VehicleFigures plan={plan} />
    </section>
  );
}

export function PlanStatus({ state }: { state: 'planning' | 'failed' }) {
  const { t } = useTranslation();
  const text = state === 'planning' ? t('plan.planning') : t('plan.planFailed');
  return (
    <p
      className={
        state === 'failed' ? 'stations__note plan__status plan__status--failed' : 'stations__note plan__status'
      }
      role="status"
    >
      {text}
    </p>
  );
}
