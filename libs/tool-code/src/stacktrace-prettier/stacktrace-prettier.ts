import { ToolInputError } from '@handy-tools/ui/kit';
import { parse as parseJsFrames } from 'stacktrace-parser';

/** The runtimes whose stack traces are read. */
export const STACK_LANGUAGES = ['javascript', 'java', 'dotnet', 'python'] as const;
/** One of {@link STACK_LANGUAGES}. */
export type StackLanguage = (typeof STACK_LANGUAGES)[number];

/** How an exception relates to the one before it in the trace. */
export type StackRelation =
  /** The first exception of the trace. */
  | 'first'
  /** Java `Caused by:`, Node `[cause]:`. */
  | 'caused-by'
  /** Java `Suppressed:`. */
  | 'suppressed'
  /** .NET ` ---> ` (an inner exception). */
  | 'inner'
  /** Python: "The above exception was the direct cause of the following exception". */
  | 'direct-cause'
  /** Python: "During handling of the above exception, another exception occurred". */
  | 'during-handling';

/** One frame (call site) of a trace. */
export interface StackFrame {
  /** Function or method as printed (`Object.<anonymous>`, `com.x.Y.main`, `Ns.C.M(String[] args)`, `<module>`); '' when none. */
  function: string;
  /** File, URL or module path; '' when the runtime printed none (`Native Method`, `<anonymous>` keep their text). */
  file: string;
  /** 1-based line, when printed. */
  line?: number;
  /** 1-based column, when printed (JavaScript only). */
  column?: number;
  /** Python: the source line printed under the frame. */
  code?: string;
  /** True for runtime and third-party frames (node_modules, java.*, System.*, site-packages…). */
  library: boolean;
  /** How many times this frame repeats in a row (recursion): 1 for a single frame. */
  repeat: number;
  /** 1-based line of the frame in the input. */
  inputLine: number;
}

/** One exception (or error) of a trace, with its frames in the order printed. */
export interface StackException {
  /** Type (`TypeError`, `java.lang.IllegalStateException`, `KeyError`); '' when the trace starts with frames. */
  type: string;
  /** The message (may span lines); '' when none. */
  message: string;
  relation: StackRelation;
  frames: StackFrame[];
  /** Java `... 5 more` (frames in common with the enclosing exception) and Node's `... 6 lines matching cause stack trace ...`. */
  omitted: number;
}

/** A parsed stack trace. */
export interface ParsedStackTrace {
  language: StackLanguage;
  /** In the order printed (Python prints the oldest exception first, Java and .NET the outermost). */
  exceptions: StackException[];
  /** Counts over all exceptions: frames (repeats counted once), app frames and library frames. */
  frameCount: number;
  appFrameCount: number;
  libraryFrameCount: number;
  /** Input lines that are neither a header, a message nor a frame (1-based line, text). */
  skipped: { line: number; text: string }[];
}

/** Options of {@link parseStackTrace}. */
export interface ParseStackTraceOptions {
  /** The runtime, or `'auto'` (default) to detect it from the frame syntax. */
  language?: StackLanguage | 'auto';
  /**
   * Extra library patterns, matched against a frame's file and function: plain text matches
   * as a substring (case-sensitive); `*` matches any run of characters (`com.acme.*`).
   */
  libraryPatterns?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Frame grammars

/** Java: `at [loader/][module@version/]pkg.Class.method(File.java:12)` plus logback's `~[jar:ver]`. */
const JAVA_FRAME = /^\s*at\s+(?:[^\s()/]*\/)*([^\s()/]+)\(([^()]*)\)(?:\s+~?\[[^\]]*\])?\s*$/;
const JAVA_LOCATION = /^(?:(Native Method|Unknown Source)|([^\s:()]+\.[A-Za-z]+)(?::(\d+))?)$/;
const JAVA_MORE = /^\s*\.\.\.\s*(\d+)\s+(?:more|common frames omitted)\s*$/;
/** .NET: `at Ns.Class.Method(args) in C:\path\File.cs:line 42`, Mono's `[0x00000] in <…>:0`. */
const DOTNET_FRAME = /^\s*at\s+(.+?\))(?:\s+\[0x[0-9a-f]+\])?(?:\s+in\s+(.+?)(?::line\s+(\d+)|:(\d+))?)?\s*$/i;
/** Python: `File "x.py", line 3, in f`. */
const PYTHON_FRAME = /^\s*File "(.*)", line (\d+)(?:, in (.*))?\s*$/;
const PYTHON_REPEAT = /^\s*\[Previous line repeated (\d+) more times?\]\s*$/;
/** V8's async frames that name no file: `at async Promise.all (index 0)`. */
const V8_NO_FILE = /^\s*at\s+(.+?)\s+\((index \d+|native|<anonymous>)\)\s*$/;
const V8_OMITTED = /^\s*\.\.\.\s*(\d+)\s+lines? matching cause stack trace\s*\.\.\.\s*$/;

