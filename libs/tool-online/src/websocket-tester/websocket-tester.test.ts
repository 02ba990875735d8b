import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { websocketTesterTool } from './meta.js';
import { websocketTesterState } from './state.js';
import {
  checkClose,
  describeBinary,
  describeCloseCode,
  formatLog,
  formatLogEntry,
  openSocket,
  parseSubprotocols,
  parseWebSocketUrl,
  prepareMessage,
  type LogEntry,
} from './websocket-tester.js';

describe('parseWebSocketUrl (RFC 6455 §3, WHATWG WebSockets)', () => {
  it('accepts ws and wss, maps http(s) to ws(s), adds a token', () => {
    expect(parseWebSocketUrl(' wss://echo.example.com/s?x=1 ')).toBe('wss://echo.example.com/s?x=1');
    expect(parseWebSocketUrl('ws://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/');
    expect(parseWebSocketUrl('https://a.example/p')).toBe('wss://a.example/p');
    expect(parseWebSocketUrl('ws://a.example/p?x=1', 'a b&c')).toBe('ws://a.example/p?x=1&token=a+b%26c');
  });
  it('names what is wrong', () => {
    expect(() => parseWebSocketUrl('')).toThrow(/^URL: enter/);
    expect(() => parseWebSocketUrl('echo.example.com')).toThrow(/not an absolute address/);
    expect(() => parseWebSocketUrl('ftp://a.example')).toThrow(/"ftp:" is not a WebSocket scheme/);
    expect(() => parseWebSocketUrl('wss://a.example/#x')).toThrow(/fragment/);
  });
});

describe('parseSubprotocols (RFC 6455 §4.1)', () => {
  it('splits on commas and spaces', () => {
    expect(parseSubprotocols('graphql-transport-ws, chat  v2.json')).toEqual(['graphql-transport-ws', 'chat', 'v2.json']);
    expect(parseSubprotocols('  ')).toEqual([]);
  });
  it('refuses non-tokens and duplicates', () => {
    expect(() => parseSubprotocols('chat;v=1')).toThrow(/"chat;v=1" is not a valid name/);
    expect(() => parseSubprotocols('a, b, a')).toThrow(/"a" is listed twice/);
  });
});

describe('prepareMessage', () => {
  it('sends text as it is and validates JSON (RFC 8259)', () => {
    expect(prepareMessage('  hi ', 'text')).toBe('  hi ');
    expect(prepareMessage('{"a": [1]}', 'json')).toBe('{"a": [1]}');
    expect(() => prepareMessage('{"a": }', 'json')).toThrow(/^Message \(JSON\): Line 1, column 7/);
    expect(() => prepareMessage('', 'json')).toThrow(ToolInputError);
  });
});

describe('checkClose (RFC 6455 §5.5, §7.4; WHATWG close())', () => {
  it('allows 1000 and 3000–4999 and a reason up to 123 UTF-8 bytes', () => {
    expect(checkClose('1000', 'bye')).toEqual({ code: 1000, reason: 'bye' });
    expect(checkClose('4999', '')).toEqual({ code: 4999, reason: '' });
    expect(checkClose('', '')).toEqual({ code: undefined, reason: '' });
    expect(checkClose('', 'x')).toEqual({ code: 1000, reason: 'x' });
    expect(checkClose('3000', 'é'.repeat(61)).reason).toHaveLength(61); // 122 bytes
  });
  it('refuses codes reserved for the protocol and long reasons', () => {
    for (const code of ['1001', '1005', '1006', '2999', '5000']) expect(() => checkClose(code, ''), code).toThrow(/^Close code: /);
    expect(() => checkClose('abc', '')).toThrow(/not a number/);
    expect(() => checkClose('1000', 'é'.repeat(62))).toThrow(/124 bytes/);
  });
});

describe('describeCloseCode (RFC 6455 §7.4.1, IANA registry)', () => {
  it('names the codes', () => {
    expect(describeCloseCode(1000)).toBe('Normal Closure');
    expect(describeCloseCode(1001)).toBe('Going Away');
    expect(describeCloseCode(1006)).toMatch(/^Abnormal Closure/);
    expect(describeCloseCode(1009)).toBe('Message Too Big');
    expect(describeCloseCode(1011)).toBe('Internal Error');
    expect(describeCloseCode(1013)).toBe('Try Again Later');
    expect(describeCloseCode(3001)).toBe('registered for libraries and frameworks');
    expect(describeCloseCode(4321)).toBe('private use');
    expect(describeCloseCode(1004)).toBe('unassigned');
  });
});

describe('log', () => {
  it('formats entries with local time to the millisecond', () => {
    const time = new Date(2026, 10, 28, 9, 5, 7, 42).getTime();
    expect(formatLogEntry({ time, kind: 'sent', text: 'hi' })).toBe('09:05:07.042 → sent: hi');
    expect(formatLog([{ time, kind: 'received', text: 'a' }, { time, kind: 'close', text: 'code 1000 Normal Closure' }])).toBe(
      '09:05:07.042 ← received: a\n09:05:07.042 × closed: code 1000 Normal Closure',
    );
    expect(describeBinary(new Uint8Array([1, 2, 255]))).toBe('binary, 3 bytes: 01 02 ff');
  });
});

describe('openSocket against a ws server on 127.0.0.1', () => {
  let server: WebSocketServer;
  let port = 0;
  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: (protocols) => (protocols.has('chat') ? 'chat' : false) });
    server.on('connection', (socket) => {
      socket.on('message', (data, isBinary) => {
        const text = data.toString();
        if (text === 'binary please') socket.send(Buffer.from([0xde, 0xad]), { binary: true });
        else if (text === 'close please') socket.close(4001, 'asked to');
        else socket.send(isBinary ? data : `echo: ${text}`);
      });
    });
    await new Promise<void>((resolve) => server.on('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs the opening, messages both ways and the server close with its code and reason', async () => {
    const entries: LogEntry[] = [];
    let closed!: () => void;
    const done = new Promise<void>((resolve) => (closed = resolve));
    const states: string[] = [];
    let session!: ReturnType<typeof openSocket>;
    const opened = new Promise<void>((resolve) => {
      session = openSocket(parseWebSocketUrl(`ws://127.0.0.1:${port}/x`), parseSubprotocols('chat'), {
        entry: (e) => entries.push(e),
        state: (s) => {
          states.push(s);
          if (s === 'open') resolve();
          if (s === 'closed') closed();
        },
      });
    });
    await opened;
    const received = (n: number) => new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (entries.filter((e) => e.kind === 'received').length >= n) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    session.send('héllo');
    await received(1);
    session.send('binary please');
    await received(2);
    session.send('close please');
    await done;
    const lines = entries.map((e) => `${e.kind}: ${e.text}`);
    expect(lines).toEqual([
      `connecting: ws://127.0.0.1:${port}/x (offering chat)`,
      `open: connected to ws://127.0.0.1:${port}/x (subprotocol chat)`,
      'sent: héllo',
      'received: echo: héllo',
      'sent: binary please',
      'received: binary, 2 bytes: de ad',
      'sent: close please',
      'close: code 4001 private use, reason "asked to"',
    ]);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });

  it('closes with the code and reason the user chose', async () => {
    const serverSaw = new Promise<[number, string]>((resolve) => server.once('connection', (socket) => socket.on('close', (code, reason) => resolve([code, reason.toString()]))));
    const entries: LogEntry[] = [];
    await new Promise<void>((resolve) => {
      const session = openSocket(`ws://127.0.0.1:${port}/`, [], {
        entry: (e) => entries.push(e),
        state: (s) => {
          if (s === 'open') session.close(3003, 'done');
          if (s === 'closed') resolve();
        },
      });
    });
    expect(entries.at(-1)?.text).toBe('code 3003 registered for libraries and frameworks, reason "done"');
    expect(await serverSaw).toEqual([3003, 'done']);
  });

  it('explains a connection that cannot be made (1006)', async () => {
    const entries: LogEntry[] = [];
    await new Promise<void>((resolve) => {
      openSocket('ws://127.0.0.1:9/', [], { entry: (e) => entries.push(e), state: (s) => s === 'closed' && resolve() });
    });
    expect(entries.map((e) => e.kind)).toEqual(['connecting', 'error', 'close']);
    expect(entries[1]!.text).toMatch(/^Could not reach 127.0.0.1:9/);
    expect(entries[2]!.text).toMatch(/^code 1006 Abnormal Closure/);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states with valid addresses and messages', () => {
    expectExamplesMatchState(websocketTesterTool, websocketTesterState);
    for (const { state } of websocketTesterTool.examples ?? []) {
      const s = state as { url: string; message: string; format: 'text' | 'json'; protocols?: string };
      expect(() => parseWebSocketUrl(s.url)).not.toThrow();
      expect(() => prepareMessage(s.message, s.format)).not.toThrow();
      expect(() => parseSubprotocols(s.protocols ?? '')).not.toThrow();
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseWebSocketUrl(s, s));
    fuzzToolFunction((s: string) => parseSubprotocols(s));
    fuzzToolFunction((s: string) => prepareMessage(s, 'json'));
    fuzzToolFunction((s: string) => checkClose(s, s));
  });
});
