export * from './eventlink';
export * from './live';
export * from './participant-rows';
export * from './player-list';
export * from './publication-limits';
export * from './rules';
export * from './names';
