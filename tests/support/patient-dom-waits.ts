import { configure } from '@testing-library/react';
import { WAIT_FAIL_SAFE_MS } from './wait-fail-safe.ts';

/** The components project's findBy… and waitFor wait for what a test means, up to the shared fail-safe. */
configure({ asyncUtilTimeout: WAIT_FAIL_SAFE_MS });
