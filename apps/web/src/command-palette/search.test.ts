import { defineTool, type Tool } from '@handy-tools/ui/kit';
import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  DEFAULT_MAX_RESULTS_PER_GROUP,
  groupEntries,
  PALETTE_GROUPS,
  randomIndex,
  searchPalette,
  toolEntries,
  type PaletteEntry,
  type PaletteGroup,
} from './search';

// Tools shaped like the real ones (names and descriptions from the route catalogue), declared
// here so the tests do not depend on which tool packages are registered yet.
const component = async () => ({ default: () => null });
const fixtureTools: Tool[] = [
  defineTool({
    path: '/token-generator',
    name: 'Token generator',
    description: 'Generate random string with the chars you want, uppercase or lowercase letters, numbers and/or symbols.',
    keywords: ['token', 'random', 'string', 'alphanumeric', 'symbols', 'password'],
    icon: 'IconTool',
    component,
  }),
  defineTool({
    path: '/hash-text',
    name: 'Hash text',
    description: 'Hash a text string using the function you need: MD5, SHA1, SHA256, SHA512, RIPEMD160.',
    keywords: ['hash', 'digest', 'crypto', 'md5', 'sha1', 'sha256', 'sha512'],
    icon: 'IconTool',
    component,
  }),
  defineTool({
    path: '/ulid-generator',
    name: 'ULID generator',
    description: 'Generate random Universally Unique Lexicographically Sortable Identifier (ULID).',
    keywords: ['ulid', 'generator', 'random', 'id', 'alphanumeric', 'identity', 'uuid', 'guid'],
    icon: 'IconTool',
    component,
  }),
  defineTool({
    path: '/uuid-generator',
    name: 'UUIDs generator',
    description: 'A Universally Unique Identifier (UUID) is a 128-bit number used to identify information in computer systems.',
    keywords: [
      'uuid',
      'v4',
      'random',
      'id',
      'alphanumeric',
      'identity',
      'token',
      'string',
      'identifier',
      'unique',
      'v1',
      'v3',
      'v5',
      'nil',
    ],
    icon: 'IconTool',
    component,
  }),
  defineTool({
    path: '/json-minify',
    name: 'JSON minify',
    description: 'Minify and compress your JSON by removing unnecessary whitespace.',
    keywords: ['json', 'minify', 'format'],
    icon: 'IconTool',
    component,
  }),
  defineTool({
    path: '/json-prettify',
    name: 'JSON prettify and format',
    description: 'Prettify your JSON string into a friendly, human-readable format.',
    keywords: ['json', 'viewer', 'prettify', 'format'],
    icon: 'IconTool',
    component,
  }),
];

const categories: Record<string, string[]> = {
  '/token-generator': ['Crypto'],
  '/hash-text': ['Crypto'],
  '/ulid-generator': ['Crypto'],
  '/uuid-generator': ['Crypto'],
  '/json-minify': ['Development'],
  '/json-prettify': ['Development'],
};

const others: PaletteEntry[] = [
  {
    id: 'action:random-tool',
    group: 'actions',
    name: 'Random tool',
    description: 'Open a tool picked at random',
    keywords: ['random', 'surprise'],
  },
  { id: 'action:toggle-theme', group: 'actions', name: 'Toggle dark mode', keywords: ['theme', 'dark', 'light'], closeOnSelect: false },
  { id: 'external:repository', group: 'external', name: 'Source repository', keywords: ['GitHub'] },
  { id: 'external:new-issue', group: 'external', name: 'Report an issue / request a tool', keywords: ['bug'] },
  { id: 'page:home', group: 'pages', name: 'Home', description: 'All tools' },
  { id: 'page:about', group: 'pages', name: 'About' },
];

function entries(tools = fixtureTools): PaletteEntry[] {
  const tl = toolEntries(
    tools,
    (t) => ({ name: t.name, description: t.description }),
    (t) => categories[t.path] ?? [],
  );
  // Pages first here on purpose: grouping must not depend on input order.
  return [...others.filter((e) => e.group === 'pages'), ...tl, ...others.filter((e) => e.group !== 'pages')];
}

