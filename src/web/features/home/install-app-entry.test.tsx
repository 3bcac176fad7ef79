import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../lib/pwa/install-offer.ts';
import { InstallAppEntry } from './install-app-entry.tsx';

/**
 * The drawer's 'Install app' (issue 18): there only while the browser offers to install
 * (beforeinstallprompt), and tapping it shows the browser's own dialog, once per offer.
 */
function offer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const entry = () => screen.queryByRole('button', { name: 'Install app' });

describe('Install app', () => {
  afterEach(cleanup);
  listenForInstallOffer();

  it('shows only where the browser offers, and asks the browser once per offer', async () => {
    render(
      <ul>
        <InstallAppEntry />
      </ul>,
    );
    expect(entry()).toBeNull();

    const event = offer();
    // The browser's own install bar is held back: our entry asks instead.
    expect(event.defaultPrevented).toBe(true);
    expect(entry()).not.toBeNull();
    await act(async () => {
      fireEvent.click(entry()!);
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(entry()).toBeNull();

    // Offered again (the person declined): shown again; installed: gone.
    offer();
    expect(entry()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(entry()).toBeNull();
  });
});
