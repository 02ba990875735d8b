import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedReadmes, logicExports, metaExportName } from './generate-package-readmes.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('family package READMEs', () => {
  it('list every tool of the package index (run node tools/scripts/generate-package-readmes.mjs)', () => {
    for (const { file, content } of expectedReadmes()) expect(readFileSync(file, 'utf8'), file).toBe(content);
  });

  it('name each meta export after the route', () => {
    expect(metaExportName('/hash-text')).toBe('hashTextTool');
    expect(metaExportName('/ipv4-subnet-calculator')).toBe('ipv4SubnetCalculatorTool');
    expect(metaExportName('/json-to-csharp')).toBe('jsonToCsharpTool');
  });

  it('group the index’s value exports by tool folder, leaving types out', () => {
    const hash = logicExports(join(root, 'libs/tool-hash'));
    expect(hash.get('hash-text')).toContain('hashTextAll');
    expect(hash.get('hash-text')).not.toContain('DigestEncoding');
  });
});
