export * from './clock-sync';
export * from './clock';
export * from './limits';
export * from './live-clock';
