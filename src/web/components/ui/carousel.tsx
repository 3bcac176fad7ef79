import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import './carousel.css';

/**
 * A carousel over Embla (swipe, keyboard-reachable buttons) with its autoplay plugin, built to
 * the WAI-ARIA carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/):
 * - rotation pauses while focus is inside (except on the rotation button itself) and stops for
 *   good once the person touches or drags it; the rotation button starts it again;
 * - no rotation and no scroll animation when the person prefers reduced motion;
 * - the slides are a live region that is quiet while rotating and polite otherwise;
 * - only the shown slide is exposed (the others are inert), with a visible 'n of total'.
 * Import it only from lazy screen modules: Embla must stay out of the initial bundle.
 */
export interface CarouselSlide {
  id: string;
  /** A short name for the slide, read after its position. */
  label: string;
  content: ReactNode;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  play: string;
  pause: string;
  /** '2 of 5' */
  position: (n: number, total: number) => string;
}

interface CarouselProps {
  label: string;
  slides: CarouselSlide[];
  labels: CarouselLabels;
  autoplay?: boolean;
  delayMs?: number;
  loop?: boolean;
  className?: string;
}

const Chevron = ({ direction }: { direction: 'previous' | 'next' }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={direction === 'next' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
  </svg>
);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeMotion(listener: () => void) {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

export function Carousel({
  label,
  slides,
  labels,
  autoplay = false,
  delayMs = 5000,
  loop = false,
  className,
}: CarouselProps) {
  const reducedMotion = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  // The plugin list must keep its identity, or Embla re-initialises on every render.
  const [plugins] = useState(() =>
    autoplay
      ? [
          Autoplay({
            delay: delayMs,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnFocusIn: false,
            stopOnMouseEnter: false,
          }),
        ]
      : [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, duration: reducedMotion ? 0 : 25 }, plugins);
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);

  const rotates = autoplay && !reducedMotion;
  const playing = rotates && !stopped && !focusInside;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [api, playing]);

  const go = useCallback(
    (direction: 'previous' | 'next') => {
      if (!api) return;
      if (direction === 'next') api.scrollNext(reducedMotion);
      else api.scrollPrev(reducedMotion);
    },
    [api, reducedMotion],
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => setFocusInside(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  const toggleRotation = () => {
    setFocusInside(false);
    setStopped(playing);
  };

  const total = slides.length;
  const canPrevious = loop || selected > 0;
  const canNext = loop || selected < total - 1;

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* A touch or drag means the person has taken over: stop until they press play. */}
      <div className="carousel__viewport" ref={viewportRef} onPointerDown={() => setStopped(true)}>
        <div className="carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${labels.position(index + 1, total)}: ${slide.label}`}
              inert={index !== selected}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          onClick={() => go('previous')}
          disabled={!canPrevious}
          aria-label={labels.previous}
        >
          <Chevron direction="previous" />
        </button>
        <p className="carousel__position">{labels.position(selected + 1, total)}</p>
        {rotates ? (
          <button
            type="button"
            ref={rotationButton}
            className="carousel__button carousel__button--rotation"
            onClick={toggleRotation}
          >
            {playing ? labels.pause : labels.play}
          </button>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          onClick={() => go('next')}
          disabled={!canNext}
          aria-label={labels.next}
        >
          <Chevron direction="next" />
        </button>
      </div>
    </section>
  );
}
