export * from './clock-sync';
export * from './clock';
export * from './extensions';
export * from './limits';
export * from './live-clock';
