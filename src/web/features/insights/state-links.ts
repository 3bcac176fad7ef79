import { generatePath } from 'react-router';
import type { PolicyState } from '../../../domain/subsidy/policy-states.ts';
import { paths } from '../../app/paths.ts';

/** /state/Andhra%20Pradesh: the route id is the state's name, as the spec has it. */
export const statePath = (state: PolicyState) => generatePath(paths.stateDetail, { id: state });

/** The state's key in insights.states (insights.en.ts): 'Andhra Pradesh' → 'andhrapradesh'. */
export const stateContentKey = (state: PolicyState) => state.toLowerCase().replace(/\s+/g, '');
