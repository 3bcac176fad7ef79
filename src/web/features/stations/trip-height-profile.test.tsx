import './trip-plan-strings.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanHeightsJson, TripPlan } from '../../../domain/trips/plan-answer.ts';
import { ClimbMark, TripHeightProfile } from './trip-height-profile.tsx';

afterEach(cleanup);

const heights = (over: Partial<PlanHeightsJson> = {}): PlanHeightsJson => ({
  climb_m: 1850,
  descent_m: 1900,
  no_height_data: false,
  mass_kg: 1470,
  mass_assumed: true,
  people: 1,
  profile: [
    { km: 0, m: 2000, pct: 80 },
    { km: 50, m: 3900, pct: 40 },
    { km: 100, m: 1950, pct: 52 },
  ],
  ...over,
});
const plan = (h: PlanHeightsJson | null) =>
  ({ route: { heights: h }, stops: [{ along_km: 50, station: { place_id: 'p' } }] }) as unknown as TripPlan;

describe('the height profile of a plan', () => {
  it('says the climb and descent beside the distance', () => {
    render(<ClimbMark route={plan(heights()).route} />);
    expect(screen.getByText(/Climb 1,850 m · descent 1,900 m/)).toBeTruthy();
  });

  it('says where there is no height data', () => {
    render(<ClimbMark route={plan(heights({ climb_m: 0, descent_m: 0, no_height_data: true, profile: [] })).route} />);
    expect(screen.getByText(/no height data here, estimated/)).toBeTruthy();
    expect(screen.queryByText(/Climb/)).toBeNull();
  });

  it('draws the profile as a labelled picture with its text summary, the stop on it, the weight assumed', () => {
    render(<TripHeightProfile plan={plan(heights())} />);
    const chart = screen.getByRole('img', { name: 'Height of the road and battery along the route' });
    expect(chart.querySelectorAll('polyline, polygon')).toHaveLength(2);
    expect(screen.getAllByText(/highest at 3,900 m \(km 50\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/from 80% to 52%, lowest 40% at km 50/).length).toBeGreaterThan(0);
    expect(screen.getByText('Stop 1')).toBeTruthy();
    expect(screen.getByText(/1,470 kg with 1 on board; the vehicle weight is assumed/)).toBeTruthy();
  });

  it('draws nothing without heights', () => {
    const { container } = render(<TripHeightProfile plan={plan(null)} />);
    expect(container.innerHTML).toBe('');
  });
});
