import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../../domain/ocpi/live-status.ts';
import { LiveStatusLine } from './live-status-line.tsx';

const NOW = Date.UTC(2026, 10, 27, 10, 0);
const status = (patch: Partial<LiveStatus> = {}): LiveStatus => ({
  place_id: 'ocm:1',
  evses: 3,
  free: 2,
  in_use: 1,
  out_of_order: 0,
  unknown: 0,
  updated_at: NOW - 3 * 60_000,
  networks: ['Tata Power'],
  ...patch,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The live line as a card and the station page show it (issue 33), in a simulated DOM. */
describe('the live status line', () => {
  it("says 'Live: 2 of 3 free · updated 3 min ago · from <network>'", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(<LiveStatusLine status={status()} />);
    expect(await screen.findByText('Live: 2 of 3 free · 1 in use · updated 3 min ago · from Tata Power')).toBeTruthy();
  });

  it("calls a status older than 30 minutes 'Last known', and draws it apart", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = render(<LiveStatusLine status={status({ updated_at: NOW - 45 * 60_000 })} />);
    expect(
      await screen.findByText('Last known: 2 of 3 free · 1 in use · updated 45 min ago · from Tata Power'),
    ).toBeTruthy();
    expect(container.querySelector('.live-line--stale')).not.toBeNull();
  });

  it('draws each state with its own shape, not colour alone, and names the out-of-order ones', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = render(
      <LiveStatusLine status={status({ evses: 4, free: 1, in_use: 1, out_of_order: 1, unknown: 1 })} detailed />,
    );
    const shapes = [...container.querySelectorAll('.live-line__points svg')].map((svg) => svg.innerHTML);
    expect(shapes).toHaveLength(4);
    expect(new Set(shapes).size).toBe(4);
    const counts = screen.getByRole('list', { name: 'Charging points' });
    expect(counts.textContent).toContain('1 · Out of order');
    expect(counts.textContent).toContain('1 · In use');
    expect(counts.textContent).toContain('1 · Status not known');
  });

  it("a plan's stop with every point out of order says why the plan stops there", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(<LiveStatusLine status={status({ free: 0, in_use: 0, out_of_order: 3 })} planStop />);
    expect(
      await screen.findByText('Live: 0 of 3 free · 3 out of order · updated 3 min ago · from Tata Power'),
    ).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('only because there is no other way through');
  });
});
