export * from './check';
export * from './totals';
