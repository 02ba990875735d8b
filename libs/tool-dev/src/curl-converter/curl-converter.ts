import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The languages and libraries curlconverter writes, as `[id, label, curlconverter function, file extension]`.
 * Labels are names of languages and libraries (not translated).
 */
export const CURL_TARGETS = [
  ['ansible', 'Ansible', 'toAnsibleWarn', 'yml'],
  ['c', 'C (libcurl)', 'toCWarn', 'c'],
  ['cfml', 'ColdFusion (CFML)', 'toCFMLWarn', 'cfm'],
  ['clojure', 'Clojure (clj-http)', 'toClojureWarn', 'clj'],
  ['csharp', 'C# (HttpClient)', 'toCSharpWarn', 'cs'],
  ['dart', 'Dart (http)', 'toDartWarn', 'dart'],
  ['elixir', 'Elixir (HTTPoison)', 'toElixirWarn', 'ex'],
  ['go', 'Go (net/http)', 'toGoWarn', 'go'],
  ['har', 'HAR (HTTP Archive)', 'toHarStringWarn', 'har'],
  ['http', 'HTTP request', 'toHTTPWarn', 'http'],
  ['httpie', 'HTTPie', 'toHttpieWarn', 'sh'],
  ['java', 'Java (HttpClient)', 'toJavaWarn', 'java'],
  ['java-httpurlconnection', 'Java (HttpURLConnection)', 'toJavaHttpUrlConnectionWarn', 'java'],
  ['java-jsoup', 'Java (jsoup)', 'toJavaJsoupWarn', 'java'],
  ['java-okhttp', 'Java (OkHttp)', 'toJavaOkHttpWarn', 'java'],
  ['javascript', 'JavaScript (fetch)', 'toJavaScriptWarn', 'js'],
  ['javascript-jquery', 'JavaScript (jQuery)', 'toJavaScriptJqueryWarn', 'js'],
  ['javascript-xhr', 'JavaScript (XMLHttpRequest)', 'toJavaScriptXHRWarn', 'js'],
  ['json', 'JSON', 'toJsonStringWarn', 'json'],
  ['julia', 'Julia (HTTP.jl)', 'toJuliaWarn', 'jl'],
  ['kotlin', 'Kotlin (OkHttp)', 'toKotlinWarn', 'kt'],
  ['lua', 'Lua (LuaSocket)', 'toLuaWarn', 'lua'],
  ['matlab', 'MATLAB', 'toMATLABWarn', 'm'],
  ['node', 'Node.js (fetch)', 'toNodeWarn', 'js'],
  ['node-axios', 'Node.js (Axios)', 'toNodeAxiosWarn', 'js'],
  ['node-got', 'Node.js (got)', 'toNodeGotWarn', 'js'],
  ['node-http', 'Node.js (http)', 'toNodeHttpWarn', 'js'],
  ['node-ky', 'Node.js (Ky)', 'toNodeKyWarn', 'js'],
  ['node-fetch', 'Node.js (node-fetch)', 'toNodeFetchWarn', 'js'],
  ['node-request', 'Node.js (request)', 'toNodeRequestWarn', 'js'],
  ['node-superagent', 'Node.js (SuperAgent)', 'toNodeSuperAgentWarn', 'js'],
  ['objc', 'Objective-C (NSURLSession)', 'toObjectiveCWarn', 'm'],
  ['ocaml', 'OCaml (Cohttp)', 'toOCamlWarn', 'ml'],
  ['perl', 'Perl (LWP)', 'toPerlWarn', 'pl'],
  ['php', 'PHP (curl)', 'toPhpWarn', 'php'],
  ['php-guzzle', 'PHP (Guzzle)', 'toPhpGuzzleWarn', 'php'],
  ['php-requests', 'PHP (Requests)', 'toPhpRequestsWarn', 'php'],
  ['powershell', 'PowerShell (Invoke-RestMethod)', 'toPowershellRestMethodWarn', 'ps1'],
  ['powershell-webrequest', 'PowerShell (Invoke-WebRequest)', 'toPowershellWebRequestWarn', 'ps1'],
  ['python', 'Python (requests)', 'toPythonWarn', 'py'],
  ['python-http', 'Python (http.client)', 'toPythonHttpWarn', 'py'],
  ['r', 'R (httr)', 'toRWarn', 'r'],
  ['r-httr2', 'R (httr2)', 'toRHttr2Warn', 'r'],
  ['ruby', 'Ruby (Net::HTTP)', 'toRubyWarn', 'rb'],
  ['ruby-httparty', 'Ruby (HTTParty)', 'toRubyHttpartyWarn', 'rb'],
  ['rust', 'Rust (reqwest)', 'toRustWarn', 'rs'],
  ['swift', 'Swift (URLSession)', 'toSwiftWarn', 'swift'],
  ['wget', 'Wget', 'toWgetWarn', 'sh'],
] as const;

/** A target id: `python`, `javascript`, `go`… (see {@link CURL_TARGETS}). */
export type CurlTarget = (typeof CURL_TARGETS)[number][0];

