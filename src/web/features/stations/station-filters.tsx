import { useId } from 'react';
import {
  CONNECTOR_FILTERS,
  type ConnectorFilter,
  type StationFilters,
} from '../../../domain/stations/station-filters.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/live-strings.ts';

/**
 * Filter chips: 'Available now' (a free point by a network's live status, issue 33), connector
 * families and fast DC (≥ 25 kW) as toggle buttons (announced as pressed), and the operators seen
 * near this place in a select.
 */
export function StationFilterChips({
  value,
  onChange,
  operators,
}: {
  value: StationFilters;
  onChange: (next: StationFilters) => void;
  operators: string[];
}) {
  const { t } = useTranslation();
  const operatorId = useId();
  const selected = new Set(value.connectors ?? []);
  const toggle = (connector: ConnectorFilter) => {
    const next = new Set(selected);
    if (next.has(connector)) next.delete(connector);
    else next.add(connector);
    onChange({ ...value, connectors: [...next] });
  };
  return (
    <div className="chips" role="group" aria-label={t('stations.filters')}>
      <button
        type="button"
        className="chip"
        aria-pressed={Boolean(value.availableNow)}
        onClick={() => onChange({ ...value, availableNow: !value.availableNow })}
      >
        {t('live.availableNow')}
      </button>
      <button
        type="button"
        className="chip"
        aria-pressed={Boolean(value.fastOnly)}
        onClick={() => onChange({ ...value, fastOnly: !value.fastOnly })}
      >
        {t('stations.fastDc')}
      </button>
      {CONNECTOR_FILTERS.map((connector) => (
        <button
          key={connector}
          type="button"
          className="chip"
          aria-pressed={selected.has(connector)}
          onClick={() => toggle(connector)}
        >
          {connector === 'LEV' ? t('stations.twoThreeWheeler') : connector}
        </button>
      ))}
      {operators.length > 0 ? (
        <span className="chip chip--select">
          <label htmlFor={operatorId} className="visually-hidden">
            {t('stations.operator')}
          </label>
          <select
            id={operatorId}
            value={value.operator ?? ''}
            onChange={(event) => onChange({ ...value, operator: event.target.value || undefined })}
          >
            <option value="">{t('stations.anyOperator')}</option>
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operator}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}
