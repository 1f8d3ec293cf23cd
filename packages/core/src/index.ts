export * from './api/common';
export * from './api/auth';
export * from './text';
export * from './formats';
