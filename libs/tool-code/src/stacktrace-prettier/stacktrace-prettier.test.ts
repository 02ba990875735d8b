import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { stacktracePrettierTool } from './meta.js';
import { stacktracePrettierState } from './state.js';
import { detectStackLanguage, formatStackTrace, parseStackTrace, stackTraceToMarkdown, type StackFrame } from './stacktrace-prettier.js';
import {
  DOTNET_TRACE,
  FIREFOX_TRACE,
  JAVA_MODULE_TRACE,
  JAVA_TRACE,
  NODE_TRACE,
  PYTHON_LIBRARY_TRACE,
  PYTHON_RECURSION_TRACE,
  PYTHON_TRACE,
} from './samples.js';

const brief = (f: StackFrame) => [f.function, f.file, f.line, f.column, f.library ? 'lib' : 'app'];

describe('detectStackLanguage', () => {
  it('recognises each runtime from its frames', () => {
    expect(detectStackLanguage(NODE_TRACE)).toBe('javascript');
    expect(detectStackLanguage(FIREFOX_TRACE)).toBe('javascript');
    expect(detectStackLanguage(JAVA_TRACE)).toBe('java');
    expect(detectStackLanguage(JAVA_MODULE_TRACE)).toBe('java');
    expect(detectStackLanguage(DOTNET_TRACE)).toBe('dotnet');
    expect(detectStackLanguage(PYTHON_TRACE)).toBe('python');
    expect(detectStackLanguage(PYTHON_LIBRARY_TRACE)).toBe('python');
    expect(detectStackLanguage('just some text')).toBeNull();
  });
});

