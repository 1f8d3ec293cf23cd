/** The rows of a raw `execute` result: node-postgres and PGlite both give them as `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
