import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { splitChallans } from '../../../domain/rto/challan-status.ts';
import type { Challan } from '../../../domain/rto/vehicle-lookup.schema.ts';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

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
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ pending: null, paid: null });
  const lists = splitChallans(challans);

  const select = (tab: Tab) => {
    setSelected(tab);
    buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[(next + TABS.length) % TABS.length]!);
  };

  const shown = lists[selected];
  return (
    <section className="rto-challans">
      <div className="rto-tabs" role="tablist" aria-label={t('rto.challans.tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              buttons.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="rto-tabs__tab"
            aria-selected={selected === tab}
            aria-controls={`${id}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(`rto.challans.${tab}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}`} className="rto-tabs__panel" tabIndex={0}>
        {shown.length === 0 ? (
          <p className="rto-challans__empty">{t(selected === 'pending' ? 'rto.challans.emptyPending' : 'rto.challans.emptyPaid')}</p>
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
  const rows: Array<[string, string]> = [
    ['number', challan.challanNumber],
    ['location', challan.state],
    ['date', challan.challanDate],
    ['violator', challan.accusedName],
  ];
  return (
    <article className="card rto-challan">
      <header className="rto-challan__head">
        <h3 className="rto-challan__reason">{challan.offenseDetails || '—'}</h3>
        <span className="rto-challan__amount" aria-label={`${t('rto.challans.amount')} ${formatRupees(challan.amount)}`}>
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
          <dd>{challan.challanStatus}</dd>
        </div>
      </dl>
    </article>
  );
}
