export * from './auth';
export * from './cards';
export * from './common';
export * from './decks';
export * from './events';
export * from './library';
export * from './publications';
export * from './timers';
