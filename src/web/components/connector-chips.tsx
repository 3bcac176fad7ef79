import type { StationCardFields } from '../../domain/checkins/checkin-api.ts';
import { useTranslation } from '../lib/i18n.ts';

/**
 * A station's connectors as chips, then its power ('Up to 60 kW') and '2/3-wheeler only' where the
 * data says so: the same on a station card, a station's page and My stations. A labelled list on
 * a page of its own; a plain line (`inline`) inside a card that is itself an item of a list, so a
 * list of stations holds stations only.
 */
export function ConnectorChips({
  station,
  className,
  label,
  inline = false,
}: {
  station: Pick<StationCardFields, 'connectors' | 'max_kw' | 'lev_only'>;
  className: string;
  label?: string;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  if (station.connectors.length === 0 && !station.max_kw && !station.lev_only) return null;
  const List = inline ? 'p' : 'ul';
  const Item = inline ? 'span' : 'li';
  return (
    <List className={className} aria-label={inline ? undefined : label}>
      {station.connectors.map((connector) => (
        <Item key={connector} className="chip chip--static">
          {connector}
        </Item>
      ))}
      {station.max_kw ? (
        <Item className="chip chip--static chip--power">{t('stations.maxPower', { kw: station.max_kw })}</Item>
      ) : null}
      {station.lev_only ? <Item className="chip chip--static chip--lev">{t('stations.twoWheelerOnly')}</Item> : null}
    </List>
  );
}
