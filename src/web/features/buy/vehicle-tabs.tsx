import { useRef } from 'react';
import { vehicleTypes, type VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Car, Bike, Scooter as ARIA tabs: arrow keys, Home and End move between them. */
export function VehicleTabs({ value, onChange, panelId }: { value: VehicleType; onChange: (type: VehicleType) => void; panelId: string }) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + vehicleTypes.length) % vehicleTypes.length;
    refs.current[next]?.focus();
    onChange(vehicleTypes[next]!);
  };
  return (
    <div className="vehicle-tabs" role="tablist" aria-label={t('buy.tabs')}>
      {vehicleTypes.map((type, index) => (
        <button
          key={type}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${type}`}
          aria-selected={type === value}
          aria-controls={panelId}
          tabIndex={type === value ? 0 : -1}
          className="vehicle-tabs__tab"
          onClick={() => onChange(type)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(index + 1);
            else if (event.key === 'ArrowLeft') move(index - 1);
            else if (event.key === 'Home') move(0);
            else if (event.key === 'End') move(vehicleTypes.length - 1);
            else return;
            event.preventDefault();
          }}
        >
          {t(`buy.tab.${type}`)}
        </button>
      ))}
    </div>
  );
}

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (vehicleTypes as readonly string[]).includes(value);
}
