import { readFileSync } from 'node:fs';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import toolGenerator from './generator.js';

const root = new URL('../../../', import.meta.url);
const copy = ['apps/web/src/tools/registry.ts', 'apps/web/src/tools/tool-index.ts', 'apps/web/src/tools/tool-extras.ts', 'apps/web/src/tools/categories.ts', 'apps/web/package.json', 'libs/tool-units/package.json', 'libs/tool-units/src/index.ts'];

function workspace() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of copy) tree.write(file, readFileSync(new URL(file, root), 'utf8'));
  return tree;
}

describe('tool generator', () => {
  it('scaffolds a tool in an existing family and registers it in a category', async () => {
    const tree = workspace();
    await toolGenerator(tree, { name: 'Pressure converter', family: 'units', category: 'Measurement' });
    const dir = 'libs/tool-units/src/pressure-converter';
    for (const f of ['meta.ts', 'state.ts', 'pressure-converter.ts', 'pressure-converter.test.ts', 'PressureConverterTool.tsx']) {
      expect(tree.exists(`${dir}/${f}`), f).toBe(true);
    }
    expect(tree.exists('e2e/tools/pressure-converter.spec.ts')).toBe(true);
    expect(tree.read(`${dir}/meta.ts`, 'utf-8')).toContain("path: '/pressure-converter'");
    // Tools comply with the state contract from the start: a state schema, examples, and a test using both.
    expect(tree.read(`${dir}/meta.ts`, 'utf-8')).toMatch(/examples: \[\{ label: 'Example', state: \{ input: /);
    expect(tree.read(`${dir}/state.ts`, 'utf-8')).toContain('export const pressureConverterState');
    expect(tree.read(`${dir}/pressure-converter.test.ts`, 'utf-8')).toContain('expectExamplesMatchState(tool, pressureConverterState)');
    expect(tree.read(`${dir}/PressureConverterTool.tsx`, 'utf-8')).toContain('useToolState(pressureConverterState)');
    const index = tree.read('libs/tool-units/src/index.ts', 'utf-8')!;
    expect(index).toContain("import { tool as pressureConverter } from './pressure-converter/meta.js';");
    expect(index).toMatch(/export const tools: Tool\[\] = \[[^\]]*pressureConverter\]/);
    const categories = tree.read('apps/web/src/tools/categories.ts', 'utf-8')!;
    expect(categories).toMatch(/Measurement: \[[^\]]*'\/pressure-converter'\]/);
    expect(JSON.parse(tree.read('libs/tool-units/package.json', 'utf-8')!).exports['./pressure-converter']['@handy-tools/source']).toBe('./src/pressure-converter/pressure-converter.ts');
  });

  it('creates a new family package and wires it into the app', async () => {
    const tree = workspace();
    await toolGenerator(tree, { name: 'Roman numeral converter', family: 'math', category: 'Math', description: "Converts numbers to Roman numerals and back." });
    expect(JSON.parse(tree.read('libs/tool-math/package.json', 'utf-8')!).name).toBe('@handy-tools/tool-math');
    expect(tree.read('libs/tool-math/vite.config.ts', 'utf-8')).toContain('libraryConfig(import.meta.url)');
    expect(tree.read('libs/tool-math/src/index.ts', 'utf-8')).toMatch(/tools: Tool\[\] = \[romanNumeralConverter\]/);
    const registry = tree.read('apps/web/src/tools/registry.ts', 'utf-8')!;
    expect(registry).toContain("import { tools as mathTools } from '@handy-tools/tool-math';");
    expect(registry).toContain('  ...mathTools,');
    const index = tree.read('apps/web/src/tools/tool-index.ts', 'utf-8')!;
    expect(index).toContain("import { toolIndex as mathIndex } from '@handy-tools/tool-math/tool-index';");
    expect(index).toContain('  ...mathIndex,');
    expect(tree.read('apps/web/src/tools/tool-extras.ts', 'utf-8')).toContain("    import('@handy-tools/tool-math/tool-extras'),\n");
    expect(JSON.parse(tree.read('apps/web/package.json', 'utf-8')!).dependencies['@handy-tools/tool-math']).toBe('*');
    expect(tree.read('apps/web/src/tools/categories.ts', 'utf-8')).toMatch(/Math: \[[^\]]*'\/roman-numeral-converter'\]/);
  });

  it('refuses to overwrite an existing tool and rejects unknown categories', async () => {
    const tree = workspace();
    await toolGenerator(tree, { name: 'Speed converter', family: 'units', category: 'Measurement' });
    await expect(toolGenerator(tree, { name: 'Speed converter', family: 'units', category: 'Measurement' })).rejects.toThrow(/already exists/);
    await expect(toolGenerator(tree, { name: 'Other', family: 'units', category: 'Nope' })).rejects.toThrow(/Unknown category/);
  });
});