/** The target ids, in the order of {@link CURL_TARGETS}. */
export const CURL_TARGET_IDS = CURL_TARGETS.map(([id]) => id) as unknown as readonly [CurlTarget, ...CurlTarget[]];

/** curlconverter's `to…Warn` functions: the code and `[kind, message]` warnings. */
type WarnFunction = (curl: string) => [string, [string, string][]];

/** The part of the curlconverter module this tool uses (its `to…Warn` exports). */
export type CurlconverterModule = Record<string, unknown>;

/** What {@link convertCurl} returns. */
export interface CurlConversion {
  /** The generated code. */
  code: string;
  /** curlconverter's warnings: options it ignored or could not translate, and shell features it did not evaluate. */
  warnings: { kind: string; message: string }[];
  /** The file extension for the target (`py`, `js`…), without a dot. */
  extension: string;
}

/** Loads curlconverter in Node (native tree-sitter). The browser passes its own loader (WASM from our origin). */
const loadInNode = (): Promise<CurlconverterModule> => import('curlconverter') as Promise<CurlconverterModule>;

/**
 * Cleans a pasted command: trims it and drops a shell prompt (`$ `, `# ` or `> `) before `curl`.
 * Lines continued with a backslash are left to the Bash parser, which understands them.
 *
 * @param input - the pasted command.
 * @returns the command, starting with `curl` when the text did, otherwise unchanged (curlconverter
 *   then says it must begin with curl).
 */
export function normalizeCurlCommand(input: string): string {
  return input.trim().replace(/^(?:[$>#]\s+)(?=curl\b)/, '');
}

/**
 * Turns curlconverter's error text into a location. Its messages end with the offending source line
 * and a caret line (`    ^^^^`); Bash parse errors also say "on line N".
 *
 * @param message - curlconverter's message.
 * @param command - the command it parsed.
 * @returns the message without the source excerpt (and without "on line N"), and the 1-based line
 *   and column when found.
 */
export function locateCurlError(message: string, command: string): { message: string; line?: number; column?: number } {
  const lines = message.split('\n');
  const caret = lines.length >= 3 ? lines[lines.length - 1] : undefined;
  if (caret === undefined || !/^\s*\^+\s*$/.test(caret)) return { message: message.trim() };
  const excerpt = lines[lines.length - 2] ?? '';
  const text = lines
    .slice(0, -2)
    .join(' ')
    .replace(/\s*:\s*$/, '')
    .trim();
  const column = caret.indexOf('^') + 1;
  const stated = /\s+on line (\d+)/.exec(text);
  let line = stated ? Number(stated[1]) : undefined;
  const said = stated ? text.replace(stated[0], '') : text;
  if (line === undefined) {
    const index = command.split('\n').findIndex((l) => l === excerpt);
    if (index >= 0) line = index + 1;
  }
  return { message: said, line, column };
}

/**
 * Converts a curl command (as written in a shell, or as Chrome/Firefox "Copy as cURL (bash)" gives it)
 * into code for another language or library, with curlconverter. The command is parsed as Bash with
 * tree-sitter, never run: `$(…)`, `$VAR` and `@file` are not evaluated (curlconverter warns about them).
 *
 * @param input - the curl command (several lines joined with `\` are fine; a leading `$ ` prompt is dropped).
 * @param target - the target id ({@link CURL_TARGETS}).
 * @param load - loads the curlconverter module; the default imports it (Node). In the browser pass a
 *   loader that points tree-sitter at the WASM files shipped with the app.
 * @returns the code, curlconverter's warnings, and the target's file extension.
 * @throws ToolInputError for an empty command, an unknown target, a Bash syntax error or a curl
 *   usage error (unknown option, missing value, no URL), with line and column when curlconverter gives them.
 * @see https://github.com/curlconverter/curlconverter (curlconverter 4), https://curl.se/docs/manpage.html
 */
export async function convertCurl(
  input: string,
  target: CurlTarget,
  load: () => Promise<CurlconverterModule> = loadInNode,
): Promise<CurlConversion> {
  const command = normalizeCurlCommand(input);
  if (command === '') throw new ToolInputError('Enter a curl command.');
  const entry = CURL_TARGETS.find(([id]) => id === target);
  if (!entry) throw new ToolInputError(`Unknown target language "${target}".`);
  if (command.includes('\0')) throw new ToolInputError('The command contains a NUL character, which a shell cannot pass to curl.');
  const module = await load();
  const convert = module[entry[2]] as WarnFunction | undefined;
  if (typeof convert !== 'function') throw new ToolInputError(`This version of curlconverter has no ${entry[1]} output.`);
  try {
    const [code, warnings] = convert(command);
    return { code, warnings: warnings.map(([kind, message]) => ({ kind, message })), extension: entry[3] };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const located = locateCurlError(text, command);
    const where = located.line !== undefined && located.column !== undefined ? ` (line ${located.line}, column ${located.column})` : '';
    const message = located.message.charAt(0).toUpperCase() + located.message.slice(1);
    throw new ToolInputError(`${message}${where}.`.replace(/([.!?])\.$/, '$1'), {
      line: located.line,
      column: located.column,
      cause: error,
    });
  }
}
