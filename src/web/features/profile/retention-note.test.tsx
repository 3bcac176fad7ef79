import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { RetentionNote } from './retention-note.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

/** 'What we keep, and for how long' (issue 31): folded away, with the figures the server's clean-up uses, in English and Hindi. */
describe('the retention note in Your data', () => {
  it('opens from its summary and says how long codes, sessions and lookups are kept', () => {
    const { container } = render(<RetentionNote />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText('What we keep, and for how long').tagName).toBe('SUMMARY');
    expect(screen.getByText('Sign-in codes and wrong code tries: deleted after 24 hours.')).toBeTruthy();
    expect(screen.getByText('The phones you are signed in on: until you sign out, or for 30 days.')).toBeTruthy();
    expect(
      screen.getByText(
        'The vehicle and challan numbers you look up: 365 days, to find misuse; deleted with your account.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Usage counts keep nothing about you.')).toBeTruthy();
  });

  it('speaks Hindi to a Hindi reader', async () => {
    await act(() => setLanguage('hi'));
    render(<RetentionNote />);
    expect(await screen.findByText('हम क्या रखते हैं, और कब तक')).toBeTruthy();
    expect(screen.getByText('साइन इन कोड और गलत कोड की कोशिशें: 24 घंटे बाद डिलीट।')).toBeTruthy();
  });
});
