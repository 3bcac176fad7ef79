import { describe, expect, it } from 'vitest';
import { insightsEn } from '../../../domain/i18n/areas/insights.en.ts';
import { POLICY_STATES } from '../../../domain/subsidy/policy-states.ts';
import { ART_NAMES } from './insight-art.tsx';
import { stateContentKey } from './state-links.ts';

/** The insights content is complete: every state and tips topic has slides with a title, a text and a known illustration. */
type Slide = { title: string; text: string; description?: string; art: string };
const states = insightsEn.insights.states as Record<string, readonly Slide[]>;

function expectSlides(slides: readonly Slide[] | undefined, where: string) {
  expect(slides?.length, where).toBeGreaterThanOrEqual(3);
  for (const slide of slides ?? []) {
    expect(slide.title.trim(), where).not.toBe('');
    expect(slide.text.trim(), where).not.toBe('');
    expect(ART_NAMES, `${where}: ${slide.title}`).toContain(slide.art);
  }
}

describe('insights content', () => {
  it('has policy slides for each of the 11 states, and no others', () => {
    for (const state of POLICY_STATES) expectSlides(states[stateContentKey(state)], state);
    expect(Object.keys(states).sort()).toEqual(POLICY_STATES.map(stateContentKey).sort());
  });

  it('has the tax, battery, brake and tyre tips', () => {
    for (const topic of ['tax', 'battery', 'brake', 'tyre'] as const)
      expectSlides(insightsEn.insights[topic].slides, topic);
  });

  it('quotes the spec’s tax figures', () => {
    const text = insightsEn.insights.tax.slides.map((s) => `${s.title} ${s.text}`).join(' ');
    expect(text).toContain('₹1,50,000');
    expect(text).toContain('80EEB');
    expect(text).toContain('from 12% to 5%');
    expect(text).toMatch(/green tax/i);
  });
});
