// The app makes no infinite (paged) queries, but TanStack Query's core imports their paging code whatever
// the app uses: vite.config.ts resolves that import here, which saves every page its bytes. An infinite
// query would fail at once with this error (and the app's tests with it).
const unused = (): never => {
  throw new Error('Infinite queries are not built into this app (src/lib/no-infinite-queries.ts)');
};

export const infiniteQueryBehavior = unused;
export const hasNextPage = unused;
export const hasPreviousPage = unused;
