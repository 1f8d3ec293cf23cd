export * from './check';
export * from './exports';
export * from './lists';
