import 'server-only';

/**
 * The rows of page `page` (1-based) of a list of `total` rows, as LIMIT/OFFSET in the list's
 * order — or, for pages past the middle, in the reverse order (`backwards`: read that way, then
 * reverse the rows). An index read from the nearer end skips at most half the list, so the last
 * page costs what the first does. A page past the end is empty, as before.
 */
export function pageWindow(total: number, page: number, perPage: number): { backwards: boolean; offset: number; limit: number } {
  const offset = (page - 1) * perPage;
  const limit = Math.min(perPage, total - offset);
  if (limit <= 0) return { backwards: false, offset, limit: perPage };
  const after = total - offset - limit;
  return after < offset ? { backwards: true, offset: after, limit } : { backwards: false, offset, limit };
}
