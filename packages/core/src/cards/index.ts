export * from './card-index';
export * from './mana';
export * from './names';
export * from './snapshot';
export * from './suggest-index';
export * from './types';
