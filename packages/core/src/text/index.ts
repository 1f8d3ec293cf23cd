export * from './accents';
export * from './limits';
export * from './text';
export * from './languages';
export * from './dates';
