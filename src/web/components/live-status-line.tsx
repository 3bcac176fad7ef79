import {
  isAllOutOfOrder,
  isFresh,
  liveState,
  type EvseCategory,
  type LiveStatus,
} from '../../domain/ocpi/live-status.ts';
import { useTranslation } from '../lib/i18n.ts';
import '../lib/live-strings.ts';
import { useAgo, useNow } from './station-summary-line.tsx';
import './live-status-line.css';

/** Charging points drawn one by one up to this many; a bigger site is said in words only. */
const POINTS_DRAWN = 12;

const ORDER: readonly EvseCategory[] = ['free', 'in_use', 'out_of_order', 'unknown'];

/**
 * A state's symbol: its shape says what the colour says (a filled disc free, a half-filled one in
 * use, a cross out of order, a question mark not known), so the states differ without colour too.
 */
export function LiveSymbol({ state }: { state: EvseCategory }) {
  return (
    <svg
      className={`live-symbol live-symbol--${state}`}
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      focusable="false"
    >
      {state === 'free' ? <circle cx="7" cy="7" r="6" /> : null}
      {state === 'in_use' ? (
        <>
          <circle cx="7" cy="7" r="5.5" fill="none" strokeWidth="1.5" />
          <path d="M7 1.5a5.5 5.5 0 0 1 0 11z" />
        </>
      ) : null}
      {state === 'out_of_order' ? (
        <path d="M3 3l8 8M11 3l-8 8" fill="none" strokeWidth="2.2" strokeLinecap="round" />
      ) : null}
      {state === 'unknown' ? (
        <>
          <circle cx="7" cy="7" r="5.5" fill="none" strokeWidth="1.3" strokeDasharray="2 1.6" />
          <path
            d="M5.3 5.6a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.5-.7 1v.4M7 10.3v.2"
            fill="none"
            strokeWidth="1.3"
            strokeLinecap="round"
          />
        </>
      ) : null}
    </svg>
  );
}

/**
 * A station's live status from the networks (issue 33): 'Live: 2 of 3 free · 1 in use · updated
 * 3 min ago · from Tata Power', or 'Last known: …' once it is older than 30 minutes, with a symbol per
 * charging point. `detailed` (the station page) lists each state's count in words; `planStop` adds
 * the plan's note when every point is out of order (the plan stops there only for want of another).
 */
export function LiveStatusLine({
  status,
  detailed = false,
  planStop = false,
}: {
  status: LiveStatus;
  detailed?: boolean;
  planStop?: boolean;
}) {
  const { t } = useTranslation();
  const ago = useAgo();
  const now = useNow();
  const fresh = now === null || isFresh(status, now);
  const counts: Record<EvseCategory, number> = {
    free: status.free,
    in_use: status.in_use,
    out_of_order: status.out_of_order,
    unknown: status.unknown,
  };
  const parts = [
    t(fresh ? 'live.line' : 'live.lastKnown', { free: status.free, total: status.evses }),
    ...(detailed
      ? []
      : [
          status.in_use > 0 ? t('live.inUse', { count: status.in_use }) : '',
          status.out_of_order > 0 ? t('live.outOfOrder', { count: status.out_of_order }) : '',
          status.unknown > 0 ? t('live.unknown', { count: status.unknown }) : '',
        ]),
    now !== null ? t('live.updated', { ago: ago(status.updated_at, now) }) : '',
    status.networks.length > 0 ? t('live.from', { networks: status.networks.join(', ') }) : '',
  ].filter(Boolean);
  const points = ORDER.flatMap((state) => Array<EvseCategory>(counts[state]).fill(state));
  return (
    <div className={`live-line live-line--${liveState(status)}${fresh ? '' : ' live-line--stale'}`}>
      <p className="live-line__text">
        <LiveSymbol state={liveState(status)} />
        <span>{parts.join(' · ')}</span>
      </p>
      {status.evses <= POINTS_DRAWN ? (
        <p className="live-line__points" aria-hidden="true">
          {points.map((state, i) => (
            <LiveSymbol key={i} state={state} />
          ))}
        </p>
      ) : null}
      {detailed ? (
        <ul className="live-line__counts" aria-label={t('live.points')}>
          {ORDER.filter((state) => counts[state] > 0).map((state) => (
            <li key={state}>
              <LiveSymbol state={state} /> {counts[state]} · {t(`live.state.${state}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {planStop && isAllOutOfOrder(status) ? (
        <p className="live-line__note" role="note">
          {t('live.planNote')}
        </p>
      ) : null}
    </div>
  );
}
