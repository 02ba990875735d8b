/**
 * A JSON tool's result as `DocumentTool` (which shows `warnings` only) should show it: the
 * notices (JSON5 input, e.g. `Read as JSON5: comment at line 1, column 1.`) first among the notes.
 *
 * @param result - a result with `warnings` and `notices`.
 * @returns the same result, or a copy whose `warnings` start with the notices.
 */
export function withNoticesFirst<T extends { warnings: readonly string[]; notices: readonly string[] }>(result: T): T {
  return result.notices.length === 0 ? result : { ...result, warnings: [...result.notices, ...result.warnings] };
}
