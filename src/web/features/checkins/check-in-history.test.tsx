import './checkins-strings.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInPage, CheckInView } from '../../../domain/checkins/checkin-api.ts';
import { getCheckInHistory } from './api/get-check-in-history.ts';
import { CheckInHistory } from './check-in-history.tsx';

vi.mock('./api/get-check-in-history.ts', () => ({ getCheckInHistory: vi.fn() }));
const history = vi.mocked(getCheckInHistory);

const checkIn = (id: string, patch: Partial<CheckInView> = {}): CheckInView => ({
  id,
  place_id: 'ocm:1',
  outcome: 'charged',
  connector: null,
  kw: null,
  price_per_kwh: null,
  comment: '',
  created_at: Date.UTC(2026, 10, 25, 6, 30),
  author: 'Asha R.',
  anonymous: false,
  ...patch,
});
const answer = (page: CheckInPage) => ({ success: true, message: 'Success', data: page, status: 200 });

afterEach(() => {
  cleanup();
  history.mockReset();
});

/**
 * The history in a simulated DOM: a comment is text (markup stays letters, no link is made, line
 * breaks kept by CSS), 'A driver' for an anonymous author, and 'Show more check-ins' appends.
 */
describe('the check-in history', () => {
  it('shows a comment as text, never as markup or a link', async () => {
    const comment = '<b>Slow</b> <img src=x onerror="alert(1)">\nsee https://example.com';
    history.mockResolvedValue(
      answer({ check_ins: [checkIn('a', { comment, connector: 'CCS2', kw: 29.5, price_per_kwh: 18 })], next: null }),
    );
    const { container } = render(<CheckInHistory placeId="ocm:1" added={[]} />);
    const shown = await screen.findByText((_, element) => element?.classList.contains('history__comment') === true);
    expect(shown.textContent).toBe(comment);
    expect(container.querySelector('b, img, a')).toBeNull();
    expect(screen.getByText('CCS2 · 29.5 kW · ₹18/kWh')).toBeTruthy();
    expect(screen.getByText('Charged')).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T06:30:00.000Z');
    expect(screen.getByRole('list', { name: 'Check-ins' })).toBeTruthy();
  });

  it('names an anonymous author ‘A driver’ in the reader’s words, and says when there is none yet', async () => {
    history.mockResolvedValueOnce(
      answer({ check_ins: [checkIn('a', { anonymous: true, author: 'A driver' })], next: null }),
    );
    render(<CheckInHistory placeId="ocm:1" added={[]} />);
    expect(await screen.findByText('A driver')).toBeTruthy();
    cleanup();
    history.mockResolvedValueOnce(answer({ check_ins: [], next: null }));
    render(<CheckInHistory placeId="ocm:1" added={[]} />);
    expect(await screen.findByText('No check-ins yet. Be the first to check in.')).toBeTruthy();
  });

  it('puts a new check-in first and appends the next page', async () => {
    history.mockResolvedValueOnce(answer({ check_ins: [checkIn('b'), checkIn('a')], next: 'cursor' }));
    history.mockResolvedValueOnce(answer({ check_ins: [checkIn('z', { author: 'Older D.' })], next: null }));
    render(<CheckInHistory placeId="ocm:1" added={[checkIn('new', { author: 'Me N.' })]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more check-ins' }));
    await screen.findByText('Older D.');
    expect(history).toHaveBeenLastCalledWith('ocm:1', 'cursor');
    const authors = [...document.querySelectorAll('.history__author')].map((node) => node.textContent);
    expect(authors).toEqual(['Me N.', 'Asha R.', 'Asha R.', 'Older D.']);
    expect(screen.queryByRole('button', { name: 'Show more check-ins' })).toBeNull();
  });

  it('says when the list could not load, and tries again', async () => {
    history.mockResolvedValueOnce({ success: false, message: 'Something went wrong', status: 500 } as never);
    history.mockResolvedValueOnce(answer({ check_ins: [checkIn('a')], next: null }));
    render(<CheckInHistory placeId="ocm:1" added={[]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the check-ins.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha R.')).toBeTruthy();
  });
});
