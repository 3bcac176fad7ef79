import { Link, useNavigate, useParams } from 'react-router';
import { findPolicyState, type PolicyState } from '../../../domain/subsidy/policy-states.ts';
import { paths } from '../../app/paths.ts';
import { Carousel } from '../../components/ui/carousel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { stateName } from '../../lib/state-names.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PUBLIC_CHARGERS_AS_OF } from '../../../domain/subsidy/public-chargers.ts';
import { formatCount, formatLongDate } from '../../lib/format.ts';
import { carouselLabels, readSlides, toCarouselSlides } from './insight-slides.tsx';
import { publicChargers } from './public-chargers.ts';
import { stateContentKey } from './state-links.ts';
import './insights-strings.ts';
import './insights.css';

/** /state/{stateName}: a carousel of the state's EV policy; its last slide leads back to the states. */
export default function StatePolicyPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.state'));
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const state = findPolicyState(id);

  // 'Check other states' goes back, as the spec says; opened directly, it goes to the picker.
  const back = () => {
    const history = window.history.state as { idx?: number } | null;
    if (history && typeof history.idx === 'number' && history.idx > 0) return navigate(-1);
    return navigate(paths.state, { replace: true });
  };

  if (!state) {
    return (
      <div className="screen">
        <PageHeader title={t('titles.state')} />
        <main className="screen__body">
          <section className="card placeholder">
            <h2 className="placeholder__title">{t('insights.state.notFoundTitle', { state: id })}</h2>
            <p>{t('insights.state.notFoundText')}</p>
            <Link className="button button--primary" to={paths.state}>
              {t('insights.state.backToStates')}
            </Link>
          </section>
        </main>
      </div>
    );
  }

  const content = readSlides(`insights.states.${stateContentKey(state)}`);
  const slides = toCarouselSlides(content, {
    index: content.length - 1,
    content: (
      <button type="button" className="button button--primary button--block" onClick={back}>
        {t('insights.state.checkOther')}
      </button>
    ),
  });
  return (
    <div className="screen">
      <PageHeader title={stateName(t, state)} />
      <main className="screen__body insights-page">
        <Carousel
          label={t('insights.state.carousel', { state: stateName(t, state) })}
          slides={slides}
          labels={carouselLabels(t)}
        />
        <PublicChargersLine state={state} />
        <p className="insights-page__source">{t('insights.state.source')}</p>
        <p className="insights-page__source">{t('insights.written')}</p>
      </main>
    </div>
  );
}

/** The state's public charging stations in BEE's list, dated (issue 42: October 2025, not February 2024). */
function PublicChargersLine({ state }: { state: PolicyState }) {
  const { t } = useTranslation();
  const count = publicChargers.byState.get(state);
  if (count === undefined) return null;
  return (
    <p className="insights-page__chargers" data-testid="state-public-chargers">
      {t('insights.state.publicChargers', {
        state: stateName(t, state),
        count: formatCount(count),
        date: formatLongDate(PUBLIC_CHARGERS_AS_OF),
      })}{' '}
      <span className="insights-page__source">
        {t('insights.state.publicChargersSource', { total: formatCount(publicChargers.total) })}
      </span>
    </p>
  );
}
