import './buy-strings.ts';
import './tco-strings.ts';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { track } from '../../lib/analytics/track.ts';
import { brand } from '../../../domain/brand/brand.config.ts';
import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { formatCount, formatRupees } from '../../../domain/format/rupees.ts';
import type { AssumptionWords, TcoAssumption, TcoResult } from '../../../domain/tco/tco-result.ts';
import { isValidMonthlyKms } from '../../../domain/tco/tco-schema.ts';
import { paths } from '../../app/paths.ts';
import { LoadError } from './load-error.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation, wordMessage } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getVehicleDetail } from '../../lib/api/get-vehicle-detail.ts';
import { getEvTco } from './api/get-ev-tco.ts';
import { VehicleIllustration } from './vehicle-illustration.tsx';
import './buy.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; result: TcoResult; art: { type: VehicleType; bodyType: string | null } | null };

/**
 * /FCV/:id?kms=N: the 5-year cost of ownership of one variant. The query keeps the km, so a reload
 * shows the same result. Every figure comes from the ev-tco answer, and 'How we calculated this'
 * lists each assumption it used with its source.
 */
export default function CostResultPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.costOfVehicleDetails'));
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const kmsText = params.get('kms') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (!isValidMonthlyKms(kmsText)) {
      setState({ status: 'error', message: 'tco.kmsRange' });
      return;
    }
    setState({ status: 'loading' });
    // The detail call only supplies the body type for the drawing; the cost does not wait on it failing.
    void Promise.all([getEvTco(id, Number(kmsText)), getVehicleDetail(id)]).then(([cost, detail]) => {
      if (!live) return;
      track('cost_found', {
        outcome: cost.success && cost.data ? 'found' : cost.status === 404 ? 'not_found' : 'failed',
      });
      if (!cost.success || !cost.data) return setState({ status: 'error', message: cost.message });
      const art = detail.success && detail.data ? { type: detail.data.type, bodyType: detail.data.body_type } : null;
      setState({ status: 'ready', result: cost.data, art });
    });
    return () => {
      live = false;
    };
  }, [id, kmsText, attempt]);

  return (
    <div className="screen">
      <PageHeader title={t('tcoScreen.heading')} />
      <main className="screen__body cost-result">
        {state.status === 'loading' ? (
          <div className="buy__state">
            <Loader label={t('tcoScreen.loading')} size={32} />
          </div>
        ) : null}
        {state.status === 'error' ? (
          <LoadError text={t('tcoScreen.failed')} onRetry={() => setAttempt((n) => n + 1)}>
            <p>{wordMessage(state.message)}</p>
            <Link to={paths.fcv}>{t('tcoScreen.changeInputs')}</Link>
          </LoadError>
        ) : null}
        {state.status === 'ready' ? <CostResult result={state.result} art={state.art} /> : null}
      </main>
      <footer className="powered-by">
        <p>{t('brand.poweredBy', { partner: brand.poweredBy })}</p>
      </footer>
    </div>
  );
}

function CostResult({
  result,
  art,
}: {
  result: TcoResult;
  art: { type: VehicleType; bodyType: string | null } | null;
}) {
  const { t } = useTranslation();
  const parts = [
    { key: 'insurance', amount: result.insurance_cost },
    { key: 'charging', amount: result.fuel_cost },
    { key: 'tyres', amount: result.tyre_change_cost },
    { key: 'service', amount: result.service_cost },
    { key: 'depreciation', amount: result.depreciation_cost },
  ];
  return (
    <>
      <section className="card cost-result__head">
        {art ? <VehicleIllustration type={art.type} bodyType={art.bodyType} className="cost-result__art" /> : null}
        <h2 className="cost-result__title">{result.product_title}</h2>
        <p className="cost-result__price">
          {t('tcoScreen.exShowroom')}:{' '}
          <strong data-testid="ex-showroom">{formatRupees(result.ex_showroom_price)}</strong>
        </p>
      </section>
      <section className="card cost-result__total" aria-labelledby="cost-total">
        <h2 id="cost-total" className="cost-result__total-label">
          {t('tcoScreen.tco')}
        </h2>
        <p className="cost-result__total-amount" data-testid="tco-total">
          {formatRupees(result.tco)}
        </p>
        <p className="cost-result__kms">{t('tcoScreen.perMonth', { kms: formatCount(result.kms) })}</p>
        <Amounts rows={parts} />
      </section>
      <section className="card cost-result__how" aria-labelledby="cost-how">
        <h2 id="cost-how" className="cost-result__heading">
          {t('tcoScreen.howTitle')}
        </h2>
        <Assumptions items={result.assumptions} />
      </section>
      <section className="card cost-result__petrol" aria-labelledby="cost-petrol">
        <h2 id="cost-petrol" className="cost-result__heading">
          {t('tcoScreen.petrolTitle')}
        </h2>
        <Amounts
          rows={[
            { key: 'petrolFuel', amount: result.petrol_comparison.fuel_cost },
            { key: 'petrolSaving', amount: result.petrol_comparison.saving },
          ]}
        />
        <Assumptions items={result.petrol_comparison.assumptions} />
      </section>
      <Link className="button button--ghost button--block" to={paths.fcv}>
        {t('tcoScreen.changeInputs')}
      </Link>
    </>
  );
}

/** Amounts in rupees, each labelled by its tcoScreen key. */
function Amounts({ rows }: { rows: { key: string; amount: number }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="spec-table cost-result__amounts">
      {rows.map((row) => (
        <div key={row.key} className="spec-table__row">
          <dt>{t(`tcoScreen.${row.key}`)}</dt>
          <dd data-testid={`cost-${row.key}`}>{formatRupees(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The assumptions, in the reader's language: each comes with its catalogue keys and figures
 * (`words`) besides its English; an answer without them (an older server's) shows the English.
 */
function Assumptions({ items }: { items: TcoAssumption[] }) {
  const { t } = useTranslation();
  const say = (words: AssumptionWords | undefined, english: string) => (words ? t(words.key, words.vars) : english);
  return (
    <ul className="assumptions">
      {items.map((item) => (
        <li key={item.key} className="assumptions__item">
          <span className="assumptions__label">{say(item.words?.label, item.label)}</span>:{' '}
          <strong>{say(item.words?.value, item.value)}</strong>
          <span className="assumptions__source">
            {t('tcoScreen.assumptionSource', { source: say(item.words?.source, item.source) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
