import './buy-strings.ts';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueEntry, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import {
  appliedCount,
  filterCatalogue,
  type CatalogueFilters,
  type TypeFilter,
} from '../../../domain/catalogue/catalogue-filter.ts';
import {
  DEFAULT_SORT,
  isSortOrder,
  sortCatalogue,
  sortOrders,
  type SortOrder,
} from '../../../domain/catalogue/catalogue-sort.ts';
import { searchCatalogue, type VehicleSuggestion } from '../../../domain/catalogue/vehicle-search.ts';
import { LoadError } from './load-error.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { filterFor, loadFilters, saveFilters } from './filter-memory.ts';
import { useCatalogue } from './use-catalogue.ts';
import { useProgressiveCount } from './use-progressive-count.ts';
import { VehicleCard } from './vehicle-card.tsx';
import { VehicleArtSymbols } from './vehicle-illustration.tsx';
import { VehicleSearchBox } from './vehicle-search-box.tsx';
import { catalogueTypeOf } from '../../../domain/catalogue/catalogue-paths.ts';
import { VehicleTabs } from './vehicle-tabs.tsx';
import './buy.css';

/**
 * The filter dialog and the variant picker open only on a tap: they load on their own, so the
 * list's first screen waits for neither, and are fetched once the list is up so a tap opens them
 * at once.
 */
const loadFilterPanel = () => import('./filter-panel.tsx');
const loadVariantPicker = () => import('./variant-picker.tsx');
const FilterPanel = lazy(() => loadFilterPanel().then((module) => ({ default: module.FilterPanel })));
const VariantPicker = lazy(() => loadVariantPicker().then((module) => ({ default: module.VariantPicker })));

/**
 * /findelectricvehicle: the catalogue by type with search, sort and filter. The tab and the sort
 * live in the query string (?type=bike&sort=HtoL), so a reload or Back finds them again. The list
 * is worked out in src/domain and changes only when a suggestion is chosen, the sort changes or a
 * filter is applied, never per keystroke; cards are memoised, and mounted a few at a time
 * (useProgressiveCount) so a long list never blocks the page in one go.
 */
export default function FindVehiclePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.findVehicle'));
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const type: VehicleType = catalogueTypeOf(params);
  const sortParam = params.get('sort');
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : DEFAULT_SORT;
  const { state, retry } = useCatalogue(type);
  const entries = state.status === 'ready' ? state.entries : null;

  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const [stored, setStored] = useState<Partial<CatalogueFilters>>(loadFilters);
  const [filterOpen, setFilterOpen] = useState(false);
  const [picking, setPicking] = useState<CatalogueEntry | null>(null);

  const applied: TypeFilter | null = useMemo(
    () => (entries ? filterFor(stored, type, entries) : null),
    [entries, stored, type],
  );
  const shown = useMemo(() => {
    if (!entries || !applied) return [];
    return sortCatalogue(filterCatalogue(searchCatalogue(entries, chosen), type, applied), sort);
  }, [entries, applied, chosen, sort, type]);
  const rendered = useProgressiveCount(shown);
  const listReady = entries !== null;
  useEffect(() => {
    if (!listReady) return;
    return whenIdle(() => {
      void loadFilterPanel();
      void loadVariantPicker();
    }, 2000);
  }, [listReady]);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const changeType = (next: VehicleType) => {
    if (next === type) return;
    setText('');
    setChosen('');
    setParam('type', next);
  };
  const changeText = (value: string) => {
    setText(value);
    // The list follows a chosen suggestion; editing or clearing the text lets go of it.
    if (value.trim() !== chosen) setChosen('');
  };
  const choose = (suggestion: VehicleSuggestion) => {
    setText(suggestion.label);
    setChosen(suggestion.label);
  };
  const applyFilters = (filter: TypeFilter) => {
    const next = { ...stored, [type]: filter };
    setStored(next);
    saveFilters(next);
  };
  const onViewDetails = useCallback((entry: CatalogueEntry) => setPicking(entry), []);
  const filterCount = applied ? appliedCount(applied) : 0;

  return (
    <div className="screen">
      <PageHeader title={t('buy.heading')} />
      <main className="screen__body buy">
        <VehicleTabs value={type} onChange={changeType} panelId={panelId} />
        <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${type}`} className="buy__panel">
          <VehicleSearchBox
            entries={entries ?? []}
            value={text}
            onChange={changeText}
            onSelect={choose}
            label={t('buy.searchLabel')}
            placeholder={t('buy.searchHint')}
          />
          <div className="buy__tools">
            <label className="chip chip--select buy__sort">
              <select
                aria-label={t('buy.sortLabel')}
                value={sort}
                onChange={(event) => setParam('sort', event.target.value)}
              >
                {sortOrders.map((order) => (
                  <option key={order} value={order}>
                    {t(`buy.sort.${order}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="chip buy__filter"
              aria-pressed={filterCount > 0}
              disabled={!applied}
              onClick={() => setFilterOpen(true)}
            >
              {filterCount > 0 ? t('buy.filterApplied', { count: filterCount }) : t('buy.filter')}
            </button>
          </div>
          {state.status === 'loading' ? (
            <div className="buy__state">
              <Loader label={t('buy.loading')} size={32} />
            </div>
          ) : null}
          {state.status === 'error' ? <LoadError text={t('buy.failed')} onRetry={retry} /> : null}
          {entries ? (
            <>
              <VehicleArtSymbols type={type} />
              <p className="buy__count" aria-live="polite">
                {t('buy.count', { count: shown.length })}
              </p>
              {shown.length === 0 ? (
                <div className="buy__state">
                  <p>{t('buy.empty')}</p>
                  {filterCount > 0 && applied ? (
                    <button type="button" className="button button--ghost" onClick={() => setFilterOpen(true)}>
                      {t('buy.filter')}
                    </button>
                  ) : null}
                </div>
              ) : (
                <ul className="vehicle-list">
                  {shown.slice(0, rendered).map((entry) => (
                    <VehicleCard key={entry.product_id} entry={entry} type={type} onViewDetails={onViewDetails} />
                  ))}
                </ul>
              )}
            </>
          ) : null}
        </section>
      </main>
      <Suspense fallback={null}>
        {filterOpen && applied ? (
          <FilterPanel type={type} applied={applied} onApply={applyFilters} onClose={() => setFilterOpen(false)} />
        ) : null}
        {picking ? <VariantPicker type={type} entry={picking} onClose={() => setPicking(null)} /> : null}
      </Suspense>
    </div>
  );
}
