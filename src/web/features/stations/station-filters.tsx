import { CONNECTOR_FILTERS, type ConnectorFilter, type StationFilters } from '../../../domain/stations/maps-api.schema.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Filter chips: connector families, fast DC (≥ 25 kW). Toggle buttons, announced as pressed. */
export function StationFilterChips({ value, onChange }: { value: StationFilters; onChange: (next: StationFilters) => void }) {
  const { t } = useTranslation();
  const selected = new Set(value.connectors ?? []);
  const toggle = (connector: ConnectorFilter) => {
    const next = new Set(selected);
    if (next.has(connector)) next.delete(connector);
    else next.add(connector);
    onChange({ ...value, connectors: [...next] });
  };
  return (
    <div className="chips" role="group" aria-label={t('stations.filters')}>
      <button type="button" className="chip" aria-pressed={Boolean(value.fastOnly)} onClick={() => onChange({ ...value, fastOnly: !value.fastOnly })}>
        {t('stations.fastDc')}
      </button>
      {CONNECTOR_FILTERS.map((connector) => (
        <button key={connector} type="button" className="chip" aria-pressed={selected.has(connector)} onClick={() => toggle(connector)}>
          {connector === 'LEV' ? t('stations.twoThreeWheeler') : connector}
        </button>
      ))}
    </div>
  );
}
