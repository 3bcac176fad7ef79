import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import { brand } from '../../../domain/brand/brand.config.ts';
import { dashboardOrder, needsPreference } from '../../../domain/dashboard/dashboard-order.ts';
import { paths } from '../../app/paths.ts';
import {
  CalculatorIcon,
  CarIcon,
  ChargerIcon,
  ChevronIcon,
  DocumentIcon,
  LeafIcon,
  MenuIcon,
  PlugIcon,
  ReceiptIcon,
  RouteIcon,
  RupeeIcon,
} from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { usePreference, useToken } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { INSIGHT_DELAY_MS, insightCards, sectionCards, type SectionCard } from './dashboard-sections.ts';
import { SalesCard } from './sales-card.tsx';
import { SideDrawer, type DrawerEntry } from './side-drawer.tsx';
import { sidebar } from '../../lib/sidebar-store.ts';

const icons: Record<SectionCard['icon'], ComponentType<{ width?: number; height?: number }>> = {
  plug: PlugIcon,
  route: RouteIcon,
  charger: ChargerIcon,
  rupee: RupeeIcon,
  car: CarIcon,
  calculator: CalculatorIcon,
  document: DocumentIcon,
  receipt: ReceiptIcon,
};

/** /evinindia: header, sales card, the four sections in the person's order, insights, launching soon, footer. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.home'));
  const token = useToken();
  const preference = usePreference();
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  if (token && needsPreference(preference)) return <Navigate to={paths.userPreference} replace />;

  const order = dashboardOrder(preference);
  const entries: DrawerEntry[] = [
    { menu: 'Home', labelKey: 'home.drawer.home', targetId: 'top' },
    ...(['buy', 'charge', 'earn', 'rto'] as const).map((section) => ({
      menu: t(sectionCards[section].menuKey),
      labelKey: sectionCards[section].menuKey,
      targetId: `section-${section}`,
    })),
    { menu: 'Insights', labelKey: 'home.drawer.insights', targetId: 'insights' },
  ];

  const openInsight = (to: string) => {
    timers.current.push(window.setTimeout(() => navigate(to), INSIGHT_DELAY_MS));
  };

  return (
    <div className="home" id="top">
      <header className="app-header">
        <button
          type="button"
          className="icon-button"
          onClick={() => sidebar.set({ drowerOpen: true })}
          aria-label={t('common.menu')}
        >
          <MenuIcon />
        </button>
        <Logo size={30} />
        <span className="app-header__end" />
      </header>
      <SideDrawer entries={entries} />
      <main className="home__main">
        <h1 className="visually-hidden">{brand.appName}</h1>
        <Link to={paths.assistance} className="get-help">
          {t('common.getHelp')}
        </Link>
        <SalesCard />
        {order.map((section) => (
          <section
            key={section}
            id={`section-${section}`}
            className="dash-section"
            data-section={section}
            aria-labelledby={`section-${section}-title`}
          >
            <h2 id={`section-${section}-title`} className="dash-section__title" tabIndex={-1}>
              {t(sectionCards[section].titleKey)}
            </h2>
            <div className="dash-section__cards">
              {sectionCards[section].cards.map((card) => {
                const Icon = icons[card.icon];
                return (
                  <Link key={card.key} to={card.to} className={`dash-card dash-card--${section}`}>
                    <span className="dash-card__icon">
                      <Icon width={28} height={28} />
                    </span>
                    <span className="dash-card__label">{t(card.labelKey)}</span>
                  </Link>
                );
              })}
            </div>
          </section>
        ))}
        <section id="insights" className="dash-section" aria-labelledby="insights-title">
          <h2 id="insights-title" className="dash-section__title" tabIndex={-1}>
            {t('home.insights.heading')}
          </h2>
          <ul className="insights">
            {insightCards.map((card) => (
              <li key={card.key}>
                <a
                  href={card.to}
                  className="insight-card"
                  onClick={(event) => {
                    event.preventDefault();
                    openInsight(card.to);
                  }}
                >
                  <LeafIcon width={22} height={22} />
                  <span>{t(card.labelKey)}</span>
                  <ChevronIcon width={18} height={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="dash-section launching" aria-labelledby="launching-title">
          <h2 id="launching-title" className="dash-section__title">
            {t('home.launching.heading')}
          </h2>
          {/* It scrolls sideways on narrow phones: focusable, so the keyboard can scroll it too. */}
          <ul className="launching__strip" tabIndex={0} aria-labelledby="launching-title">
            <li>{t('home.launching.slot')}</li>
            <li>{t('home.launching.community')}</li>
          </ul>
        </section>
      </main>
      <footer className="powered-by">
        <p>{t('brand.poweredBy', { partner: brand.poweredBy })}</p>
        <p>{t('brand.insurerLine', { insurer: brand.insurerName })}</p>
      </footer>
    </div>
  );
}
