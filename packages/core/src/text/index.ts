export * from './accents';
export * from './limits';
export * from './text';
