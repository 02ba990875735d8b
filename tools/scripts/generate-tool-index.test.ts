import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFiles, familyTools, readMeta } from './generate-tool-index.mjs';

describe('generated tool index and extras', () => {
  it('are up to date with the meta.ts files (run node tools/scripts/generate-tool-index.mjs)', () => {
    for (const { file, content } of expectedFiles()) expect(readFileSync(file, 'utf8'), file).toBe(content);
  });

  it('refuse a meta field that is not a literal, naming the file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ht-index-'));
    const meta = join(dir, 'meta.ts');
    writeFileSync(meta, "const words = ['a'];\nexport const x = defineTool({\n  path: '/x',\n  name: 'X',\n  description: 'D',\n  keywords: words,\n  icon: 'IconX',\n  component: () => import('./XTool.js'),\n});\n");
    expect(() => readMeta(meta)).toThrow(/meta\.ts:6: this field must be a literal/);
    writeFileSync(meta, "export const x = defineTool({ path: '/x', name: 'X', description: 'D', keywords: [], icon: Icon, component: () => import('./XTool.js') });\n");
    expect(() => readMeta(meta)).toThrow(/must be a literal/);
  });

  it('read a family in the order of its tools array, with each tool’s loaders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ht-family-'));
    for (const [folder, name] of [['b-tool', 'bTool'], ['a-tool', 'aTool']] as const) {
      mkdirSync(join(dir, 'src', folder), { recursive: true });
      writeFileSync(
        join(dir, 'src', folder, 'meta.ts'),
        `export const ${name} = defineTool({ path: '/${folder}', name: '${folder}', description: 'd', keywords: ['k'], icon: 'IconHash', component: () => import('./Tool.js'), createdAt: '2026-01-01' });\n`,
      );
    }
    writeFileSync(join(dir, 'src/index.ts'), "import { aTool } from './a-tool/meta.js';\nimport { bTool } from './b-tool/meta.js';\nexport const tools = [bTool, aTool];\n");
    const tools = familyTools(dir);
    expect(tools.map((t) => [t.folder, t.exportName, t.componentImport, t.fields.createdAt])).toEqual([
      ['b-tool', 'bTool', './Tool.js', '2026-01-01'],
      ['a-tool', 'aTool', './Tool.js', '2026-01-01'],
    ]);
  });
});
