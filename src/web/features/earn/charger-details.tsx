import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatRupees } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CHARGER_MAKER, chargers, type Charger } from './chargers.ts';
import { ChargerIllustration } from './charger-illustration.tsx';
import './earn-strings.ts';

/** A charger's page (/kazamthree, /kazammini): name, price, description bullets, spec table and the maker's site. */
export function ChargerDetails({ chargerKey, titleKey }: { chargerKey: Charger['key']; titleKey: string }) {
  const { t, list } = useTranslation();
  usePageTitle(t(titleKey));
  const charger = chargers.find((c) => c.key === chargerKey)!;
  const base = `earn.chargers.${charger.key}`;
  const features = list(`${base}.features`);
  return (
    <div className="screen">
      <PageHeader title={t(titleKey)} />
      <main className="screen__body earn-charger">
        <article className="card">
          <ChargerIllustration variant={charger.key} />
          <h2 className="earn-charger__name">{t(`${base}.name`)}</h2>
          <p className="earn-charger__short">{t(`${base}.short`)}</p>
          <p className="earn-charger__price">
            <span className="visually-hidden">{t('earn.charger.price')}: </span>
            {formatRupees(charger.price)}
          </p>
          <p className="earn-charger__note">{t('earn.charger.priceNote')}</p>
          <h3 className="earn-charger__heading">{t('earn.charger.features')}</h3>
          <ul className="earn-charger__features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <h3 className="earn-charger__heading">{t('earn.charger.supportsHeading')}</h3>
          <p>{t('earn.charger.supports')}</p>
        </article>
        <section className="card earn-charger__specs" aria-labelledby="charger-spec-heading">
          <h3 id="charger-spec-heading" className="earn-charger__heading">
            {t('earn.charger.specification')}
          </h3>
          <table className="earn-spec">
            <tbody>
              {charger.specRows.map((row) => {
                const [label = '', value = ''] = list(`${base}.specs.${row}`);
                return (
                  <tr key={row}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        <p className="card earn-charger__maker">
          {t('earn.charger.visitMaker')}{' '}
          <a href={CHARGER_MAKER.url} target="_blank" rel="noopener noreferrer">
            {t('earn.charger.visitMakerLink', { maker: CHARGER_MAKER.name })}
          </a>
        </p>
      </main>
    </div>
  );
}
