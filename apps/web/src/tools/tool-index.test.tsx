import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { allTools } from './registry';
import { loadToolExtras } from './tool-extras';
import { toolIndex } from './tool-index';

// That the generated files match the meta.ts files is checked by tools/scripts/generate-tool-index.test.ts.
describe('light tool index and lazy extras', () => {
  it('list the registry’s tools in the same order with the same light fields', () => {
    const light = (t: (typeof toolIndex)[number] | (typeof allTools)[number]) => ({
      path: t.path,
      key: t.key,
      name: t.name,
      isNew: t.isNew,
      redirectFrom: t.redirectFrom,
      layout: t.layout,
      network: t.network,
    });
    expect(toolIndex.map(light)).toEqual(allTools.map(light));
  });

  it('load each tool’s own meta', async () => {
    for (const [i, entry] of toolIndex.entries()) {
      const tool = await entry.meta();
      expect(tool).toBe(allTools[i]);
    }
  });

  it('give every tool its English description and keywords, and no icon code (the sprite has the icons)', async () => {
    const extras = await loadToolExtras();
    expect([...extras.keys()].sort()).toEqual(allTools.map((t) => t.path).sort());
    for (const tool of allTools) {
      const extra = extras.get(tool.path)!;
      expect(extra.description).toBe(tool.description);
      expect(extra.keywords).toEqual(tool.keywords);
      expect(Object.keys(extra).sort(), tool.path).toEqual(['description', 'keywords']);
    }
  });

  it('draw every tool’s icon from the sprite: one symbol per tool, with the shapes of its Tabler icon; then the app’s own (ui-…)', async () => {
    const sprite = readFileSync(new URL('./tool-icons.svg', import.meta.url), 'utf8');
    const symbols = new Map([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [`/${m[1]}`, m[2]]));
    const uiSymbols = [...symbols.keys()].filter((id) => id.startsWith('/ui-'));
    expect(uiSymbols).toEqual(['/ui-heart']);
    expect([...symbols.keys()].filter((id) => !uiSymbols.includes(id)).sort()).toEqual(allTools.map((t) => t.path).sort());
    const icons = await import('@tabler/icons-react');
    const drawn: [string, keyof typeof icons][] = [...allTools.map((tool): [string, keyof typeof icons] => [tool.path, tool.icon as keyof typeof icons]), ['/ui-heart', 'IconHeart']];
    for (const [id, icon] of drawn) {
      const Icon = icons[icon] as ComponentType;
      const markup = renderToStaticMarkup(<Icon />);
      expect(markup, id).toContain(symbols.get(id));
    }
  });
});
