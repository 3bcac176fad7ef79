import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoStations } from './no-stations.tsx';

/** /nostationfound */
export default function NoStationFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.noStation'));
  return (
    <div className="screen">
      <PageHeader title={t('titles.noStation')} />
      <main className="screen__body">
        <NoStations />
      </main>
    </div>
  );
}
