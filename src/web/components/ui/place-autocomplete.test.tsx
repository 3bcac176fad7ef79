import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaceAutocomplete } from './place-autocomplete.tsx';

/**
 * The place field's list in a simulated DOM: suggestions open while typing, Escape closes them,
 * and an answer that lands after Escape (the search waits 200 ms, then asks the server) stays
 * closed until the next keystroke, so it never covers the rest of the form.
 */
const predictions = [
  { description: 'Mumbai, Maharashtra', place_id: 'p1', location: { lat: 19.07, lng: 72.87 }, kind: 'locality' },
  {
    description: 'Mumbai Central, Maharashtra',
    place_id: 'p2',
    location: { lat: 18.97, lng: 72.82 },
    kind: 'locality',
  },
];

let answer: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, message: 'Success', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  // A maps token at once; each search waits for the test to let its answer through.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/googleservice/auth'
        ? json({ token: 'm1.test' })
        : new Promise<Response>((resolve) => {
            answer = () => resolve(json({ predictions }));
          }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  answer = undefined;
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <PlaceAutocomplete label="Where do you want to go ?" placeholder="Destination" value={value} onChange={setValue} />
  );
}

async function type(text: string) {
  const field = screen.getByRole('combobox', { name: 'Where do you want to go ?' });
  field.focus();
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
  });
  return field;
}

/** Past the debounce, then the server's answer. */
async function letAnswerIn() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
  await act(async () => {
    answer?.();
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('PlaceAutocomplete', () => {
  it('opens the suggestions when the answer comes, and Escape closes them', async () => {
    render(<Field />);
    const field = await type('Mumbai');
    await letAnswerIn();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the list closed when the answer lands after Escape, and opens it again on the next keystroke', async () => {
    render(<Field />);
    const field = await type('Mumbai');
    fireEvent.keyDown(field, { key: 'Escape' });
    await letAnswerIn();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    await type('Mumbai C');
    await letAnswerIn();
    expect(field.getAttribute('aria-expanded')).toBe('true');
  });
});
