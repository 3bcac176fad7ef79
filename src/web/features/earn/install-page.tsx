import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ChargerIllustration } from './charger-illustration.tsx';
import { chargers } from './chargers.ts';
import './earn-strings.ts';
import './earn.css';

/** /install: the two chargers, each with 'Know more' to its own page. */
export default function InstallPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.install'));
  return (
    <div className="screen">
      <PageHeader title={t('titles.install')} />
      <main className="screen__body">
        <h2 className="earn__heading">{t('earn.install.heading')}</h2>
        <p className="earn__intro">{t('earn.install.intro')}</p>
        <ul className="earn-products">
          {chargers.map((charger) => (
            <li key={charger.key} className="card earn-product">
              <ChargerIllustration variant={charger.key} />
              <h3 className="earn-product__name">{t(`earn.chargers.${charger.key}.name`)}</h3>
              <p className="earn-product__short">{t(`earn.chargers.${charger.key}.short`)}</p>
              <p className="earn-product__price">{formatRupees(charger.price)}</p>
              <p className="earn-product__supports">{t('earn.install.supports')}</p>
              <Link
                className="button button--primary button--block"
                to={charger.path}
                aria-label={`${t('earn.install.knowMore')}: ${t(`earn.chargers.${charger.key}.name`)}`}
              >
                {t('earn.install.knowMore')}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="button button--ghost button--block" to={paths.earningCalculator}>
          {t('earn.install.calculate')}
        </Link>
      </main>
    </div>
  );
}
