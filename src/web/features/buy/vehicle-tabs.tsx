import { vehicleTypes, type VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Car, Bike, Scooter as ARIA tabs: arrow keys, Home and End move between them. */
export function VehicleTabs({
  value,
  onChange,
  panelId,
}: {
  value: VehicleType;
  onChange: (type: VehicleType) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      tabs={vehicleTypes}
      selected={value}
      onSelect={onChange}
      label={t('buy.tabs')}
      className="vehicle-tabs"
      tabClassName="vehicle-tabs__tab"
      tabId={(type) => `${panelId}-tab-${type}`}
      panelId={() => panelId}
      textOf={(type) => t(`buy.tab.${type}`)}
    />
  );
}