describe('parseStackTrace', () => {
  it('reads a Node.js (V8) trace, Express frames as library frames', () => {
    const trace = parseStackTrace(NODE_TRACE);
    expect(trace.language).toBe('javascript');
    expect(trace.exceptions).toHaveLength(1);
    const [error] = trace.exceptions;
    expect([error!.type, error!.message]).toEqual(['TypeError', "Cannot read properties of undefined (reading 'id')"]);
    expect(brief(error!.frames[0]!)).toEqual(['getUser', '/srv/app/src/routes/users.js', 14, 31, 'app']);
    expect(brief(error!.frames[1]!)).toEqual([
      'Layer.handle [as handle_request]',
      '/srv/app/node_modules/express/lib/router/layer.js',
      95,
      5,
      'lib',
    ]);
    expect(brief(error!.frames[5]!)).toEqual(['', '/srv/app/node_modules/express/lib/router/index.js', 284, 15, 'lib']);
    expect(brief(error!.frames[8]!)).toEqual(['async Promise.all', '<index 0>', undefined, undefined, 'lib']);
    expect(brief(error!.frames[9]!)).toEqual(['async loadAll', 'file:///srv/app/src/load.mjs', 7, 3, 'app']);
    expect([trace.frameCount, trace.appFrameCount, trace.libraryFrameCount]).toEqual([10, 2, 8]);
    expect(trace.skipped).toEqual([]);
  });

  it("reads MDN's Firefox example (function@url:line:column)", () => {
    const trace = parseStackTrace(FIREFOX_TRACE);
    expect(trace.exceptions[0]!.type).toBe('');
    expect(trace.exceptions[0]!.frames.map(brief)).toEqual([
      ['trace', 'file:///C:/example.html', 9, 17, 'app'],
      ['b', 'file:///C:/example.html', 16, 13, 'app'],
      ['a', 'file:///C:/example.html', 19, 13, 'app'],
      ['', 'file:///C:/example.html', 21, 9, 'app'],
    ]);
  });

  it("reads the Throwable.printStackTrace Javadoc's example: causes and '... n more'", () => {
    const trace = parseStackTrace(JAVA_TRACE);
    expect(trace.exceptions.map((e) => [e.relation, e.type, e.message, e.frames.length, e.omitted])).toEqual([
      ['first', 'HighLevelException', 'MidLevelException: LowLevelException', 2, 0],
      ['caused-by', 'MidLevelException', 'LowLevelException', 3, 1],
      ['caused-by', 'LowLevelException', '', 3, 3],
    ]);
    expect(brief(trace.exceptions[2]!.frames[0]!)).toEqual(['Junk.e', 'Junk.java', 30, undefined, 'app']);
  });

  it('reads Java module frames, thread headers and Native Method', () => {
    const trace = parseStackTrace(JAVA_MODULE_TRACE);
    const [outer, cause] = trace.exceptions;
    expect([outer!.type, outer!.message]).toEqual(['java.lang.IllegalStateException', 'Failed to execute CommandLineRunner']);
    expect(outer!.frames.map(brief)).toEqual([
      ['org.springframework.boot.SpringApplication.callRunner', 'SpringApplication.java', 772, undefined, 'lib'],
      ['com.example.demo.DemoApplication.main', 'DemoApplication.java', 10, undefined, 'app'],
      ['jdk.internal.reflect.NativeMethodAccessorImpl.invoke0', 'Native Method', undefined, undefined, 'lib'],
    ]);
    expect([cause!.relation, cause!.type, cause!.message]).toEqual([
      'caused-by',
      'java.lang.NullPointerException',
      'Cannot invoke "String.length()" because "name" is null',
    ]);
    expect(cause!.omitted).toBe(2);
  });

  it('reads a .NET trace with an inner exception; frames after the inner trace belong to the outer one', () => {
    const trace = parseStackTrace(DOTNET_TRACE);
    expect(trace.language).toBe('dotnet');
    const [outer, inner] = trace.exceptions;
    expect([outer!.type, outer!.message]).toEqual(['System.InvalidOperationException', 'Could not load the settings.']);
    expect([inner!.relation, inner!.type]).toEqual(['inner', 'System.IO.FileNotFoundException']);
    expect(inner!.message).toBe("Could not find file 'C:\\app\\settings.json'.\nFile name: 'C:\\app\\settings.json'");
    expect(inner!.frames.map(brief)).toEqual([
      [
        'Microsoft.Win32.SafeHandles.SafeFileHandle.CreateFile(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options)',
        '',
        undefined,
        undefined,
        'lib',
      ],
      ['System.IO.File.ReadAllText(String path)', '', undefined, undefined, 'lib'],
      ['MyApp.Settings.Load(String path)', 'C:\\src\\MyApp\\Settings.cs', 21, undefined, 'app'],
    ]);
    expect(outer!.frames.map(brief)).toEqual([
      ['MyApp.Settings.Load(String path)', 'C:\\src\\MyApp\\Settings.cs', 25, undefined, 'app'],
      ['MyApp.Program.Main(String[] args)', 'C:\\src\\MyApp\\Program.cs', 9, undefined, 'app'],
    ]);
  });

  it("reads the Python tutorial's exception chain", () => {
    const trace = parseStackTrace(PYTHON_TRACE);
    expect(trace.exceptions.map((e) => [e.relation, e.type, e.message, e.frames.map((f) => `${f.function}@${f.line}`)])).toEqual([
      ['first', 'ConnectionError', '', ['<module>@2', 'func@2']],
      ['direct-cause', 'RuntimeError', 'Failed to open database', ['<module>@4']],
    ]);
  });

  it('reads Python source lines, skips 3.11 caret lines and marks the standard library', () => {
    const trace = parseStackTrace(PYTHON_LIBRARY_TRACE);
    const [error] = trace.exceptions;
    expect([error!.type, error!.message]).toEqual(['json.decoder.JSONDecodeError', 'Expecting value: line 1 column 1 (char 0)']);
    expect(error!.frames.map((f) => [f.function, f.code, f.library])).toEqual([
      ['checkout', 'order = json.loads(request.data)', false],
      ['loads', 'return _default_decoder.decode(s)', true],
      ['raw_decode', 'raise JSONDecodeError("Expecting value", s, err.value) from None', true],
    ]);
    expect(trace.skipped).toEqual([]);
  });

  it('groups repeated frames (recursion), including Python\'s "[Previous line repeated n more times]"', () => {
    const trace = parseStackTrace(PYTHON_RECURSION_TRACE);
    expect(trace.exceptions[0]!.frames.map((f) => [f.function, f.repeat])).toEqual([
      ['<module>', 1],
      ['f', 3 + 996],
    ]);
    const js = parseStackTrace(
      'RangeError: Maximum call stack size exceeded\n' + '    at f (/a.js:1:15)\n'.repeat(5) + '    at Object.<anonymous> (/a.js:2:1)',
    );
    expect(js.exceptions[0]!.frames.map((f) => f.repeat)).toEqual([5, 1]);
  });

  it('adds library patterns given by the user (substring or * wildcard)', () => {
    const plain = parseStackTrace(JAVA_MODULE_TRACE);
    expect(plain.exceptions[1]!.frames[0]!.library).toBe(false);
    const withPattern = parseStackTrace(JAVA_MODULE_TRACE, { libraryPatterns: ['com.example.*.Greeter'] });
    expect(withPattern.exceptions[1]!.frames.map((f) => f.library)).toEqual([true, false]);
    expect(parseStackTrace(NODE_TRACE, { libraryPatterns: ['routes/'] }).exceptions[0]!.frames[0]!.library).toBe(true);
  });

  it('reads a trace pasted as a JSON string, and skips log lines around it', () => {
    const trace = parseStackTrace(JSON.stringify('Error: boom\n    at main (/app/main.js:3:9)'));
    expect(trace.exceptions[0]!.frames.map(brief)).toEqual([['main', '/app/main.js', 3, 9, 'app']]);
    const logged = parseStackTrace('2026-11-28 12:00:01 ERROR request failed\nError: boom\n    at main (/app/main.js:3:9)');
    expect(logged.skipped).toEqual([{ line: 1, text: '2026-11-28 12:00:01 ERROR request failed' }]);
    expect(logged.exceptions[0]!.type).toBe('Error');
  });

  it('follows the chosen language over detection', () => {
    expect(() => parseStackTrace(NODE_TRACE, { language: 'python' })).toThrow('No Python stack frame found in the input.');
  });

  it('rejects empty input and text without frames', () => {
    expect(() => parseStackTrace('')).toThrow(ToolInputError);
    expect(() => parseStackTrace('hello\nworld')).toThrow(/No stack frame found/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseStackTrace(s));
    fuzzToolFunction((s: string) => formatStackTrace(parseStackTrace(`Error: x\n    at f (${s}:1:2)`)));
  });

  it('keeps every generated V8 frame (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z_$][\w$]{0,10}$/);
    const file = fc.stringMatching(/^\/[a-z]{1,8}(\/[a-z]{1,8}){0,3}\.js$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, file, fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 1, max: 999 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (frames) => {
          const text = ['Error: generated', ...frames.map(([n, f, l, c]) => `    at ${n} (${f}:${l}:${c})`)].join('\n');
          const parsed = parseStackTrace(text, { language: 'javascript' }).exceptions[0]!.frames;
          const expanded = parsed.flatMap((p) => Array.from({ length: p.repeat }, () => [p.function, p.file, p.line, p.column]));
          return JSON.stringify(expanded) === JSON.stringify(frames);
        },
      ),
    );
  });
});

