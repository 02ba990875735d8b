import { describe, expect, it } from 'vitest';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { validateComposeText } from './compose-validate.js';
import { locatePointer, parseYamlWithLines } from './compose-yaml.js';
import { sample } from './samples.js';

const brief = (text: string) =>
  validateComposeText(text).issues.map((i) => `${i.severity} ${i.line ?? '?'}:${i.column ?? '?'} ${i.message}`);

describe('validateComposeText', () => {
  it('accepts the awesome-compose WordPress + MySQL file', () => {
    expect(brief(sample('wordpress-mysql.compose.yaml'))).toEqual([]);
  });
  it('accepts the Traefik quick start, warning about the obsolete version', () => {
    expect(brief(sample('traefik.compose.yaml'))).toEqual([
      'warning 1:1 The top-level "version" is obsolete: Compose ignores it. Remove it.',
    ]);
  });
  it('reports schema errors at their line and column, the most specific first', () => {
    const text = [
      'services:', //                              1
      '  web:', //                                 2
      '    image: nginx', //                       3
      '    prots: ["80:80"]', //                   4  unknown key
      '    restart: 3', //                         5  wrong type
      '    depends_on:', //                        6
      '      db: {condition: service_ready}', //   7  bad enum value
      '  db:', //                                  8
      '    image: postgres', //                    9
      '    ports:', //                             10
      '      - {target: 5432, foo: 1}', //         11 unknown key in long syntax
      'x-anything: {ok: true}', //                 12 extensions are fine
    ].join('\n');
    expect(brief(text)).toEqual([
      'error 4:5 Unknown key "prots" in services.web.',
      'error 5:14 services.web.restart must be text.',
      'error 7:23 services.web.depends_on.db.condition must be one of: service_started, service_healthy, service_completed_successfully.',
      'error 11:24 Unknown key "foo" in services.db.ports[0].',
    ]);
  });
  it('says which forms a value may take when it matches none', () => {
    expect(brief('services:\n  a:\n    image: x\n    ports: [true]\n')).toEqual([
      'error 4:13 services.a.ports[0] must be a number or text or a mapping.',
    ]);
  });
  it('checks what the schema cannot: references, image or build, duplicate host ports, links', () => {
    const text = [
      'services:',
      '  web:',
      '    build: .',
      '    ports: ["8080:80"]',
      '    depends_on: [cache]',
      '    networks: [front]',
      '    links: [api]',
      '    volumes: ["data:/data", "./src:/src"]',
      '  api:',
      '    ports: ["8080:3000"]',
    ].join('\n');
    expect(brief(text)).toEqual([
      'error 5:18 depends_on names "cache", which is not a service of this file.',
      'error 6:5 Network "front" is not declared under the top-level "networks".',
      'warning 7:5 links is legacy: services on the same network reach each other by name.',
      'error 8:15 Volume "data" is not declared under the top-level "volumes".',
      'error 9:3 Service "api" has neither an image nor a build.',
      'warning 10:13 Host port 8080 is already published by service "web".',
    ]);
  });
  it('stops at a YAML syntax error with its line and column', () => {
    expect(() => validateComposeText('services:\n  web:\n    image: nginx\n   ports: [80]\n')).toThrow(
      /^Line 4, column \d+: All mapping items must start at the same column/,
    );
    expect(() => validateComposeText('services:\n  a: 1\n  a: 2\n')).toThrow(/^Line 3/);
  });
  it('locates JSON pointers in the YAML', () => {
    const parsed = parseYamlWithLines('a:\n  b:\n    - x\n    - "y/z"\n');
    expect(locatePointer(parsed, '/a/b/1')).toEqual({ line: 4, column: 7 });
    expect(locatePointer(parsed, '/a/b', true)).toEqual({ line: 2, column: 3 });
    expect(locatePointer(parsed, '/a/missing')).toEqual({ line: 2, column: 3 });
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => validateComposeText(s));
  });
});
