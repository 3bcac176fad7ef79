import { useId, useState } from 'react';
import { challanStatusKey, splitChallans } from '../../../domain/rto/challan-status.ts';
import type { Challan } from '../../../domain/rto/vehicle-lookup.schema.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { stateName } from '../../lib/state-names.ts';

type Tab = 'pending' | 'paid';
const TABS: readonly Tab[] = ['pending', 'paid'];

/**
 * 'Pending Challans' (the default) and 'Paid challans' as an accessible tablist: arrow keys,
 * Home and End move between the tabs, and only the selected tab is in the Tab order.
 */
export function ChallanTabs({ challans }: { challans: readonly Challan[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState<Tab>('pending');
  const lists = splitChallans(challans);

  const shown = lists[selected];
  return (
    <section className="rto-challans">
      <Tabs
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        label={t('rto.challans.tabsLabel')}
        className="rto-tabs"
        tabClassName="rto-tabs__tab"
        tabId={(tab) => `${id}-${tab}`}
        panelId={() => `${id}-panel`}
        textOf={(tab) => t(`rto.challans.${tab}`)}
      />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${selected}`}
        className="rto-tabs__panel"
        tabIndex={0}
      >
        {shown.length === 0 ? (
          <p className="rto-challans__empty">
            {t(selected === 'pending' ? 'rto.challans.emptyPending' : 'rto.challans.emptyPaid')}
          </p>
        ) : (
          <ul className="rto-challans__list">
            {shown.map((challan) => (
              <li key={challan.challanNumber}>
                <ChallanCard challan={challan} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ChallanCard({ challan }: { challan: Challan }) {
  const { t } = useTranslation();
  const statusKey = challanStatusKey(challan.challanStatus);
  const rows: Array<[string, string]> = [
    ['number', challan.challanNumber],
    ['location', stateName(t, challan.state)],
    ['date', challan.challanDate],
    ['violator', challan.accusedName],
  ];
  return (
    <article className="card rto-challan">
      <header className="rto-challan__head">
        <h3 className="rto-challan__reason">{challan.offenseDetails || '—'}</h3>
        <span
          className="rto-challan__amount"
          aria-label={`${t('rto.challans.amount')} ${formatRupees(challan.amount)}`}
        >
          {formatRupees(challan.amount)}
        </span>
      </header>
      <dl className="rto-challan__facts">
        {rows.map(([key, value]) => (
          <div className={`rto-challan__fact${key === 'number' ? ' rto-challan__fact--wide' : ''}`} key={key}>
            <dt>{t(`rto.challans.${key}`)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
        <div className="rto-challan__fact">
          <dt>{t('rto.challans.status')}</dt>
          <dd>{statusKey ? t(`rto.challans.statuses.${statusKey}`) : challan.challanStatus}</dd>
        </div>
      </dl>
    </article>
  );
}
