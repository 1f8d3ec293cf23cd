export * from './api/common';
export * from './api/auth';
export * from './text';
export * from './formats';
export * from './api/events';
export * from './events';
export * from './eventlink';
