import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { CalculatorIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { markCostScreenViewed } from './cost-screen-viewed.ts';

const parts = ['charging', 'insurance', 'service', 'tyres'] as const;

/** The cost-of-vehicle intro (spec section 2): what the 5-year estimate adds up, then Continue. */
export function CostLanding({ titleKey }: { titleKey: 'titles.tco' | 'titles.costOfVehicle' }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const next = async () => {
    setBusy(true);
    await markCostScreenViewed();
    navigate(paths.fcv, { replace: true });
  };
  return (
    <div className="screen">
      <PageHeader title={t('tcoScreen.heading')} />
      <main className="screen__body cost-landing">
        <section className="card cost-landing__card">
          <span className="cost-landing__icon">
            <CalculatorIcon width={40} height={40} />
          </span>
          <h2 className="cost-landing__title">{t('tcoScreen.landingTitle')}</h2>
          <p>{t('tcoScreen.landingIntro')}</p>
          <ol className="cost-landing__sum">
            {parts.map((part) => (
              <li key={part}>{t(`tcoScreen.landingParts.${part}`)}</li>
            ))}
            <li className="cost-landing__plus">{t('tcoScreen.landingParts.depreciation')}</li>
          </ol>
          <p className="cost-landing__equals">{t('tcoScreen.landingEquals')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void next()}
            disabled={busy}
          >
            {t('common.continue')}
          </button>
        </section>
      </main>
    </div>
  );
}