function search(query: string, max = DEFAULT_MAX_RESULTS_PER_GROUP, list = entries()) {
  return searchPalette(createSearchIndex(list), list, query, max);
}

const ids = (sections: { entries: PaletteEntry[] }[]) => sections.flatMap((s) => s.entries.map((e) => e.id));
const toolIds = (sections: { group: PaletteGroup; entries: PaletteEntry[] }[]) =>
  sections.find((s) => s.group === 'tools')?.entries.map((e) => e.id) ?? [];

describe('toolEntries', () => {
  it('makes one entry per tool with its displayed texts, keywords and categories', () => {
    const [first] = toolEntries(
      fixtureTools.slice(3, 4),
      (t) => ({ name: `«${t.name}»`, description: 'translated' }),
      () => ['Kryptografie'],
    );
    expect(first).toEqual({
      id: 'tool:/uuid-generator',
      group: 'tools',
      name: '«UUIDs generator»',
      description: 'translated',
      keywords: fixtureTools[3]!.keywords,
      category: ['Kryptografie'],
    });
  });
});

describe('searchPalette', () => {
  it('lists everything in group order (Tools, Actions, External, Pages) for an empty query', () => {
    for (const query of ['', '   ']) {
      const sections = search(query);
      expect(sections.map((s) => s.group)).toEqual(['tools', 'actions', 'external', 'pages']);
      expect(toolIds(sections)).toEqual(fixtureTools.map((t) => `tool:${t.path}`));
      expect(ids(sections).slice(fixtureTools.length)).toEqual([
        'action:random-tool',
        'action:toggle-theme',
        'external:repository',
        'external:new-issue',
        'page:home',
        'page:about',
      ]);
    }
  });

  it('finds the UUID tool first for "uuid", though another tool has "uuid" as a keyword', () => {
    const tools = toolIds(search('uuid'));
    expect(tools[0]).toBe('tool:/uuid-generator');
    expect(tools).toContain('tool:/ulid-generator');
  });

  it('tolerates typos at threshold 0.3', () => {
    expect(toolIds(search('jsn prettify'))[0]).toBe('tool:/json-prettify');
    expect(toolIds(search('hsah text'))[0]).toBe('tool:/hash-text');
    expect(toolIds(search('uuids genrator'))[0]).toBe('tool:/uuid-generator');
  });

  it('does not match unrelated text', () => {
    expect(search('xylophone')).toEqual([]);
    expect(search('zzzz qqqq')).toEqual([]);
  });

  it('ranks a name match above a description-only match', () => {
    // "random" is in the Token generator's and ULID generator's descriptions (and in keywords
    // of several tools), but only "Random tool" has it in its name.
    const index = createSearchIndex(entries());
    const ranked = index.search('random').map((r) => r.item.id);
    expect(ranked[0]).toBe('action:random-tool');
    // Same word in a name vs only in a description, all else equal:
    const pair: PaletteEntry[] = [
      { id: 'by-description', group: 'tools', name: 'Alpha', description: 'Compress things' },
      { id: 'by-name', group: 'tools', name: 'Compress', description: 'Alpha things' },
    ];
    expect(
      createSearchIndex(pair)
        .search('compress')
        .map((r) => r.item.id),
    ).toEqual(['by-name', 'by-description']);
  });

  it('matches a category only when nothing better does, and keywords find tools by other words', () => {
    expect(toolIds(search('sha256'))).toEqual(['tool:/hash-text']);
    const dev = toolIds(search('Development'));
    expect(dev.sort()).toEqual(['tool:/json-minify', 'tool:/json-prettify']);
  });

  it('searches actions, external links and pages too', () => {
    expect(ids(search('dark mode'))[0]).toBe('action:toggle-theme');
    expect(ids(search('github'))).toEqual(['external:repository']);
    expect(ids(search('report issue'))[0]).toBe('external:new-issue');
    expect(search('about').find((s) => s.group === 'pages')?.entries[0]?.id).toBe('page:about');
  });

  it('keeps at most maxPerGroup entries in each group', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      defineTool({
        path: `/tool-${i}`,
        name: `Converter number ${i}`,
        description: 'Converts things.',
        keywords: [],
        icon: 'IconTool',
        component,
      }),
    );
    const list = entries(many);
    expect(toolIds(search('', 25, list))).toHaveLength(25);
    expect(toolIds(search('converter', 25, list))).toHaveLength(25);
    expect(toolIds(search('converter', 3, list))).toHaveLength(3);
    expect(toolIds(search('', 3, list))).toEqual(['tool:/tool-0', 'tool:/tool-1', 'tool:/tool-2']);
    const bounded = search('', 1, list);
    expect(bounded.map((s) => s.entries.length)).toEqual([1, 1, 1, 1]);
  });
});

