import { describe, expect, it } from 'vitest';
import { defineTool, familyMetaLoader, toolIndexEntry, type ToolMeta } from './define-tool.js';

const base: ToolMeta = {
  path: '/demo-tool',
  name: 'Demo',
  description: 'A demo',
  keywords: ['demo'],
  icon: 'IconTool',
  component: async () => ({ default: () => null }),
};

describe('defineTool', () => {
  it('derives the key from the path and defaults the layout', () => {
    const tool = defineTool(base);
    expect(tool.key).toBe('demo-tool');
    expect(tool.layout).toBe('tool');
    expect(tool.isNew).toBe(false);
  });

  it('flags a tool created in the last two weeks as new', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(defineTool({ ...base, createdAt: '2026-11-20' }, now).isNew).toBe(true);
    expect(defineTool({ ...base, createdAt: '2026-11-01' }, now).isNew).toBe(false);
    expect(defineTool({ ...base, createdAt: '2026-12-01' }, now).isNew).toBe(false);
  });

  it('rejects malformed paths and dates', () => {
    expect(() => defineTool({ ...base, path: '/Bad Path' })).toThrow(/Invalid tool path/);
    expect(() => defineTool({ ...base, redirectFrom: ['/ok', '/no/slash'] as `/${string}`[] })).toThrow(/redirect/);
    expect(() => defineTool({ ...base, createdAt: 'yesterday' })).toThrow(/createdAt/);
  });
});

describe('toolIndexEntry and familyMetaLoader', () => {
  it('an entry keeps its date and loads its whole meta through the family extras, once asked', async () => {
    const tool = defineTool(base);
    let extrasLoads = 0;
    const meta = familyMetaLoader(async () => {
      extrasLoads++;
      return { toolMetas: { '/demo-tool': async () => tool } };
    });
    const entry = toolIndexEntry({ path: '/demo-tool', name: 'Demo', createdAt: '2026-11-20', meta: meta('/demo-tool') }, new Date('2026-11-25'));
    expect(entry).toMatchObject({ key: 'demo-tool', isNew: true, createdAt: '2026-11-20', layout: 'tool' });
    expect(extrasLoads).toBe(0);
    await expect(entry.meta()).resolves.toBe(tool);
    expect(extrasLoads).toBe(1);
  });

  it('a path the extras do not know rejects, naming it', async () => {
    const meta = familyMetaLoader(async () => ({ toolMetas: {} }));
    await expect(meta('/gone-tool')()).rejects.toThrow('/gone-tool');
  });
});
