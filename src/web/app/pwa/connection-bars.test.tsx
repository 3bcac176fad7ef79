import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../../lib/connection-status.ts';
import { CACHE_HIT_HEADER, SAVED_COPY_HEADER } from '../../lib/pwa/saved-copy.ts';
import { ConnectionBars } from './connection-bars.tsx';
import { updateOffer } from './update-offer.ts';

/**
 * The bars at the foot of the app (issue 18): 'You are offline' while the browser is offline or
 * after a request got no answer (or the service worker's saved copy), gone with the next real
 * answer; 'New version available' with 'Reload' once a new build waits. Both are polite live
 * regions that are in the page before they speak.
 */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const statuses = () => screen.getAllByRole('status').map((element) => element.textContent);

describe('connection bars', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("say 'You are offline' while the browser is offline, in a live region that was there before", () => {
    render(<ConnectionBars />);
    const regions = screen.getAllByRole('status');
    expect(regions.every((region) => region.getAttribute('aria-live') === 'polite')).toBe(true);
    expect(statuses()).toEqual(['', '']);
    setOnline(false);
    expect(statuses()).toContain('You are offline');
    expect(document.documentElement.classList.contains('pwa-bar-shown')).toBe(true);
    setOnline(true);
    expect(statuses()).toEqual(['', '']);
    expect(document.documentElement.classList.contains('pwa-bar-shown')).toBe(false);
  });

  it('say so after a request got no answer, or a saved copy, until a real answer comes', () => {
    render(<ConnectionBars />);
    act(() => connection.noteAnswer(null));
    expect(statuses()).toContain('You are offline');
    act(() => connection.noteAnswer(new Response('{}')));
    expect(statuses()).toEqual(['', '']);
    act(() =>
      connection.noteAnswer(new Response('{}', { headers: { [SAVED_COPY_HEADER]: 'Tue, 25 Nov 2026 10:00:00 GMT' } })),
    );
    expect(statuses()).toContain('You are offline');
    // Content the worker always serves from its cache says nothing either way.
    act(() => connection.noteAnswer(new Response('{}', { headers: { [CACHE_HIT_HEADER]: '1' } })));
    expect(statuses()).toContain('You are offline');
    act(() => connection.noteAnswer(new Response('{}')));
    expect(statuses()).toEqual(['', '']);
  });

  it("offer 'Reload' once a new build waits, and hand over when tapped", () => {
    render(<ConnectionBars />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    const reload = vi.fn();
    act(() => updateOffer.offer(reload));
    expect(statuses()).toContain('New version available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
