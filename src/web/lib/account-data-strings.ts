import { accountDataEn } from '../../domain/i18n/areas/account-data.en.ts';
import { registerStrings } from './i18n.ts';

/**
 * The words of 'My stations' and of the profile's 'Your data' (issue 17). Both screens import this
 * first (they are in different features), so the area arrives with their chunks, not before.
 */
registerStrings(accountDataEn, 'account-data');
