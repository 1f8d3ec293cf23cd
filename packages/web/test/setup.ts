// Runs before every component test file (vitest.config.ts, project 'web').
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { takeUnexpectedRequests } from './helpers';

// Without vitest globals, Testing Library cannot register its own clean-up: unmount after each test.
afterEach(() => {
  cleanup();
  // A request the test's server had no answer for is a failure, not a silent error message.
  expect(takeUnexpectedRequests(), 'requests without a route in the test server').toEqual([]);
});