describe('groupEntries', () => {
  it('orders groups, keeps order within a group, drops empty groups', () => {
    const list: PaletteEntry[] = [
      { id: 'p1', group: 'pages', name: 'p1' },
      { id: 't1', group: 'tools', name: 't1' },
      { id: 'p2', group: 'pages', name: 'p2' },
      { id: 't2', group: 'tools', name: 't2' },
    ];
    expect(groupEntries(list, 10)).toEqual([
      { group: 'tools', entries: [list[1], list[3]] },
      { group: 'pages', entries: [list[0], list[2]] },
    ]);
    expect(PALETTE_GROUPS).toEqual(['tools', 'actions', 'external', 'pages']);
  });

  it('rejects a limit that is not a positive integer', () => {
    for (const bad of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => groupEntries([], bad)).toThrow(RangeError);
  });
});

/** A byte source that replays the given bytes and counts how many it handed out. */
function replay(bytes: number[]) {
  let position = 0;
  const source = (buffer: Uint8Array) => {
    for (let i = 0; i < buffer.length; i++) {
      if (position >= bytes.length) throw new Error('byte source exhausted');
      buffer[i] = bytes[position++]!;
    }
    return buffer;
  };
  return { source, used: () => position };
}

describe('randomIndex', () => {
  it('is exactly uniform over every possible byte (n = 3, 6, 7, 10, 100, 255, 256)', () => {
    for (const n of [3, 6, 7, 10, 100, 255, 256]) {
      const counts = new Array<number>(n).fill(0);
      let accepted = 0;
      for (let byte = 0; byte < 256; byte++) {
        const { source } = replay([byte]);
        try {
          counts[randomIndex(n, source)]!++;
          accepted++;
        } catch {
          // rejected byte: the source (one byte here) ran out
        }
      }
      // 256 - 256 % n bytes are accepted, each index exactly (256 - 256 % n) / n times.
      expect(accepted).toBe(256 - (256 % n));
      expect(new Set(counts)).toEqual(new Set([accepted / n]));
    }
  });

  it('rejects bytes at or above the largest multiple of n and draws again', () => {
    // n = 3: 255 is rejected (255 = 3·85 would make index 0 more likely); 254 → 254 % 3 = 2.
    const a = replay([255, 254]);
    expect(randomIndex(3, a.source)).toBe(2);
    expect(a.used()).toBe(2);
    // n = 100: 200..255 rejected, 199 → 99.
    const b = replay([200, 255, 199]);
    expect(randomIndex(100, b.source)).toBe(99);
    expect(b.used()).toBe(3);
  });

  it('draws two big-endian bytes when n exceeds 256', () => {
    // n = 1000: range 65536, limit 65000; 0xFDE8 = 65000 rejected, 0x03E8 = 1000 → 0, 0x03E7 = 999 → 999.
    expect(randomIndex(1000, replay([0xfd, 0xe8, 0x03, 0xe8]).source)).toBe(0);
    expect(randomIndex(1000, replay([0x03, 0xe7]).source)).toBe(999);
    expect(randomIndex(257, replay([0x01, 0x01]).source)).toBe(257 % 257);
  });

  it('returns 0 for n = 1 and stays in range with the real source', () => {
    expect(randomIndex(1, replay([0]).source)).toBe(0);
    for (let i = 0; i < 200; i++) {
      const r = randomIndex(7);
      expect(Number.isInteger(r) && r >= 0 && r < 7).toBe(true);
    }
  });

  it('rejects a bad n, and gives up on a source that only yields rejected values', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => randomIndex(bad)).toThrow(RangeError);
    expect(() => randomIndex(3, (b) => b.fill(255))).toThrow('rejected');
  });
});
