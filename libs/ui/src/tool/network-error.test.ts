import { describe, expect, it } from 'vitest';
import { ToolInputError } from './tool-input-error.js';
import { checkResponse, explainNetworkError, NetworkError } from './network-error.js';

describe('explainNetworkError', () => {
  it('says the user is offline when the browser says so', () => {
    const error = explainNetworkError(new TypeError('Failed to fetch'), 'https://api64.ipify.org/?format=json', false);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error.kind).toBe('offline');
    expect(error.message).toContain('api64.ipify.org');
  });

  it('names the possible causes of an opaque network error, and mixed content for http://', () => {
    const https = explainNetworkError(new TypeError('Failed to fetch'), 'https://example.com/x');
    expect(https.kind).toBe('unreachable');
    expect(https.message).toContain('CORS');
    expect(https.message).not.toContain('https://');
    expect(explainNetworkError(new TypeError('Failed to fetch'), 'http://example.com/').message).toContain('https://');
  });

  it('tells timeouts and cancels from the AbortSignal reasons', () => {
    expect(explainNetworkError(new DOMException('t', 'TimeoutError'), 'https://a.example').kind).toBe('timeout');
    expect(explainNetworkError(new DOMException('a', 'AbortError'), 'https://a.example').kind).toBe('aborted');
  });

  it('keeps a NetworkError as it is', () => {
    const original = new NetworkError('http', 'x answered 500.', { status: 500 });
    expect(explainNetworkError(original, 'https://x')).toBe(original);
  });
});

describe('checkResponse', () => {
  it('passes 2xx and names host and status otherwise (RFC 9110 §15)', () => {
    const ok = { ok: true, status: 204, statusText: 'No Content', url: 'https://a.example/' };
    expect(checkResponse(ok)).toBe(ok);
    const failed = { ok: false, status: 429, statusText: 'Too Many Requests', url: '' };
    expect(() => checkResponse(failed, 'https://api.example.com/v1')).toThrow('api.example.com answered 429 Too Many Requests.');
    try {
      checkResponse(failed, 'https://api.example.com/v1');
    } catch (e) {
      expect((e as NetworkError).status).toBe(429);
    }
  });
});
