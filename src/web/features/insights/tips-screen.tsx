import { Carousel } from '../../components/ui/carousel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { carouselLabels, readSlides, toCarouselSlides } from './insight-slides.tsx';
import './insights-strings.ts';

/** How long each tip stays before the next (the WAI guidance asks for time to read). */
const TIP_DELAY_MS = 6000;

/** An auto-playing carousel of tips (/taxbenefitsofev, /battery, /break, /wheel). */
export function TipsScreen({ topic, titleKey }: { topic: 'tax' | 'battery' | 'brake' | 'tyre'; titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  const slides = toCarouselSlides(readSlides(`insights.${topic}.slides`));
  const source = t(`insights.${topic}.source`, { defaultValue: '' });
  return (
    <div className="screen">
      <PageHeader title={t(titleKey)} />
      <main className="screen__body insights-page">
        <h2 className="insights-page__heading">{t(`insights.${topic}.heading`)}</h2>
        <Carousel
          label={t(`insights.${topic}.carousel`)}
          slides={slides}
          labels={carouselLabels(t)}
          autoplay
          loop
          delayMs={TIP_DELAY_MS}
        />
        {source ? <p className="insights-page__source">{source}</p> : null}
        <p className="insights-page__source">{t(topic === 'tax' ? 'insights.written' : 'insights.writtenTips')}</p>
      </main>
    </div>
  );
}
