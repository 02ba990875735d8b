import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { userAgentParserTool } from './meta.js';
import { userAgentParserState } from './state.js';
import { MAX_USER_AGENT_LENGTH, parseUserAgent, parseUserAgents, UA_PARSER_VERSION } from './user-agent-parser.js';

// Vectors: the examples in ua-parser-js 1.0.41's readme (node_modules/ua-parser-js/readme.md), then
// user-agent strings whose meaning the vendors document (Microsoft: "Edg/" is Edge; Apple: "iPhone OS 17_5").
describe('parseUserAgent — ua-parser-js readme examples', () => {
  it('Chromium on Ubuntu', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/535.2 (KHTML, like Gecko) Ubuntu/11.10 Chromium/15.0.874.106 Chrome/15.0.874.106 Safari/535.2',
    );
    expect(r.browser).toMatchObject({ name: 'Chromium', version: '15.0.874.106' });
    expect(r.os).toEqual({ name: 'Ubuntu', version: '11.10' });
    expect(r.device).toEqual({ vendor: '', model: '', type: '' });
  });

  it('Konqueror on OpenBSD: KHTML engine, no OS version', () => {
    const r = parseUserAgent('Mozilla/5.0 (compatible; Konqueror/4.1; OpenBSD) KHTML/4.1.4 (like Gecko)');
    expect(r.os).toEqual({ name: 'OpenBSD', version: '' });
    expect(r.engine).toEqual({ name: 'KHTML', version: '4.1.4' });
  });

  it('BlackBerry PlayBook', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 1.0.0; en-US) AppleWebKit/534.11 (KHTML, like Gecko) Version/7.1.0.7 Safari/534.11',
    );
    expect(r.device.model).toBe('PlayBook');
    expect(r.os).toEqual({ name: 'RIM Tablet OS', version: '1.0.0' });
  });

  it('Motorola Xoom: an Android tablet', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (Linux; U; Android 3.0.1; en-us; Xoom Build/HWI69) AppleWebKit/534.13 (KHTML, like Gecko) Version/4.0 Safari/534.13',
    );
    expect(r.device).toEqual({ vendor: 'Motorola', model: 'Xoom', type: 'tablet' });
    expect(r.os).toEqual({ name: 'Android', version: '3.0.1' });
  });
});

describe('parseUserAgent — documented tokens', () => {
  it('"Edg/" is Microsoft Edge on Blink, Windows NT 10.0 is Windows 10, Win64; x64 is amd64', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    );
    expect(r.browser).toEqual({ name: 'Edge', version: '131.0.0.0', major: '131' });
    expect(r.engine.name).toBe('Blink');
    expect(r.os).toEqual({ name: 'Windows', version: '10' });
    expect(r.cpu.architecture).toBe('amd64');
  });

  it('Safari on iPhone: iOS 17.5 (underscores in the token), Apple iPhone, mobile', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect(r.os).toEqual({ name: 'iOS', version: '17.5' });
    expect(r.device).toEqual({ vendor: 'Apple', model: 'iPhone', type: 'mobile' });
    expect(r.engine.name).toBe('WebKit');
  });

  it('Firefox: Gecko with the rv: version', () => {
    const r = parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0');
    expect(r.browser.name).toBe('Firefox');
    expect(r.engine).toEqual({ name: 'Gecko', version: '133.0' });
  });

  it('gives empty parts for a string it does not know, and uses the MIT 1.x line', () => {
    const r = parseUserAgent('  curl/8.5.0 ');
    expect(r.ua).toBe('curl/8.5.0');
    expect(r.browser).toEqual({ name: '', version: '', major: '' });
    expect(UA_PARSER_VERSION).toMatch(/^1\./);
  });

  it('refuses an empty string (which ua-parser-js would read as this browser’s), several lines and over-long strings', () => {
    expect(expectToolInputError(() => parseUserAgent('   ')).message).toMatch(/Enter a user-agent string/);
    expect(expectToolInputError(() => parseUserAgent('a\nb')).message).toMatch(/one per line/);
    expect(expectToolInputError(() => parseUserAgent('x'.repeat(MAX_USER_AGENT_LENGTH + 1))).message).toMatch(/501 characters/);
  });
});

describe('parseUserAgents', () => {
  it('parses one string per line, skipping blank lines and naming the line of a bad one', () => {
    const rows = parseUserAgents('curl/8.5.0\r\n\nMozilla/5.0 (compatible; Konqueror/4.1; OpenBSD) KHTML/4.1.4 (like Gecko)\n');
    expect(rows.map((r) => r.line)).toEqual([1, 3]);
    expect(rows[1]?.os.name).toBe('OpenBSD');
    const error = expectToolInputError(() => parseUserAgents(`ok/1\n${'x'.repeat(600)}`));
    expect(error.message).toMatch(/^Line 2:/);
    expect(error.line).toBe(2);
  });

  it('gives one result per non-blank line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('curl/8.5.0', '', '  ', 'Mozilla/5.0 (X11; Linux x86_64)'), { minLength: 1, maxLength: 20 }),
        (lines) => {
          const filled = lines.filter((l) => l.trim() !== '').length;
          if (filled === 0) expect(() => parseUserAgents(lines.join('\n'))).toThrow();
          else expect(parseUserAgents(lines.join('\n'))).toHaveLength(filled);
        },
      ),
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each parsing to a browser or an OS', () => {
    expectExamplesMatchState(userAgentParserTool, userAgentParserState);
    for (const example of userAgentParserTool.examples ?? []) {
      for (const r of parseUserAgents(String(example.state.ua))) expect(r.browser.name || r.os.name).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseUserAgent(s));
    fuzzToolFunction((s: string) => parseUserAgents(s));
  });
});
