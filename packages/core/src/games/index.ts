export * from './check';
export * from './totals';
export * from './export';
