// Types of the `ua-parser-js` 1.0.x package (MIT), which ships none. API: node_modules/ua-parser-js/readme.md.
declare module 'ua-parser-js' {
  /** Fields of a result part; a field the user-agent string does not give is undefined. */
  export interface UAParserResult {
    ua: string;
    browser: { name?: string; version?: string; major?: string };
    engine: { name?: string; version?: string };
    os: { name?: string; version?: string };
    device: { vendor?: string; model?: string; type?: string };
    cpu: { architecture?: string };
  }
  /** The parser: `new UAParser(ua).getResult()`; an empty `ua` means this browser's `navigator.userAgent`. */
  interface UAParserInstance {
    getResult(): UAParserResult;
  }
  interface UAParserStatic {
    new (ua?: string): UAParserInstance;
    (ua?: string): UAParserResult;
    VERSION: string;
  }
  const UAParser: UAParserStatic;
  export default UAParser;
}
