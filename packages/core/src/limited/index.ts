export * from './pool';
export * from './sets';
export * from './setup';
export * from './sheet';
