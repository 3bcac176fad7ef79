import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueList } from '../../../domain/catalogue/catalogue-entry.ts';
import * as rupees from '../../../domain/format/rupees.ts';
import scooterFile from '../../../../data/catalogue/scooter.json';
import FindVehiclePage from './find-vehicle-page.tsx';

/**
 * The list stays quick with the whole catalogue: typing in the search must not render the cards
 * again (they are memoised and the list only follows a chosen suggestion). Each card formats its
 * price once per render, so counting formatPrice calls counts card renders.
 */
vi.mock('../../../domain/format/rupees.ts', { spy: true });

// JSON infers plain numbers for the flags; the file is the shape the API serves.
const scooters = scooterFile as unknown as CatalogueList;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Success', data: scooters }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(rupees.formatPrice).mockClear();
});

describe('FindVehiclePage', () => {
  it('renders each of the 193 scooter cards once, and not again per keystroke', async () => {
    render(
      <MemoryRouter initialEntries={['/findelectricvehicle?type=scooter']}>
        <FindVehiclePage />
      </MemoryRouter>,
    );
    const total = scooters.data.products.length;
    expect(total).toBe(193);
    await screen.findByText(`${total} vehicles`);
    // The first cards at once, then the rest a step at a time until every card is there.
    expect(screen.getAllByTestId('vehicle-card').length).toBeLessThan(total);
    await waitFor(() => expect(screen.getAllByTestId('vehicle-card')).toHaveLength(total));
    const afterLoad = vi.mocked(rupees.formatPrice).mock.calls.length;
    expect(afterLoad).toBeGreaterThanOrEqual(total);

    const field = screen.getByRole('combobox', { name: 'Search a vehicle' });
    for (const text of ['a', 'at', 'ath', 'athe']) {
      await act(async () => {
        fireEvent.change(field, { target: { value: text } });
      });
    }
    expect(await screen.findByRole('option', { name: 'Ather 450X' })).toBeTruthy();
    expect(vi.mocked(rupees.formatPrice).mock.calls.length).toBe(afterLoad);

    // Choosing a suggestion does change the list: only that model's cards remain.
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('option', { name: 'Ather 450X' }));
    });
    const ather = scooters.data.products.filter((s) => s.make === 'Ather' && s.model === '450X');
    expect(await screen.findByText(`${ather.length} vehicles`)).toBeTruthy();
  });
});