type FrameParse = Omit<StackFrame, 'library' | 'repeat' | 'inputLine'> | null;

function parseJavaFrame(text: string): FrameParse {
  const m = JAVA_FRAME.exec(text);
  if (!m) return null;
  const loc = JAVA_LOCATION.exec(m[2]!.trim());
  if (!loc) return null;
  if (loc[1]) return { function: m[1]!, file: loc[1] };
  return { function: m[1]!, file: loc[2]!, ...(loc[3] ? { line: Number(loc[3]) } : {}) };
}

function parseDotnetFrame(text: string): FrameParse {
  if (parseJavaFrame(text)) return null;
  const m = DOTNET_FRAME.exec(text);
  if (!m) return null;
  const lineText = m[3] ?? m[4];
  return { function: m[1]!, file: m[2] ?? '', ...(lineText && lineText !== '0' ? { line: Number(lineText) } : {}) };
}

function parsePythonFrame(text: string): FrameParse {
  const m = PYTHON_FRAME.exec(text);
  return m ? { function: m[3] ?? '', file: m[1]!, line: Number(m[2]) } : null;
}

function parseJsFrame(text: string): FrameParse {
  if (!/^\s*at\s|@/.test(text) || parseJavaFrame(text) || /\sin\s.+:line\s\d+\s*$/.test(text)) return null;
  const noFile = V8_NO_FILE.exec(text);
  if (noFile) return { function: noFile[1]!, file: `<${noFile[2]!.replace(/^<|>$/g, '')}>` };
  const [frame] = parseJsFrames(text);
  if (!frame || !frame.file) return null;
  // A header such as "Error: a@b.c:1:2" must not read as a Firefox frame.
  if (
    !/^\s*at\s/.test(text) &&
    /\s/.test(text.slice(0, text.indexOf('@')).trim()) &&
    !/^\s*(global code|debugger eval code|[\w$.<>/[\] ]+)@/.test(text)
  )
    return null;
  return {
    function: frame.methodName === '<unknown>' ? '' : frame.methodName,
    file: frame.file,
    ...(frame.lineNumber ? { line: frame.lineNumber } : {}),
    ...(frame.column ? { column: frame.column } : {}),
  };
}

const FRAME_PARSERS: Record<StackLanguage, (text: string) => FrameParse> = {
  javascript: parseJsFrame,
  java: parseJavaFrame,
  dotnet: parseDotnetFrame,
  python: parsePythonFrame,
};

// ---------------------------------------------------------------------------------------------
// Library frames

