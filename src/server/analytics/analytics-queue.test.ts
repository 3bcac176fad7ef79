import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { pageView, pageViews } from '../../../tests/support/analytics-samples.ts';
import { AnalyticsSendError, NoAnalytics, type AnalyticsProvider } from './analytics-provider.server.ts';
import { AnalyticsQueue, type AnalyticsQueueOptions } from './analytics-queue.server.ts';

/**
 * The queue in front of every provider, with a provider written here that records what it is given
 * and answers as each test says (the real adapters are tested against local HTTP servers in
 * analytics-adapters.test.ts).
 */

interface Send {
  events: readonly AnalyticsEvent[];
  at: number;
}

/** A provider that records every send and answers with `answer` (a hang when it never settles). */
function recordingProvider(answer: (send: Send, index: number) => Promise<void> = () => Promise.resolve()) {
  const sends: Send[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const provider: AnalyticsProvider & { sends: Send[]; maxInFlight(): number } = {
    name: 'local',
    sends,
    maxInFlight: () => maxInFlight,
    async send(events, at) {
      const send = { events: [...events], at };
      sends.push(send);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await answer(send, sends.length - 1);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return provider;
}

const never = () => new Promise<void>(() => {});

function queueWith(provider: AnalyticsProvider, options: AnalyticsQueueOptions = {}) {
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
  const queue = new AnalyticsQueue(provider, {
    flushDelayMs: 10,
    log: { warn: (details, message) => warnings.push({ details, message }) },
    ...options,
  });
  return { queue, warnings };
}

describe('AnalyticsQueue', () => {
  it('takes events at once and sends them later, without waiting for the provider', async () => {
    const provider = recordingProvider(never);
    const { queue } = queueWith(provider);
    const taken = queue.add(pageViews(3));
    // add() answers a number, not a promise: nothing in it can wait for the provider.
    expect(taken).toBe(3);
    expect(queue.counts).toEqual({ queued: 3, sent: 0, dropped: 0, failed: 0 });
    expect(provider.sends).toHaveLength(0);
    await expect.poll(() => provider.sends.length).toBe(1);
    // The provider never answers; the queue still takes more.
    expect(queue.add(pageViews(2))).toBe(2);
    expect(queue.counts.queued).toBe(2);
  });

  it('holds at most maxQueued events, drops the rest and counts them, warning once', async () => {
    const provider = recordingProvider();
    const { queue, warnings } = queueWith(provider, { maxQueued: 10, flushDelayMs: 60_000 });
    expect(queue.add(pageViews(6))).toBe(6);
    expect(queue.add(pageViews(6))).toBe(4);
    expect(queue.add(pageViews(3))).toBe(0);
    expect(queue.counts).toEqual({ queued: 10, sent: 0, dropped: 5, failed: 0 });
    expect(warnings.map((w) => w.message)).toEqual(['analytics events dropped']);
    expect(warnings[0]?.details).toMatchObject({ provider: 'local', count: 2, reason: 'queue full' });

    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 10, dropped: 5, failed: 0 });
    // Room again: new events are taken, and a new overflow warns again.
    expect(queue.add(pageViews(12))).toBe(10);
    expect(warnings).toHaveLength(2);
  });

  it('sends batchSize events at a time and never two sends at once', async () => {
    let release = () => {};
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const provider = recordingProvider((_send, index) => (index === 0 ? firstHeld : sleep(20)));
    const { queue } = queueWith(provider, { batchSize: 4, flushDelayMs: 1_000 });
    queue.add(pageViews(3));
    queue.add(pageViews(3));
    queue.add(pageViews(4));
    await expect.poll(() => provider.sends.length).toBe(1);
    // Events arriving while a send is in flight wait for it.
    queue.add(pageViews(2));
    await sleep(50);
    expect(provider.sends).toHaveLength(1);
    release();
    await queue.flush();
    expect(provider.sends.map((s) => s.events.length)).toEqual([4, 4, 4]);
    expect(provider.maxInFlight()).toBe(1);
    expect(queue.counts).toEqual({ queued: 0, sent: 12, dropped: 0, failed: 0 });
  });

  it('gives up a send that outlasts sendTimeoutMs, counts it as failed and goes on with the next', async () => {
    const provider = recordingProvider((_send, index) => (index === 0 ? never() : Promise.resolve()));
    const { queue, warnings } = queueWith(provider, { batchSize: 2, sendTimeoutMs: 100 });
    queue.add(pageViews(4));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 2, dropped: 0, failed: 2 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ provider: 'local', notRecorded: 2, of: 2, reason: 'timed out' });
  });

  it('counts only the events an AnalyticsSendError names as failed, and every event of any other error', async () => {
    const provider = recordingProvider((_send, index) =>
      Promise.reject(index === 0 ? new AnalyticsSendError(3, 'HTTP 500') : new Error('disk full')),
    );
    const { queue } = queueWith(provider, { batchSize: 5 });
    queue.add(pageViews(10));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 2, dropped: 0, failed: 8 });
  });

  it('warns with counts and a reason only, never an event, and once while a provider keeps failing', async () => {
    const provider = recordingProvider(() => Promise.reject(new AnalyticsSendError(1, 'HTTP 503')));
    const { queue, warnings } = queueWith(provider, { batchSize: 1, maxQueued: 2, flushDelayMs: 60_000 });
    queue.add([pageView('/findelectricvehicle/:type/:id', { referrer: '/evchargingstations', lang: 'hi' })]);
    queue.add(pageViews(5, '/planatrip'));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 4, failed: 2 });
    expect(warnings.map((w) => w.message)).toEqual(['analytics events dropped', 'analytics events not recorded']);
    const logged = JSON.stringify(warnings);
    for (const word of ['findelectricvehicle', 'evchargingstations', 'planatrip', 'page_view', '"hi"'])
      expect(logged).not.toContain(word);
  });

  it('sends events that arrived more than flushDelayMs apart separately, each told when its oldest arrived', async () => {
    const clock = { now: Date.UTC(2026, 10, 24, 18, 29, 59) };
    const provider = recordingProvider();
    const { queue } = queueWith(provider, { flushDelayMs: 60_000, now: () => clock.now });
    const start = clock.now;
    queue.add(pageViews(2));
    clock.now += 500;
    queue.add(pageViews(1));
    clock.now += 60_001;
    queue.add(pageViews(4));
    await queue.flush();
    expect(provider.sends.map((s) => [s.events.length, s.at - start])).toEqual([
      [3, 0],
      [4, 60_501],
    ]);
  });

  it('close() sends what is queued and takes nothing after it', async () => {
    const provider = recordingProvider();
    const { queue, warnings } = queueWith(provider, { flushDelayMs: 60_000 });
    queue.add(pageViews(3));
    await queue.close();
    expect(provider.sends.map((s) => s.events.length)).toEqual([3]);
    expect(queue.add(pageViews(2))).toBe(0);
    expect(queue.add(pageViews(1))).toBe(0);
    expect(queue.counts).toEqual({ queued: 0, sent: 3, dropped: 3, failed: 0 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ count: 2, reason: 'closed' });
  });

  it('close() stops waiting for a provider that hangs after closeTimeoutMs and drops what was never sent', async () => {
    const provider = recordingProvider(never);
    const { queue } = queueWith(provider, { batchSize: 2, sendTimeoutMs: 60_000, closeTimeoutMs: 100 });
    queue.add(pageViews(5));
    await queue.close();
    // Two are in the hanging send; the other three never left the queue.
    expect(provider.sends).toHaveLength(1);
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 3, failed: 0 });
  });

  it('with the none provider, takes nothing and sends nothing', async () => {
    const queue = new AnalyticsQueue(new NoAnalytics());
    expect(queue.add(pageViews(3))).toBe(0);
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 0, failed: 0 });
  });
});
