import chargersCsv from '../../../../data/ev-sales/operational_public_chargers_by_state_2025-10.csv?raw';
import { readPublicChargers } from '../../../domain/subsidy/public-chargers.ts';

/** BEE's public charging stations per state, October 2025 (data/ev-sales/SOURCE.md), bundled with the state pages. */
export const publicChargers = readPublicChargers(chargersCsv);
