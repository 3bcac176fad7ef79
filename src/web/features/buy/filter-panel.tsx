import { useState } from 'react';
import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import {
  applyFilter,
  hasUnappliedChanges,
  resetFilter,
  setPriceValue,
  toggleBrand,
  type TypeFilter,
} from '../../../domain/catalogue/catalogue-filter.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { PriceSlider } from './price-slider.tsx';

/**
 * The filter panel (spec section 4): brand checkboxes and the price slider edit a draft. Apply
 * stores it and closes; Reset clears brands and price. Closing with unapplied changes asks
 * 'Do you want to discard your changes?': Discard Changes goes back to the last applied filter,
 * Apply Changes applies the draft. Mounted only while open, so each opening starts from the
 * applied filter.
 */
export function FilterPanel({
  type,
  applied,
  onApply,
  onClose,
}: {
  type: VehicleType;
  applied: TypeFilter;
  onApply: (filter: TypeFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const [confirming, setConfirming] = useState(false);

  const apply = (filter: TypeFilter) => {
    onApply(applyFilter(filter));
    onClose();
  };
  const requestClose = () => {
    if (hasUnappliedChanges(draft, applied)) setConfirming(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        open={!confirming}
        title={t('buy.filterTitle')}
        onClose={requestClose}
        className="dialog--sheet filter-panel"
      >
        <button
          type="button"
          className="icon-button dialog__close"
          onClick={requestClose}
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </button>
        <fieldset className="filter-panel__group">
          <legend className="filter-panel__legend">{t('buy.price')}</legend>
          <PriceSlider
            type={type}
            value={draft.price.value}
            step={draft.price.step}
            onChange={(value) => setDraft((current) => setPriceValue(current, value))}
          />
        </fieldset>
        <fieldset className="filter-panel__group">
          <legend className="filter-panel__legend">{t('buy.brands')}</legend>
          <ul className="filter-panel__brands">
            {draft.brands.map((brand) => (
              <li key={brand.name}>
                <label className="filter-panel__brand">
                  <input
                    type="checkbox"
                    checked={brand.isChecked}
                    onChange={(event) => setDraft((current) => toggleBrand(current, brand.name, event.target.checked))}
                  />
                  {brand.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="filter-panel__actions">
          <button type="button" className="button button--ghost" onClick={() => apply(resetFilter(draft))}>
            {t('buy.reset')}
          </button>
          <button type="button" className="button button--primary" onClick={() => apply(draft)}>
            {t('buy.apply')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('buy.discardQuestion')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('buy.discard')}
            </button>
            <button type="button" className="button button--primary" onClick={() => apply(draft)} autoFocus>
              {t('buy.applyChanges')}
            </button>
          </>
        }
      />
    </>
  );
}
