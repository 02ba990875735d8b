import {
  formatStackTrace,
  parseStackTrace,
  stackTraceToMarkdown,
  type ParsedStackTrace,
  type ParseStackTraceOptions,
} from './stacktrace-prettier.js';

/** The tables show at most this many frames per exception; the text output has them all. */
export const SHOWN_FRAMES = 300;
/** The tables show at most this many exceptions. */
export const SHOWN_EXCEPTIONS = 50;

/** Options of {@link prettifyStackTrace}. */
export interface PrettifyJobOptions extends ParseStackTraceOptions {
  hideLibrary: boolean;
}

/** What the UI shows: the trace (cut to {@link SHOWN_EXCEPTIONS} exceptions of {@link SHOWN_FRAMES} frames; counts stay whole), its text and Markdown. */
export interface PrettifiedStackTrace {
  trace: ParsedStackTrace;
  /** Exceptions in the whole trace (the tables show the first {@link SHOWN_EXCEPTIONS}). */
  exceptionCount: number;
  /** Frames left out of the table, per exception. */
  hiddenFrames: number[];
  text: string;
  markdown: string;
}

/**
 * Parses a trace and writes its text and Markdown forms (one job, for the main thread or the worker).
 *
 * @param input - the trace.
 * @param options - language, library patterns, and whether the text folds library frames.
 * @returns see {@link PrettifiedStackTrace}.
 * @throws ToolInputError as {@link parseStackTrace}.
 */
export function prettifyStackTrace(input: string, options: PrettifyJobOptions): PrettifiedStackTrace {
  const full = parseStackTrace(input, options);
  const text = formatStackTrace(full, { hideLibrary: options.hideLibrary });
  const markdown = stackTraceToMarkdown(full);
  const shown = full.exceptions.slice(0, SHOWN_EXCEPTIONS);
  const hiddenFrames = shown.map((e) => Math.max(0, e.frames.length - SHOWN_FRAMES));
  const trace = {
    ...full,
    exceptions: shown.map((e) => ({ ...e, frames: e.frames.slice(0, SHOWN_FRAMES) })),
    skipped: full.skipped.slice(0, 50),
  };
  return { trace, exceptionCount: full.exceptions.length, hiddenFrames, text, markdown };
}
