// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { needsOwnDocument, routeStatus } from '../routes';
import { toolIndex } from '../tools/tool-index';
import { DEMOS } from './demos';

describe('component demo area', () => {
  it('exists only in development', () => {
    expect(routeStatus('/c-lib', 'development')).toBe(200);
    expect(routeStatus('/c-lib/button', 'development')).toBe(200);
    for (const env of ['production', 'preview', 'test']) {
      expect(routeStatus('/c-lib', env)).toBe(404);
      expect(routeStatus('/c-lib/button', env)).toBe(404);
    }
  });

  it('has one demo per widget of the spec', () => {
    expect(DEMOS.map((d) => d.name)).toEqual([
      'alert', 'button', 'buttons-select', 'card', 'collapse', 'file-upload', 'input-text', 'link',
      'markdown', 'modal-value', 'modal', 'select', 'table', 'text-copyable', 'tooltip',
    ]);
  });
});

describe('routeStatus', () => {
  it('answers 200 for the pages, ignoring a trailing slash and letter case as the router does', () => {
    expect(routeStatus('/', 'production')).toBe(200);
    expect(routeStatus('/about', 'production')).toBe(200);
    for (const tool of toolIndex) expect(routeStatus(tool.path, 'production')).toBe(200);
    expect(routeStatus('/Hash-Text/', 'production')).toBe(200);
  });

  it('answers 301 for a former path of a tool and 404 for anything else', () => {
    const formerPaths = toolIndex.flatMap((tool) => tool.redirectFrom ?? []);
    expect(formerPaths).toContain('/json-viewer');
    for (const path of formerPaths) expect(routeStatus(path, 'production')).toBe(301);
    expect(routeStatus('/no-such-tool', 'production')).toBe(404);
    expect(routeStatus('/hash-text/extra', 'production')).toBe(404);
  });
});

describe('needsOwnDocument', () => {
  const apiTester = { path: '/api-tester' as const, network: ['*'] };
  it('reloads a tool that contacts any host when the document was loaded for another route', () => {
    expect(needsOwnDocument(apiTester, '/')).toBe(true);
    expect(needsOwnDocument(apiTester, '/websocket-tester')).toBe(true);
  });
  it('keeps the document loaded for the tool, one without a route (dev server, offline fallback), and every other tool', () => {
    expect(needsOwnDocument(apiTester, '/api-tester')).toBe(false);
    expect(needsOwnDocument(apiTester, '/API-Tester/')).toBe(false);
    expect(needsOwnDocument(apiTester, undefined)).toBe(false);
    expect(needsOwnDocument({ path: '/my-ip', network: ['api64.ipify.org'] }, '/')).toBe(false);
    expect(needsOwnDocument({ path: '/hash-text' }, '/')).toBe(false);
  });
});
