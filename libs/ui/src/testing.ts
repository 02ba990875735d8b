// Test helpers every tool's logic tests use (Vitest + fast-check); never imported by app code.
import fc from 'fast-check';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { ToolMeta } from './tool/define-tool.js';
import { ToolInputError } from './tool/tool-input-error.js';
import type { ToolStateSpec } from './tool/tool-state.js';

export { RFC8259_ARRAY, RFC8259_OBJECT } from './testing/rfc8259-examples.js';
export { JSON5_SHORT_EXAMPLE } from './testing/json5-examples.js';

/**
 * Checks a tool's examples against its state spec: at least one example, every key a field of
 * the state, every value valid for its field.
 *
 * @param meta - the tool's metadata (its `examples`).
 * @param spec - the tool's state spec.
 * @throws AssertionError (Vitest) on the first bad example.
 */
export function expectExamplesMatchState(meta: Pick<ToolMeta, 'examples' | 'path'>, spec: ToolStateSpec): void {
  const examples = meta.examples ?? [];
  expect(examples.length, `${meta.path} has no example`).toBeGreaterThan(0);
  for (const example of examples) {
    const parsed = z.strictObject(z.partial(spec.schema).shape).safeParse(example.state);
    expect(parsed.success, `example "${example.label}" of ${meta.path}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  }
}

/**
 * Runs `fn` and returns the {@link ToolInputError} it throws, so a test can check its message
 * and position.
 *
 * @param fn - the call expected to reject its input.
 * @returns the error.
 * @throws AssertionError when `fn` returns, or throws anything else.
 */
export function expectToolInputError(fn: () => unknown): ToolInputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return error as ToolInputError;
  }
  throw new Error('expected a ToolInputError');
}

/** Inputs a user could paste: any text, unicode, control characters, huge and empty strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom('', ' ', '\0', '\uFEFF', '\uD800', '\uDFFF', '%', '%%', '{', '[', '"', '\\', '\n\r\t', '0'.repeat(10_000), 'a'.repeat(200_000), '😀'.repeat(1000)),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => String.fromCharCode(...bytes)),
);

/**
 * Fuzzes a logic function: for any input from `arbitrary` it must return or throw a
 * {@link ToolInputError} with a message meant for users; any other exception (TypeError,
 * RangeError from a library…) fails the test.
 *
 * @param fn - the function under test, taking one generated input.
 * @param arbitrary - the inputs (defaults to {@link hostileText}).
 * @param runs - number of runs (default 200).
 */
export function fuzzToolFunction<T>(fn: (input: T) => unknown, arbitrary: fc.Arbitrary<T> = hostileText as unknown as fc.Arbitrary<T>, runs = 200): void {
  fc.assert(
    fc.property(arbitrary, (input) => {
      try {
        fn(input);
      } catch (error) {
        if (!(error instanceof ToolInputError)) throw new Error(`Not a ToolInputError: ${String(error)}`, { cause: error });
        expect(error.message.length).toBeGreaterThan(0);
      }
    }),
    { numRuns: runs },
  );
}

/** Async variant of {@link fuzzToolFunction} for logic that returns a promise. */
export async function fuzzAsyncToolFunction<T>(fn: (input: T) => Promise<unknown>, arbitrary: fc.Arbitrary<T> = hostileText as unknown as fc.Arbitrary<T>, runs = 100): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      try {
        await fn(input);
      } catch (error) {
        if (!(error instanceof ToolInputError)) throw new Error(`Not a ToolInputError: ${String(error)}`, { cause: error });
      }
    }),
    { numRuns: runs },
  );
}
