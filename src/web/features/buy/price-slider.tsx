import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import {
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  priceParts,
  type PriceRange,
} from '../../../domain/catalogue/price-filter.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The two-thumb price slider (0..2000 units): two native range inputs over one track, so each
 * thumb keeps the browser's keyboard and screen-reader support. Labels read in the type's unit.
 */
export function PriceSlider({
  type,
  value,
  step,
  onChange,
}: {
  type: VehicleType;
  value: PriceRange;
  step: number;
  onChange: (value: [number, number]) => void;
}) {
  const { t } = useTranslation();
  // '12 Lacs', '2.5 Lakh' in the reader's language ('12 लाख').
  const priceLabel = (of: VehicleType, units: number) => {
    const { amount, unit } = priceParts(of, units);
    return t(`buy.priceUnits.${unit}`, { amount });
  };
  const [low, high] = value;
  const lowText = priceLabel(type, low);
  const highText = priceLabel(type, high);
  // Each thumb stops at the other, so the low end never passes the high end.
  const thumbs = [
    { key: 'low', label: 'buy.priceMin', value: low, next: (n: number): [number, number] => [Math.min(n, high), high] },
    { key: 'high', label: 'buy.priceMax', value: high, next: (n: number): [number, number] => [low, Math.max(n, low)] },
  ];
  const percent = (n: number) => ((n - PRICE_SLIDER_MIN) / (PRICE_SLIDER_MAX - PRICE_SLIDER_MIN)) * 100;
  return (
    <div className="price-slider">
      <p className="price-slider__values" aria-live="polite">
        {t('buy.priceRange', { low: lowText, high: highText })}
      </p>
      <div
        className="price-slider__track"
        style={{ ['--low' as string]: `${percent(low)}%`, ['--high' as string]: `${percent(high)}%` }}
      >
        {thumbs.map((thumb) => (
          <input
            key={thumb.key}
            type="range"
            // With both thumbs at the top end, the low one must lie on top or it could never be dragged back.
            className={`price-slider__input${thumb.key === 'low' && low >= PRICE_SLIDER_MAX / 2 ? ' price-slider__input--top' : ''}`}
            min={PRICE_SLIDER_MIN}
            max={PRICE_SLIDER_MAX}
            step={step}
            value={thumb.value}
            aria-label={t(thumb.label)}
            aria-valuetext={priceLabel(type, thumb.value)}
            onChange={(event) => onChange(thumb.next(Number(event.target.value)))}
          />
        ))}
      </div>
      <div className="price-slider__ends" aria-hidden="true">
        <span>{priceLabel(type, PRICE_SLIDER_MIN)}</span>
        <span>{priceLabel(type, PRICE_SLIDER_MAX)}</span>
      </div>
    </div>
  );
}
