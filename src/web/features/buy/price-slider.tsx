import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, priceLabel, type PriceRange } from '../../../domain/catalogue/price-filter.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The two-thumb price slider (0..2000 units): two native range inputs over one track, so each
 * thumb keeps the browser's keyboard and screen-reader support. Labels read in the type's unit.
 */
export function PriceSlider({ type, value, step, onChange }: { type: VehicleType; value: PriceRange; step: number; onChange: (value: [number, number]) => void }) {
  const { t } = useTranslation();
  const [low, high] = value;
  const lowText = priceLabel(type, low);
  const highText = priceLabel(type, high);
  const percent = (n: number) => ((n - PRICE_SLIDER_MIN) / (PRICE_SLIDER_MAX - PRICE_SLIDER_MIN)) * 100;
  return (
    <div className="price-slider">
      <p className="price-slider__values" aria-live="polite">
        {t('buy.priceRange', { low: lowText, high: highText })}
      </p>
      <div className="price-slider__track" style={{ ['--low' as string]: `${percent(low)}%`, ['--high' as string]: `${percent(high)}%` }}>
        <input
          type="range"
          className="price-slider__input price-slider__input--low"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={step}
          value={low}
          aria-label={t('buy.priceMin')}
          aria-valuetext={lowText}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          className="price-slider__input price-slider__input--high"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={step}
          value={high}
          aria-label={t('buy.priceMax')}
          aria-valuetext={highText}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
      <div className="price-slider__ends" aria-hidden="true">
        <span>{priceLabel(type, PRICE_SLIDER_MIN)}</span>
        <span>{priceLabel(type, PRICE_SLIDER_MAX)}</span>
      </div>
    </div>
  );
}
