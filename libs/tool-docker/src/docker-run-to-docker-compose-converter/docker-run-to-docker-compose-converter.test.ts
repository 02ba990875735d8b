import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { validateComposeText } from '../shared/compose-validate.js';
import { sample } from '../shared/samples.js';
import { dockerRunToDockerComposeConverterTool } from './meta.js';
import { dockerRunToDockerComposeConverterState } from './state.js';
import { dockerRunToCompose } from './docker-run-to-docker-compose-converter.js';

const base = { existing: '', format: 'latest' as const, indent: 2 };

describe('dockerRunToCompose', () => {
  it("turns the images' documented commands into a Compose file the schema accepts", () => {
    const { yaml, notes } = dockerRunToCompose(sample('docker-runs.sh'), base);
    expect(validateComposeText(yaml).issues).toEqual([]);
    const doc = parse(yaml);
    expect(Object.keys(doc.services)).toEqual(['some-postgres', 'some-nginx', 'some-redis', 'portainer']);
    expect(doc.services.portainer.ports).toEqual(['8000:8000', '9443:9443']);
    // YAML 1.1 readers take an unquoted 22:22 as a base-60 number: port mappings are quoted
    expect(yaml).toContain('      - "8000:8000"\n');
    expect(doc.volumes).toEqual({ portainer_data: {} });
    expect(doc.version).toBeUndefined();
    expect(notes).toEqual([]);
  });
  it('writes the 2.x format with limits as mem_limit/cpus (composeverter) and the chosen indent', () => {
    const { yaml } = dockerRunToCompose('docker run -m 1g --cpus 2 -p 80:80 nginx', { ...base, format: 'v2x', indent: 4 });
    const doc = parse(yaml);
    expect(doc.version).toBe('2.4');
    expect(doc.services.nginx).toMatchObject({ image: 'nginx', mem_limit: '1g', cpus: '2' });
    expect(yaml).toMatch(/^services:\n {4}nginx:\n {8}image: nginx$/m);
  });
  it('adds to an existing Compose file without clobbering its services', () => {
    const existing = 'services:\n  nginx:\n    image: nginx:1.25\nvolumes:\n  old: {}\n';
    const doc = parse(dockerRunToCompose('docker run -v data:/d nginx', { ...base, existing }).yaml);
    expect(Object.keys(doc.services)).toEqual(['nginx', 'nginx-2']);
    expect(doc.services.nginx.image).toBe('nginx:1.25');
    expect(doc.volumes).toEqual({ old: {}, data: {} });
  });
  it('names the field in errors of the existing file', () => {
    expect(() => dockerRunToCompose('docker run nginx', { ...base, existing: 'services: [' })).toThrow(/^Existing Compose file: Line 1/);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerRunToDockerComposeConverterTool, dockerRunToDockerComposeConverterState);
    for (const ex of dockerRunToDockerComposeConverterTool.examples ?? []) {
      const s = dockerRunToDockerComposeConverterState.schema.parse(ex.state);
      expect(dockerRunToCompose(s.input, s).yaml).toMatch(/services:/);
    }
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => dockerRunToCompose(s, base));
    fuzzToolFunction((s: string) => dockerRunToCompose('docker run nginx', { ...base, existing: s }));
  });
});
