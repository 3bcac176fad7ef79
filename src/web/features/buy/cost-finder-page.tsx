import './buy-strings.ts';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import {
  costFinderPresets,
  MONTHLY_KM_OPTIONS,
  variantsOfModel,
} from '../../../domain/catalogue/cost-finder-presets.ts';
import { searchText } from '../../../domain/catalogue/vehicle-search.ts';
import { formatPrice } from '../../../domain/format/rupees.ts';
import { isValidMonthlyKms } from '../../../domain/tco/tco-schema.ts';
import { LoadError } from './load-error.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { costResultPath } from './buy-paths.ts';
import { useCatalogue } from './use-catalogue.ts';
import { VehicleSearchBox } from './vehicle-search-box.tsx';
import { catalogueTypeOf } from '../../../domain/catalogue/catalogue-paths.ts';
import { VehicleTabs } from './vehicle-tabs.tsx';
import './buy.css';

/**
 * /FCV: the cost finder. Pick a type, a vehicle (search or a commonly-searched chip, then its
 * variant) and the monthly km (a chip or a typed value). Find Cost is enabled once both are
 * chosen; a km value outside 500–10000 shows the spec's message and sends nothing. The type and
 * a vehicle picked elsewhere (?type=car&product=…) come from the query string.
 */
export default function CostFinderPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.costOfVehicle'));
  const navigate = useNavigate();
  const panelId = useId();
  const kmsId = useId();
  const [params, setParams] = useSearchParams();
  const type: VehicleType = catalogueTypeOf(params);
  const { state, retry } = useCatalogue(type);
  const entries = useMemo(() => (state.status === 'ready' ? state.entries : []), [state]);

  const [text, setText] = useState('');
  const [model, setModel] = useState('');
  const [productId, setProductId] = useState(params.get('product') ?? '');
  const [kms, setKms] = useState('');
  const [invalid, setInvalid] = useState(false);

  const preselected = useMemo(
    () => entries.find((entry) => entry.product_id === productId) ?? null,
    [entries, productId],
  );
  const chosenModel = model || (preselected ? searchText(preselected) : '');
  const variants = useMemo(() => (chosenModel ? variantsOfModel(entries, chosenModel) : []), [entries, chosenModel]);
  const selected = variants.find((entry) => entry.product_id === productId) ?? null;

  const pickModel = (label: string) => {
    setText(label);
    setModel(label);
    const cheapest = variantsOfModel(entries, label)[0];
    setProductId(cheapest?.product_id ?? '');
  };
  const changeType = (next: VehicleType) => {
    setText('');
    setModel('');
    setProductId('');
    setParams({ type: next }, { replace: true });
  };
  const findCost = () => {
    if (!selected) return;
    if (!isValidMonthlyKms(kms)) {
      setInvalid(true);
      return;
    }
    navigate(costResultPath(selected.product_id, Number(kms)));
  };

  return (
    <div className="screen">
      <PageHeader title={t('tcoScreen.heading')} />
      <main className="screen__body cost-finder">
        <h2 className="cost-finder__title">{t('tcoScreen.findTitle')}</h2>
        <VehicleTabs value={type} onChange={changeType} panelId={panelId} />
        <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${type}`} className="cost-finder__panel">
          {state.status === 'loading' ? <Loader label={t('buy.loading')} /> : null}
          {state.status === 'error' ? <LoadError text={t('buy.failed')} onRetry={retry} /> : null}
          <p className="field__label" id={`${panelId}-vehicle`}>
            {t('tcoScreen.vehicleLabel')}
          </p>
          <VehicleSearchBox
            entries={entries}
            value={text}
            onChange={(value) => {
              setText(value);
              if (value.trim() !== chosenModel) {
                setModel('');
                setProductId('');
              }
            }}
            onSelect={(suggestion) => pickModel(suggestion.label)}
            label={t('tcoScreen.vehicleHint')}
            placeholder={t('tcoScreen.vehicleHint')}
          />
          <h3 className="cost-finder__sub">{t('tcoScreen.common')}</h3>
          <div className="chips cost-finder__chips">
            {costFinderPresets[type].map((preset) => (
              <button
                key={preset.id}
                type="button"
                className="chip"
                aria-pressed={chosenModel.toLowerCase() === preset.value.toLowerCase()}
                onClick={() => pickModel(preset.value)}
                disabled={state.status !== 'ready'}
              >
                {preset.label}
              </button>
            ))}
          </div>
          {variants.length > 0 ? (
            <label className="cost-finder__variant">
              <span className="field__label">{t('tcoScreen.variantLabel')}</span>
              <select
                className="field__input cost-finder__select"
                value={productId}
                onChange={(event) => setProductId(event.target.value)}
              >
                {variants.map((variant) => (
                  <option key={variant.product_id} value={variant.product_id}>
                    {`${variant.trim || variant.model} · ${formatPrice(variant.ex_showroom_price, t('buy.na'))}`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {selected ? (
            <p className="cost-finder__chosen">{t('tcoScreen.chosen', { title: selected.product_title })}</p>
          ) : null}

          <h3 className="cost-finder__sub" id={`${kmsId}-label`}>
            {t('tcoScreen.kmsLabel')}
          </h3>
          <div className="chips cost-finder__chips" role="group" aria-labelledby={`${kmsId}-label`}>
            {MONTHLY_KM_OPTIONS.map((option) => (
              <button
                key={option}
                type="button"
                className="chip"
                aria-pressed={kms === String(option)}
                onClick={() => {
                  setKms(String(option));
                  setInvalid(false);
                }}
              >
                {t('tcoScreen.kmChip', { kms: option })}
              </button>
            ))}
          </div>
          <label htmlFor={kmsId} className="field__label">
            {t('tcoScreen.kmsTyped')}
          </label>
          <div className={`field${invalid ? ' field--invalid' : ''}`}>
            <input
              id={kmsId}
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={kms}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${kmsId}-error` : undefined}
              onChange={(event) => {
                setKms(event.target.value.replace(/[^\d]/g, '').slice(0, 6));
                setInvalid(false);
              }}
            />
          </div>
          {invalid ? (
            <p id={`${kmsId}-error`} className="field__error" role="alert">
              {t('tco.kmsRange')}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary button--block cost-finder__go"
            disabled={!selected || kms === ''}
            onClick={findCost}
          >
            {t('tcoScreen.findCost')}
          </button>
        </section>
      </main>
    </div>
  );
}
