import { Link } from 'react-router';
import { POLICY_STATES } from '../../../domain/subsidy/policy-states.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { stateName } from '../../lib/state-names.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { statePath } from './state-links.ts';
import { SubsidyEstimate } from './subsidy-estimate.tsx';
import './insights-strings.ts';
import './insights.css';

/** /state: the 11 states whose EV policy we summarise, and the state subsidy estimate. */
export default function StatePickerPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.state'));
  return (
    <div className="screen">
      <PageHeader title={t('titles.state')} />
      <main className="screen__body insights-page">
        <h2 className="insights-page__heading">{t('insights.state.pickerHeading')}</h2>
        <p className="insights-page__intro">{t('insights.state.pickerIntro')}</p>
        <p className="insights-page__intro">
          <a href="#subsidy-estimate">{t('insights.subsidy.jump')}</a>
        </p>
        <ul className="state-list">
          {POLICY_STATES.map((state) => (
            <li key={state}>
              <Link className="state-list__link" to={statePath(state)}>
                {stateName(t, state)}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="insights-page__source">{t('insights.state.source')}</p>
        <SubsidyEstimate />
      </main>
    </div>
  );
}
