// React 19 has useSyncExternalStore itself: the router's import of the polyfill for React 17 resolves here
// (vite.config.ts), which saves every page the polyfill's code.
export { useSyncExternalStore } from 'react';
