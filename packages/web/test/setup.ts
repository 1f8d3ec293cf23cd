// Runs before every component test file (vitest.config.ts, project 'web').
import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { takeUnexpectedRequests } from './helpers';

// Components render in English, their source language: each message is compiled from the code as it runs.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });
// The app loads the wording of the server's problems on the first error; here it is loaded before any test.
await import('../src/api/problem-messages');

// Without vitest globals, Testing Library cannot register its own clean-up: unmount after each test.
afterEach(() => {
  cleanup();
  // A request the test's server had no answer for is a failure, not a silent error message.
  expect(takeUnexpectedRequests(), 'requests without a route in the test server').toEqual([]);
});
