/** What no answer may carry: a stack trace, a source path, the server's files. */
const INTERNALS: readonly RegExp[] = [
  /\bat [\w$.<>[\] ]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /\/(?:work|home|usr|srv|opt)\/[\w.-]+\//,
  /\b[\w-]+\.(?:ts|js|mjs|cjs):\d+/,
];

/** What no error answer may carry: the database's words, or the query that failed. */
const DATABASE: readonly RegExp[] = [
  /\bselect\b[\s\S]{0,400}\bfrom\b/i,
  /\binsert into\b|\bdelete from\b|\bupdate "?\w+"? set\b/i,
  /syntax error|violates|duplicate key|invalid input syntax|invalid byte sequence/i,
  /\brelation "|\bcolumn "|Failed query|Drizzle|PGlite|postgres/i,
];

/** Why an answer gives away the server's inside, or null. */
export function internalsIn(status: number, body: string): string | null {
  const patterns = status >= 400 ? [...INTERNALS, ...DATABASE] : INTERNALS;
  const found = patterns.find((pattern) => pattern.test(body));
  return found ? `its body matches ${String(found)}: ${body.slice(0, 200)}` : null;
}
