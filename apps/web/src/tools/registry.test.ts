import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, CATEGORY_TOOLS } from './categories';
import { allTools } from './registry';

// Every route the product must have, with its categories (tools/catalogue/README.md).
const cataloguePath = new URL('../../../../tools/catalogue/catalogue.tsv', import.meta.url);

function readCatalogue(): Map<string, string[]> {
  const rows = readFileSync(cataloguePath, 'utf8').trim().split('\n').slice(1);
  return new Map(rows.map((row) => {
    const [route = '', categories = ''] = row.split('\t');
    return [route, categories.split(',').map((c) => c.trim())];
  }));
}

describe('tool registry', () => {
  it('has unique paths and no redirect that shadows a tool', () => {
    const paths = allTools.map((t) => t.path);
    expect(new Set(paths).size).toBe(paths.length);
    const redirects = allTools.flatMap((t) => t.redirectFrom ?? []);
    expect(new Set(redirects).size).toBe(redirects.length);
    for (const r of redirects) expect(paths).not.toContain(r);
  });

  it('lists every tool in at least one category, and only registered tools', () => {
    const listed = new Set(Object.values(CATEGORY_TOOLS).flat());
    for (const tool of allTools) expect(listed, tool.path).toContain(tool.path);
    for (const path of listed) expect(allTools.map((t) => t.path)).toContain(path);
  });

  it('puts each tool in the categories the catalogue gives it', () => {
    const catalogue = readCatalogue();
    for (const tool of allTools) {
      const expected = catalogue.get(tool.path);
      expect(expected, `${tool.path} is in the catalogue`).toBeDefined();
      const actual = CATEGORY_NAMES.filter((c) => CATEGORY_TOOLS[c].includes(tool.path));
      expect([...actual].sort(), tool.path).toEqual([...(expected ?? [])].sort());
    }
  });
});
