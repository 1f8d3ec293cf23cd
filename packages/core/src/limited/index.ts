export * from './basic-lands';
export * from './pool';
export * from './sets';
export * from './setup';
export * from './sheet';
export * from './swap';
export * from './deck-check';
