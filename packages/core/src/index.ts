export * from './api/common';
export * from './api/auth';
export * from './text';
export * from './formats';
export * from './api/timers';
export * from './clock';
export * from './clock-sync';
export * from './live-clock';
