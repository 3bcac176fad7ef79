import { configure } from '@testing-library/react';

/**
 * The components project's findBy… and waitFor wait for what a test means; their limit is a
 * fail-safe of 30 s, not Testing Library's 1 s, which a loaded 2-core machine can miss.
 */
configure({ asyncUtilTimeout: 30_000 });
