import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * A titled screen for routes whose capability lands in a later release. Every card and link
 * already points at its real path; only this body changes when the screen arrives.
 */
export default function PlaceholderPage({ titleKey = 'titles.home' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="screen">
      <PageHeader title={title} />
      <main className="screen__body">
        <section className="card placeholder">
          <h2 className="placeholder__title">{title}</h2>
          <p>{t('placeholders.preparing')}</p>
          <Link className="button button--primary" to={paths.home}>
            {t('common.backHome')}
          </Link>
        </section>
      </main>
    </div>
  );
}
