/**
 * The 11 states whose EV policies the Insights section shows (spec section 2), in the spec's
 * order. The route id is the state's name (/state/Delhi, /state/Andhra%20Pradesh); a slug
 * such as andhra-pradesh is accepted too.
 */
export const POLICY_STATES = [
  'Andhra Pradesh',
  'Delhi',
  'Gujarat',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Rajasthan',
  'Tamil Nadu',
  'Telangana',
  'Uttar Pradesh',
] as const;

export type PolicyState = (typeof POLICY_STATES)[number];

const key = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/** The state a route id names, whatever its case, spaces or hyphens; undefined for anything else. */
export function findPolicyState(routeId: string): PolicyState | undefined {
  const wanted = key(routeId);
  return wanted ? POLICY_STATES.find((state) => key(state) === wanted) : undefined;
}
