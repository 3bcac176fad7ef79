import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselLabels } from './carousel.tsx';

/**
 * The carousel's rotation rules in a simulated DOM: it rotates by default, stops on touch, pauses
 * while focus is inside, and never rotates when the person prefers reduced motion. jsdom has no
 * layout, so these check the state a person (or a screen reader) sees: the rotation button and
 * the slides' live-region setting. Chromium checks the actual advance (tests/e2e).
 */
const labels: CarouselLabels = {
  previous: 'Previous tip',
  next: 'Next tip',
  play: 'Play',
  pause: 'Pause',
  position: (n, total) => `${n} of ${total}`,
};
const slides = ['One', 'Two', 'Three'].map((text) => ({ id: text, label: text, content: <p>{text}</p> }));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

// Embla measures with ResizeObserver and IntersectionObserver, which jsdom lacks.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('ResizeObserver', NoopObserver);
vi.stubGlobal('IntersectionObserver', NoopObserver);

afterEach(() => {
  cleanup();
});

const track = () => screen.getByRole('region', { name: 'Tips' }).querySelector('.carousel__track')!;

function renderTips() {
  render(<Carousel label="Tips" slides={slides} labels={labels} autoplay delayMs={1000} loop />);
}

describe('Carousel', () => {
  it('rotates by default, with a quiet live region and a Pause button', () => {
    mockReducedMotion(false);
    renderTips();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(track().getAttribute('aria-live')).toBe('off');
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tips' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 3: One',
      '2 of 3: Two',
      '3 of 3: Three',
    ]);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    mockReducedMotion(false);
    renderTips();
    act(() => screen.getByRole('button', { name: 'Next tip' }).focus());
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(track().getAttribute('aria-live')).toBe('polite');
    act(() => screen.getByRole('button', { name: 'Next tip' }).blur());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(track().getAttribute('aria-live')).toBe('off');
  });

  it('stops on touch until the person presses Play', () => {
    mockReducedMotion(false);
    renderTips();
    const viewport = screen.getByRole('region', { name: 'Tips' }).querySelector('.carousel__viewport')!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerType: 'touch' });
    expect(track().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('stops when the person presses Pause, and the rotation button does not count as focus inside', () => {
    mockReducedMotion(false);
    renderTips();
    const pause = screen.getByRole('button', { name: 'Pause' });
    act(() => pause.focus());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(track().getAttribute('aria-live')).toBe('polite');
  });

  it('never rotates when the person prefers reduced motion', () => {
    mockReducedMotion(true);
    renderTips();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(track().getAttribute('aria-live')).toBe('polite');
  });

  it('shows only the current slide to assistive technology', () => {
    mockReducedMotion(true);
    renderTips();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true]);
  });
});
