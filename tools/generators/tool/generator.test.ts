import { readFileSync } from 'node:fs';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import toolGenerator from './generator.js';

const root = new URL('../../../', import.meta.url);
const copy = ['apps/web/src/tools/registry.ts', 'apps/web/src/tools/tool-index.ts', 'apps/web/src/tools/tool-extras.ts', 'apps/web/src/tools/categories.ts', 'apps/web/package.json', 'libs/tool-units/package.json', 'libs/tool-units/src/index.ts', 'tools/catalogue/catalogue.tsv'];

function workspace() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of copy) tree.write(file, readFileSync(new URL(file, root), 'utf8'));
  return tree;
}

describe('tool generator', () => {
  it('scaffolds a tool in an existing family and registers it in a category', async () => {
    const tree = workspace();
    await toolGenerator(tree, { name: 'Pressure converter', family: 'units', category: 'Measurement', description: 'Converts pressures.' });
    const dir = 'libs/tool-units/src/pressure-converter';
    for (const f of ['meta.ts', 'state.ts', 'pressure-converter.ts', 'pressure-converter.test.ts', 'PressureConverterTool.tsx']) {
      expect(tree.exists(`${dir}/${f}`), f).toBe(true);
    }
    expect(tree.exists('e2e/tools/pressure-converter.spec.ts')).toBe(true);
    expect(tree.read(`${dir}/meta.ts`, 'utf-8')).toContain("path: '/pressure-converter'");
    // Tools comply with the state contract from the start: a state schema, examples, and a test using both.
    expect(tree.read(`${dir}/meta.ts`, 'utf-8')).toMatch(/examples: \[\{ label: 'Example', state: \{ input: /);
    expect(tree.read(`${dir}/state.ts`, 'utf-8')).toContain('export const pressureConverterState');
    expect(tree.read(`${dir}/pressure-converter.test.ts`, 'utf-8')).toContain('expectExamplesMatchState(pressureConverterTool, pressureConverterState)');
    expect(tree.read(`${dir}/PressureConverterTool.tsx`, 'utf-8')).toContain('useToolState(pressureConverterState)');
    const index = tree.read('libs/tool-units/src/index.ts', 'utf-8')!;
    expect(index).toContain("import { pressureConverterTool } from './pressure-converter/meta.js';");
    expect(index).toMatch(/export const tools: Tool\[\] = \[[^\]]*pressureConverterTool\]/);
    // Exported by name too, for embedding (`import { pressureConverterTool } from '@handy-tools/tool-units'`).
    expect(index).toMatch(/^export \{ [^}]*pressureConverterTool \};$/m);
    expect(tree.read(`${dir}/meta.ts`, 'utf-8')).toContain('export const pressureConverterTool = defineTool({');
    const categories = tree.read('apps/web/src/tools/categories.ts', 'utf-8')!;
    expect(categories).toMatch(/Measurement: \[[^\]]*'\/pressure-converter'\]/);
    expect(JSON.parse(tree.read('libs/tool-units/package.json', 'utf-8')!).exports['./pressure-converter']['@handy-tools/source']).toBe('./src/pressure-converter/pressure-converter.ts');
  });

  it('creates a new family package and wires it into the app, with family and category from the catalogue', async () => {
    const tree = workspace();
    // tools/catalogue/catalogue.tsv: /roman-numeral-converter is in tool-math, category Converter.
    await toolGenerator(tree, { name: 'Roman numeral converter', description: 'Converts numbers to Roman numerals and back.' });
    const pkg = JSON.parse(tree.read('libs/tool-math/package.json', 'utf-8')!);
    expect(pkg.name).toBe('@handy-tools/tool-math');
    // Publishable as generated: real ranges for internal packages, React and Lingui as peers.
    expect(pkg.dependencies['@handy-tools/ui']).toBe('^0.1.0');
    // Workers through the compute core, not hand-written clients.
    expect(pkg.dependencies['@handy-tools/compute']).toBe('^0.1.0');
    expect(pkg.dependencies.comlink).toMatch(/^\^4\./);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['@lingui/core', '@lingui/react', 'react', 'react-dom']);
    expect(tree.read('libs/tool-math/vite.config.ts', 'utf-8')).toContain('libraryConfig(import.meta.url)');
    expect(tree.read('libs/tool-math/src/index.ts', 'utf-8')).toMatch(/tools: Tool\[\] = \[romanNumeralConverterTool\]/);
    expect(tree.read('libs/tool-math/src/index.ts', 'utf-8')).toMatch(/^export \{ romanNumeralConverterTool \};$/m);
    const registry = tree.read('apps/web/src/tools/registry.ts', 'utf-8')!;
    expect(registry).toContain("import { tools as mathTools } from '@handy-tools/tool-math';");
    expect(registry).toContain('  ...mathTools,');
    const index = tree.read('apps/web/src/tools/tool-index.ts', 'utf-8')!;
    expect(index).toContain("import { toolIndex as mathIndex } from '@handy-tools/tool-math/tool-index';");
    expect(index).toContain('  ...mathIndex,');
    expect(tree.read('apps/web/src/tools/tool-extras.ts', 'utf-8')).toContain("    import('@handy-tools/tool-math/tool-extras'),\n");
    expect(JSON.parse(tree.read('apps/web/package.json', 'utf-8')!).dependencies['@handy-tools/tool-math']).toBe('^0.1.0');
    expect(tree.read('apps/web/src/tools/categories.ts', 'utf-8')).toMatch(/Converter: \[[^\]]*'\/roman-numeral-converter'\]/);
  });

  it('refuses to overwrite an existing tool, unknown categories, routes outside the catalogue without a family, and no description', async () => {
    const tree = workspace();
    const speed = { name: 'Speed converter', family: 'units', category: 'Measurement', description: 'Converts speeds.' };
    await toolGenerator(tree, speed);
    await expect(toolGenerator(tree, speed)).rejects.toThrow(/already exists/);
    await expect(toolGenerator(tree, { ...speed, name: 'Other', category: 'Nope' })).rejects.toThrow(/Unknown category/);
    await expect(toolGenerator(tree, { name: 'Not planned anywhere', description: 'x' })).rejects.toThrow(/not in tools\/catalogue\/catalogue.tsv: give --family and --category/);
    await expect(toolGenerator(tree, { name: 'Roman numeral converter' } as never)).rejects.toThrow(/description/);
  });
});
