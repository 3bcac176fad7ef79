import { i18n, type TFunction } from '../../lib/i18n.ts';
import type { ReactNode } from 'react';
import type { CarouselLabels, CarouselSlide } from '../../components/ui/carousel.tsx';
import { InsightArt, type ArtName } from './insight-art.tsx';

/** One slide of the insights content (insights.en.ts): title, text, optional description, illustration. */
export interface InsightSlide {
  title: string;
  text: string;
  description?: string;
  art: ArtName;
}

const isSlide = (value: unknown): value is InsightSlide =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InsightSlide).title === 'string' &&
  typeof (value as InsightSlide).text === 'string';

/** The slides at a key of the insights strings (a list of { title, text, description?, art }). */
export function readSlides(key: string): InsightSlide[] {
  const node = i18n.entry(key);
  return Array.isArray(node) ? node.filter(isSlide) : [];
}

export function carouselLabels(t: TFunction): CarouselLabels {
  return {
    previous: t('insights.carousel.previous'),
    next: t('insights.carousel.next'),
    play: t('insights.carousel.play'),
    pause: t('insights.carousel.pause'),
    position: (n, total) => t('insights.carousel.position', { n, total }),
  };
}

/** Turns content slides into carousel slides; `extra` adds content to one slide (the last one's button). */
export function toCarouselSlides(
  slides: InsightSlide[],
  extra?: { index: number; content: ReactNode },
): CarouselSlide[] {
  return slides.map((slide, index) => ({
    id: `${index}-${slide.title}`,
    label: slide.title,
    content: (
      <article className="insight-slide">
        <InsightArt name={slide.art} />
        <h3 className="insight-slide__title">{slide.title}</h3>
        <p className="insight-slide__text">{slide.text}</p>
        {slide.description ? <p className="insight-slide__description">{slide.description}</p> : null}
        {extra && extra.index === index ? extra.content : null}
      </article>
    ),
  }));
}