describe('formatStackTrace and stackTraceToMarkdown', () => {
  it('writes aligned text, app frames marked, library frames hideable', () => {
    const trace = parseStackTrace(JAVA_TRACE);
    const text = formatStackTrace(trace);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'HighLevelException: MidLevelException: LowLevelException',
      '  > Junk.a     Junk.java:13',
      '  > Junk.main  Junk.java:4',
    ]);
    expect(text).toContain('Caused by: LowLevelException');
    expect(text).toContain('    … 3 more (as above)');
    const hidden = formatStackTrace(parseStackTrace(NODE_TRACE), { hideLibrary: true });
    expect(hidden).toContain('    … 8 library frames\n');
    expect(hidden).not.toContain('node_modules');
  });

  it('writes a Markdown table per exception with pipes escaped', () => {
    const md = stackTraceToMarkdown(parseStackTrace('Error: a | b\n    at f|g (/x.js:1:2)'));
    expect(md).toBe(
      '**Error: a \\| b**\n\n| # | Function | File | Line | Column | Kind |\n|---|---|---|---|---|---|\n| 1 | f\\|g | /x.js | 1 | 2 | app |\n',
    );
  });
});

describe('meta', () => {
  it('has examples that are valid states and parse', () => {
    expectExamplesMatchState(stacktracePrettierTool, stacktracePrettierState);
    for (const { state } of stacktracePrettierTool.examples ?? []) {
      const s = stacktracePrettierState.schema.parse(state);
      expect(parseStackTrace(s.input, { language: s.language }).frameCount).toBeGreaterThan(0);
    }
  });
});
