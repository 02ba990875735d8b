/**
 * The error a tool's logic throws for bad input. Its message is meant for users and is
 * shown next to the field; any other exception type escaping a logic function is a bug.
 */
export class ToolInputError extends Error {
  /** 1-based line of the problem in the input, when known. */
  readonly line?: number;
  /** 1-based column of the problem in the input, when known. */
  readonly column?: number;
  /** 0-based character offset of the problem in the input, when known. */
  readonly position?: number;

  /**
   * @param message - a sentence for users: what is wrong and, when known, where.
   * @param where - optional location of the problem in the input.
   */
  constructor(message: string, where: { line?: number; column?: number; position?: number; cause?: unknown } = {}) {
    super(message, where.cause === undefined ? undefined : { cause: where.cause });
    this.name = 'ToolInputError';
    this.line = where.line;
    this.column = where.column;
    this.position = where.position;
  }
}

/**
 * Runs `fn` and turns a thrown {@link ToolInputError} into a result object, so a UI can show
 * the message next to the field instead of crashing. Other errors are rethrown (they are bugs).
 *
 * @param fn - the computation, typically a tool's logic function.
 * @returns `{ value }` on success or `{ error }` with the user-facing message.
 */
export function attempt<T>(fn: () => T): { value: T; error?: undefined } | { value?: undefined; error: string } {
  try {
    return { value: fn() };
  } catch (e) {
    if (e instanceof ToolInputError) return { error: e.message };
    throw e;
  }
}
