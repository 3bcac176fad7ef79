import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import type { PlannerVehicle } from '../../domain/trips/plan-answer.ts';
import type { VehicleKind } from '../../domain/trips/vehicle-profile.ts';
import { matchVehicles, plannerVehicles } from '../lib/planner-vehicles.ts';
import { comboboxAria, moveHighlight, SuggestionList } from './ui/suggestion-list.tsx';

type ListState = { kind: 'loading' } | { kind: 'ready'; vehicles: readonly PlannerVehicle[] } | { kind: 'failed' };

/**
 * A catalogue vehicle of one kind, found by a search box that is an ARIA combobox (arrow keys move,
 * Enter picks, Escape closes); once picked, its name and range with 'Change'. It says while the
 * list loads, when nothing matches, and when the list could not load (with 'Try again'). Its words
 * are the trip planner's (plan.*): a screen using it registers them.
 */
export function VehicleSearch({
  kind,
  vehicle,
  onPick,
  invalid,
  describedBy,
}: {
  kind: VehicleKind;
  vehicle: PlannerVehicle | null;
  onPick: (vehicle: PlannerVehicle | null) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    setList({ kind: 'loading' });
    plannerVehicles().then(
      (vehicles) => live && setList({ kind: 'ready', vehicles }),
      () => live && setList({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const matches = useMemo(
    () => (list.kind === 'ready' ? matchVehicles(list.vehicles, kind, query) : []),
    [list, kind, query],
  );

  if (vehicle) {
    return (
      <div className="vehicle-field__chosen">
        <p>
          <strong>{t('plan.chosen', { title: vehicle.title })}</strong>
          <br />
          <span className="form__note">
            {t('plan.aboutRange', { km: vehicle.range_km })}
            {vehicle.published ? '' : ` (${t('plan.assumed')})`}
          </span>
        </p>
        <button type="button" className="button button--ghost vehicle-field__change" onClick={() => onPick(null)}>
          {t('plan.change')}
        </button>
      </div>
    );
  }
  if (list.kind === 'failed') {
    return (
      <div className="vehicle-field__failed">
        <p className="form-error">{t('plan.vehiclesFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('plan.retry')}
        </button>
      </div>
    );
  }
  const expanded = open && matches.length > 0;
  const statusId = `${id}-status`;
  const status =
    list.kind === 'loading'
      ? t('plan.vehiclesLoading')
      : query.trim() && matches.length === 0
        ? t('plan.searchNoMatch', { query: query.trim() })
        : expanded
          ? t('plan.searchCount', { count: matches.length })
          : '';
  return (
    <div className="autocomplete">
      <label htmlFor={id} className="field__label">
        {t('plan.searchLabel')}
      </label>
      <div className={invalid ? 'field field--invalid' : 'field'}>
        <input
          id={id}
          className="field__input"
          {...comboboxAria(id, expanded, active)}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('plan.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={(e) => {
            if (moveHighlight(e, matches.length, setActive, () => setOpen(true))) return;
            if (e.key === 'Enter' && expanded) {
              e.preventDefault();
              const chosen = matches[active] ?? matches[0];
              if (chosen) onPick(chosen);
            } else if (e.key === 'Escape') setOpen(false);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
      </div>
      <SuggestionList
        id={id}
        label={t('plan.searchLabel')}
        items={matches}
        active={active}
        hidden={!expanded}
        keyOf={(v) => v.id}
        textOf={(v) =>
          `${v.title} · ${t('plan.aboutRange', { km: v.range_km })}${v.published ? '' : ` (${t('plan.assumed')})`}`
        }
        onPick={onPick}
      />
      <p
        id={statusId}
        className={
          query.trim() && list.kind === 'ready' && matches.length === 0
            ? 'autocomplete__status form-error'
            : 'autocomplete__status'
        }
        role="status"
      >
        {status}
      </p>
    </div>
  );
}
