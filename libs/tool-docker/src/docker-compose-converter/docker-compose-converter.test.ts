import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { validateComposeText } from '../shared/compose-validate.js';
import { sample } from '../shared/samples.js';
import { dockerComposeConverterTool } from './meta.js';
import { dockerComposeConverterState } from './state.js';
import { convertComposeFormat, detectComposeFormat } from './docker-compose-converter.js';

const opts = { indent: 2, expandPorts: false, expandVolumes: false };
const V2 = 'version: "2.4"\nservices:\n  web:\n    image: nginx\n    mem_limit: 256m\n    cpus: 0.5\n    ports: ["8080:80"]\n';

describe('convertComposeFormat', () => {
  it('detects the format', () => {
    expect(detectComposeFormat({ web: { image: 'x' } })).toBe('v1');
    expect(detectComposeFormat({ version: '2.4', services: {} })).toBe('v2x');
    expect(detectComposeFormat({ version: 3, services: {} })).toBe('v3x');
    expect(detectComposeFormat({ services: {} })).toBe('latest');
    expect(() => detectComposeFormat({ version: '9', services: {} })).toThrow(ToolInputError);
    expect(() => detectComposeFormat({ foo: 1 })).toThrow(/no "services"/);
  });
  it('moves 2.x resource limits to deploy.resources in the Compose Specification, valid against its schema', () => {
    const { yaml, source } = convertComposeFormat(V2, 'latest', opts);
    expect(source).toBe('v2x');
    const doc = parse(yaml);
    expect(doc.version).toBeUndefined();
    expect(doc.name).toBeUndefined();
    expect(doc.services.web.deploy.resources.limits).toEqual({ memory: '256m', cpus: 0.5 });
    expect(validateComposeText(yaml).issues).toEqual([]);
  });
  it('goes back from 3.x to 2.x (deploy.resources → mem_limit/cpus)', () => {
    const v3 =
      'version: "3.8"\nservices:\n  web:\n    image: nginx\n    deploy:\n      resources:\n        limits: {memory: 50M, cpus: "0.5"}\n';
    const doc = parse(convertComposeFormat(v3, 'v2x', opts).yaml);
    expect(doc.version).toBe('2.4');
    expect(doc.services.web).toMatchObject({ mem_limit: '50M', cpus: '0.5' });
  });
  it('upgrades a version 1 file (services at the top) and explains dropped links', () => {
    const { yaml, source } = convertComposeFormat('web:\n  image: nginx\n  links: [db]\ndb:\n  image: postgres\n', 'v3x', opts);
    expect(source).toBe('v1');
    expect(Object.keys(parse(yaml).services)).toEqual(['web', 'db']);
  });
  it('writes long port syntax on demand', () => {
    const doc = parse(convertComposeFormat(V2, 'latest', { ...opts, expandPorts: true }).yaml);
    expect(doc.services.web.ports[0]).toMatchObject({ target: 80, published: '8080' });
  });
  it('keeps the WordPress file valid when converted to the Compose Specification', () => {
    expect(validateComposeText(convertComposeFormat(sample('wordpress-mysql.compose.yaml'), 'latest', opts).yaml).issues).toEqual([]);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeConverterTool, dockerComposeConverterState);
  });
  it('only ever throws ToolInputError', () => {
    for (const target of ['latest', 'v3x', 'v2x'] as const) fuzzToolFunction((s: string) => convertComposeFormat(s, target, opts));
  });
});
