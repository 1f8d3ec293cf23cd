export * from './api';
export * from './counting';
export * from './limits';
export * from './eligible';