const LIBRARY_RULES: Record<StackLanguage, (f: { function: string; file: string }) => boolean> = {
  javascript: ({ function: fn, file }) =>
    /(^|[/\\])node_modules[/\\]/.test(file) ||
    /^(node:|internal[/\\]|native$|<anonymous>$|<index \d+>$|<native>$)/.test(file) ||
    /^(chrome|moz|safari(-web)?)-extension:\/\//.test(file) ||
    /^webpack\/(bootstrap|runtime)/.test(file.replace(/^webpack:\/\/\/?/, 'webpack/')) ||
    (file === '' && fn !== ''),
  java: ({ function: fn, file }) =>
    /^(java|javax|jdk|sun|com\.sun|kotlin|kotlinx|scala|jakarta|org\.springframework|org\.apache|org\.junit|org\.hibernate|org\.eclipse|io\.netty|reactor|com\.google|com\.fasterxml|org\.slf4j|ch\.qos)\./.test(
      fn,
    ) || file === 'Native Method',
  dotnet: ({ function: fn }) => /^(System|Microsoft|MS\.Internal|Newtonsoft|Mono|Internal)\./.test(fn) || /^lambda_method\d*\(/.test(fn),
  python: ({ file }) =>
    /[/\\](site-packages|dist-packages)[/\\]/.test(file) ||
    /[/\\]lib[/\\]python\d+(\.\d+)?[/\\]/i.test(file) ||
    /[/\\]Lib[/\\]/.test(file) ||
    /^<frozen /.test(file),
};

function patternMatcher(patterns: readonly string[]): (text: string) => boolean {
  const regexes = patterns
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(
      (p) =>
        new RegExp(
          p
            .split('*')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*'),
        ),
    );
  return (text) => regexes.some((r) => r.test(text));
}

// ---------------------------------------------------------------------------------------------
// Detection

/**
 * Guesses the runtime of a stack trace from the syntax of its lines.
 *
 * @param input - the trace as text.
 * @returns the runtime whose frame syntax matches most lines (Python also from its
 *   `Traceback (most recent call last):` header), or null when no line is a frame.
 */
export function detectStackLanguage(input: string): StackLanguage | null {
  const lines = input.split(/\r\n|\r|\n/, 20_000);
  let best: StackLanguage | null = null;
  let bestScore = 0;
  for (const language of STACK_LANGUAGES) {
    let score = 0;
    for (const line of lines) if (line.length < 4000 && FRAME_PARSERS[language](line)) score += 1;
    if (language === 'python' && /^Traceback \(most recent call last\):/m.test(input)) score += 1;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Headers

interface Header {
  type: string;
  message: string;
  relation?: StackRelation;
}

/** `pkg.Type: message`, `Type`, `Exception in thread "main" pkg.Type: message`, `Uncaught TypeError: …`. */
function parseHeader(text: string, language: StackLanguage): Header | null {
  let rest = text.trim();
  let relation: StackRelation | undefined;
  const prefixes: [RegExp, StackRelation | undefined][] = [
    [/^Caused by:\s*/, 'caused-by'],
    [/^Suppressed:\s*/, 'suppressed'],
    [/^\[cause\]:\s*/, 'caused-by'],
    [/^--->\s*/, 'inner'],
    [/^Exception in thread "[^"]*"\s+/, undefined],
    [/^Unhandled exception\.\s*/i, undefined],
    [/^Uncaught\s+(\(in promise\)\s+)?/, undefined],
    [/^Unhandled Exception:\s*/i, undefined],
  ];
  for (const [re, rel] of prefixes) {
    const m = re.exec(rest);
    if (m) {
      rest = rest.slice(m[0].length);
      relation ??= rel;
    }
  }
  rest = rest.replace(/\s*\{$/, ''); // Node prints "[cause]: Error: x {" before an object's fields
  const m = /^([A-Za-z_$][\w$]*(?:[.$+`][\w$`]+)*(?:\[[^\]]*\])?)(?::\s?(.*))?$/.exec(rest);
  if (!m) return null;
  const type = m[1]!;
  const looksLikeType =
    language === 'javascript'
      ? /(Error|Exception|Rejection)$|^Error$|^[A-Z]\w*Error\b/.test(type) || m[2] !== undefined
      : language === 'python'
        ? /^[\w.]+$/.test(type) && (m[2] !== undefined || /(Error|Exception|Exit|Interrupt|Warning|Iteration)$/.test(type))
        : /[.$]/.test(type) || /(Error|Exception|Throwable)$/.test(type);
  if (!looksLikeType) return null;
  return { type, message: m[2] ?? '', ...(relation ? { relation } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Parser

/**
 * Reads a stack trace of JavaScript (V8 `at f (file:line:col)`, Firefox/Safari
 * `f@file:line:col`; frames through stacktrace-parser), Java (`at pkg.Class.method(File.java:12)`,
 * `Caused by:`, `Suppressed:`, `... 5 more`), .NET (`at Ns.Class.Method() in C:\File.cs:line 42`,
 * ` ---> ` inner exceptions) or Python (`Traceback (most recent call last):`, `File "x.py", line 3,
 * in f` and its source line, chained exceptions) into exceptions and frames. Frames repeated in a
 * row (recursion) are grouped; runtime and third-party frames are marked as library frames.
 *
 * @param input - the trace; may be surrounded by log lines (skipped and reported) or be a
 *   JSON string literal of a trace (`"Error: x\n    at …"` is unquoted first).
 * @param options - see {@link ParseStackTraceOptions}.
 * @returns the exceptions in the order printed and frame counts.
 * @throws ToolInputError when the input is empty or holds no frame of the language.
 * @see https://v8.dev/docs/stack-trace-api, https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/lang/Throwable.html#printStackTrace(),
 *   https://learn.microsoft.com/dotnet/api/system.exception.stacktrace, https://docs.python.org/3/library/traceback.html
 */
export function parseStackTrace(input: string, options: ParseStackTraceOptions = {}): ParsedStackTrace {
  const text = unquote(input);
  if (text.trim() === '') throw new ToolInputError('Paste a stack trace.');
  const language = options.language && options.language !== 'auto' ? options.language : detectStackLanguage(text);
  if (!language)
    throw new ToolInputError(
      'No stack frame found: paste a JavaScript, Java, .NET or Python stack trace (lines such as "at f (file.js:1:2)" or File "x.py", line 3).',
    );
  const parseFrame = FRAME_PARSERS[language];
  const isLibraryByRule = LIBRARY_RULES[language];
  const isUserLibrary = patternMatcher(options.libraryPatterns ?? []);
  const isLibrary = (f: { function: string; file: string }) => isLibraryByRule(f) || isUserLibrary(f.file) || isUserLibrary(f.function);

  const exceptions: StackException[] = [];
  const skipped: { line: number; text: string }[] = [];
  let current: StackException | null = null;
  let pendingRelation: StackRelation | null = null;
  /** .NET: outer exceptions waiting for their frames after "--- End of inner exception stack trace ---". */
  const outer: StackException[] = [];
  /** Python: frames read since "Traceback (most recent call last):", before the exception line. */
  let pythonFrames: StackFrame[] | null = null;

  const start = (header: Header): StackException => {
    const relation = header.relation ?? pendingRelation ?? (exceptions.length === 0 ? 'first' : 'caused-by');
    pendingRelation = null;
    const exception: StackException = { type: header.type, message: header.message, relation, frames: [], omitted: 0 };
    exceptions.push(exception);
    return exception;
  };
  const addFrame = (list: StackFrame[], parsed: NonNullable<FrameParse>, inputLine: number) => {
    const previous = list.at(-1);
    if (
      previous &&
      previous.function === parsed.function &&
      previous.file === parsed.file &&
      previous.line === parsed.line &&
      previous.column === parsed.column
    ) {
      previous.repeat += 1;
      return;
    }
    list.push({ ...parsed, library: isLibrary(parsed), repeat: 1, inputLine });
  };

  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const lineNo = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;

    if (language === 'python') {
      if (/^Traceback \(most recent call last\):$/.test(trimmed)) {
        pythonFrames = [];
        continue;
      }
      if (/^The above exception was the direct cause of the following exception:$/.test(trimmed)) {
        pendingRelation = 'direct-cause';
        continue;
      }
      if (/^During handling of the above exception, another exception occurred:$/.test(trimmed)) {
        pendingRelation = 'during-handling';
        continue;
      }
      const frame = parsePythonFrame(raw);
      if (frame) {
        pythonFrames ??= [];
        addFrame(pythonFrames, frame, lineNo);
        // The source line, and Python 3.11+'s ^^^ markers under it, belong to the frame.
        const next = lines[i + 1];
        if (next !== undefined && /^\s{4,}\S/.test(next) && !parsePythonFrame(next) && !PYTHON_REPEAT.test(next)) {
          const last = pythonFrames.at(-1)!;
          if (last.repeat === 1) last.code = next.trim();
          i += 1;
          while (i + 1 < lines.length && /^\s+[~^\s]+$/.test(lines[i + 1]!) && lines[i + 1]!.trim() !== '') i += 1;
        }
        continue;
      }
      const repeat = PYTHON_REPEAT.exec(raw);
      if (repeat && pythonFrames?.length) {
        pythonFrames.at(-1)!.repeat += Number(repeat[1]);
        continue;
      }
      if (pythonFrames) {
        const header = parseHeader(raw, language);
        if (header) {
          current = start(header);
          current.frames = pythonFrames;
          pythonFrames = null;
          continue;
        }
      } else if (current && current.frames.length > 0 && /^\S/.test(raw) === false) {
        current.message += `\n${trimmed}`;
        continue;
      }
      skipped.push({ line: lineNo, text: raw });
      continue;
    }

    const frame = parseFrame(raw);
    if (frame) {
      if (!current) current = start({ type: '', message: '' });
      addFrame(current.frames, frame, lineNo);
      continue;
    }
    const more = JAVA_MORE.exec(raw) ?? V8_OMITTED.exec(raw);
    if (more && current) {
      current.omitted += Number(more[1]);
      continue;
    }
    if (language === 'dotnet' && /^-{3} End of inner exception stack trace -{3}$/.test(trimmed)) {
      const outerException = outer.pop();
      if (outerException) current = outerException;
      continue;
    }
    if (/^-{3} End of stack trace from previous location( where exception was thrown)? -{3}$/.test(trimmed)) continue;
    if (
      language === 'javascript' &&
      /^[{}]$|^\w+: .*,?$/.test(trimmed) &&
      current &&
      current.frames.length > 0 &&
      !/^\[cause\]/.test(trimmed)
    ) {
      // Node prints an error's own properties ({ code: 'ERR_X' }) after its frames.
      if (/^[{}]$/.test(trimmed) || /^\s+\w+: /.test(raw)) continue;
    }
    const header = parseHeader(raw, language);
    if (header && (!current || current.frames.length > 0 || header.relation || current.type === '')) {
      if (language === 'dotnet') {
        // "Outer: m ---> Inner: m2" on one line (.NET Framework) or " ---> Inner" on its own line.
        const parts = raw.split(/\s--->\s/);
        if (parts.length > 1 && !/^\s*--->/.test(raw)) {
          let first = true;
          for (const part of parts) {
            const h = parseHeader(first ? part : `---> ${part}`, language);
            if (!h) break;
            if (current && !first) outer.push(current);
            current = start(h);
            first = false;
          }
          continue;
        }
        if (header.relation === 'inner' && current) outer.push(current);
      }
      if (current && current.type === '' && current.frames.length === 0) {
        current.type = header.type;
        current.message = header.message;
        continue;
      }
      current = start(header);
      continue;
    }
    if (current && current.frames.length === 0 && current.type !== '') {
      current.message += `\n${raw}`; // a message over several lines
      continue;
    }
    skipped.push({ line: lineNo, text: raw });
  }
  if (pythonFrames && pythonFrames.length > 0)
    exceptions.push({
      type: '',
      message: '',
      relation: pendingRelation ?? (exceptions.length ? 'caused-by' : 'first'),
      frames: pythonFrames,
      omitted: 0,
    });

  const frames = exceptions.flatMap((e) => e.frames);
  if (frames.length === 0) {
    const names: Record<StackLanguage, string> = { javascript: 'JavaScript', java: 'Java', dotnet: '.NET', python: 'Python' };
    throw new ToolInputError(`No ${names[language]} stack frame found in the input.`);
  }
  const libraryFrameCount = frames.filter((f) => f.library).length;
  return { language, exceptions, frameCount: frames.length, appFrameCount: frames.length - libraryFrameCount, libraryFrameCount, skipped };
}

/** A trace pasted as a JSON string literal ("Error: x\n    at …", from a log) is read as its text. */
function unquote(input: string): string {
  const t = input.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"') && t.includes('\\n')) {
    try {
      const value: unknown = JSON.parse(t);
      if (typeof value === 'string') return value;
    } catch {
      // not JSON: read as is
    }
  }
  return input;
}

// ---------------------------------------------------------------------------------------------
// Output

const RELATION_TEXT: Record<StackRelation, string> = {
  first: '',
  'caused-by': 'Caused by: ',
  suppressed: 'Suppressed: ',
  inner: 'Inner exception: ',
  'direct-cause': 'Direct cause of the next: ',
  'during-handling': 'While handling the above: ',
};

/** A frame's location as `file:line:column` (only the parts printed). */
export function frameLocation(frame: StackFrame): string {
  return [frame.file, frame.line, frame.column].filter((p) => p !== undefined && p !== '').join(':');
}

/**
 * Writes a parsed trace back as indented, aligned text: each exception's `Type: message`, then one
 * frame per line (`function  file:line:column`), library frames optionally left out (counted).
 *
 * @param trace - from {@link parseStackTrace}.
 * @param options - `hideLibrary`: replace runs of library frames by "… n library frames".
 * @returns the text, lines ending with LF.
 */
export function formatStackTrace(trace: ParsedStackTrace, options: { hideLibrary?: boolean } = {}): string {
  const out: string[] = [];
  for (const exception of trace.exceptions) {
    if (out.length > 0) out.push('');
    const title = exception.type ? `${exception.type}${exception.message ? `: ${exception.message}` : ''}` : '(no exception line)';
    out.push(`${RELATION_TEXT[exception.relation]}${title}`);
    const width = Math.min(60, Math.max(0, ...exception.frames.map((f) => f.function.length)));
    let hidden = 0;
    const flush = () => {
      if (hidden > 0) out.push(`    … ${hidden} library frame${hidden === 1 ? '' : 's'}`);
      hidden = 0;
    };
    for (const frame of exception.frames) {
      if (options.hideLibrary && frame.library) {
        hidden += 1;
        continue;
      }
      flush();
      const repeat = frame.repeat > 1 ? `  (×${frame.repeat})` : '';
      out.push(
        `  ${frame.library ? ' ' : '>'} ${(frame.function || '<anonymous>').padEnd(width)}  ${frameLocation(frame)}${repeat}`.trimEnd(),
      );
      if (frame.code) out.push(`      ${' '.repeat(width)}  ${frame.code}`);
    }
    flush();
    if (exception.omitted > 0) out.push(`    … ${exception.omitted} more (as above)`);
  }
  return out.join('\n');
}

/**
 * Writes a parsed trace as Markdown: a heading line per exception and a table of its frames
 * (#, function, file, line, column, kind), pipes and backticks in cells escaped.
 *
 * @param trace - from {@link parseStackTrace}.
 * @returns GitHub-flavoured Markdown.
 */
export function stackTraceToMarkdown(trace: ParsedStackTrace): string {
  const cell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, '\\`').replace(/\n/g, ' ');
  const out: string[] = [];
  for (const exception of trace.exceptions) {
    const title = exception.type ? `${exception.type}${exception.message ? `: ${exception.message}` : ''}` : '(no exception line)';
    out.push(
      `**${cell(RELATION_TEXT[exception.relation] + title)}**`,
      '',
      '| # | Function | File | Line | Column | Kind |',
      '|---|---|---|---|---|---|',
    );
    exception.frames.forEach((f, index) => {
      const repeat = f.repeat > 1 ? ` (×${f.repeat})` : '';
      out.push(
        `| ${index + 1} | ${cell(f.function || '<anonymous>')}${repeat} | ${cell(f.file)} | ${f.line ?? ''} | ${f.column ?? ''} | ${f.library ? 'library' : 'app'} |`,
      );
    });
    if (exception.omitted > 0) out.push(`| | … ${exception.omitted} more | | | | |`);
    out.push('');
  }
  return out.join('\n').trimEnd() + '\n';
}
