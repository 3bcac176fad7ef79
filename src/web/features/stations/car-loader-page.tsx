import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CarLoader } from './car-loader.tsx';

/** /CarLoader: the car loader on its own, as the spec lists it. */
export default function CarLoaderPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.nearby'));
  return (
    <main className="screen screen__body">
      <h1 className="visually-hidden">{t('stations.heading')}</h1>
      <CarLoader />
    </main>
  );
}
