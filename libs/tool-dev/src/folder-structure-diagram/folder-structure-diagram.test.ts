import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { folderStructureDiagramTool } from './meta.js';
import { folderStructureDiagramState } from './state.js';
import {
  countEntries,
  parseStructure,
  parseTree,
  renderTree,
  structureToTree,
  treeToIndented,
  treeToPaths,
  treeToStructure,
} from './folder-structure-diagram.js';

// GNU tree's UTF-8 output, as `tree` 2.x prints it (its line-drawing strings in color.c hold
// NO-BREAK SPACEs: "│\u00a0\u00a0 ", "├──\u00a0", "└──\u00a0"), with its closing summary line.
const GNU_TREE_UTF8 = [
  '.',
  '├──\u00a0README.md',
  '├──\u00a0package.json',
  '└──\u00a0src',
  '    ├──\u00a0index.ts',
  '    └──\u00a0lib',
  '        └──\u00a0util.ts',
  '',
  '2 directories, 4 files',
].join('\n');

// The same tree as `tree --charset=ascii` prints it.
const GNU_TREE_ASCII = [
  '.',
  '|-- README.md',
  '|-- package.json',
  '`-- src',
  '    |-- index.ts',
  '    `-- lib',
  '        `-- util.ts',
  '',
  '2 directories, 4 files',
].join('\n');

describe('parseStructure', () => {
  it('reads an indented list with spaces, tabs and bullets', () => {
    const text = 'my-app\n\tsrc\n\t\t- index.html\n\t\t- main.ts\n\tbuild/\n  README.md';
    expect(treeToPaths(parseStructure(text))).toBe('my-app/src/index.html\nmy-app/src/main.ts\nmy-app/build/\nmy-app/README.md');
  });

  it('reads paths, merging shared folders', () => {
    const nodes = parseStructure('src/app/main.ts\nsrc/app/util.ts\nsrc/index.ts\ndocs/');
    expect(countEntries(nodes)).toEqual({ folders: 3, files: 3 });
    expect(treeToIndented(nodes)).toBe('src/\n  app/\n    main.ts\n    util.ts\n  index.ts\ndocs/');
  });

  it('gives nothing for blank text', () => {
    expect(parseStructure(' \n\n\t')).toEqual([]);
  });
});

describe('renderTree', () => {
  it('draws as GNU tree does (UTF-8 and ASCII)', () => {
    const nodes = parseStructure('README.md\npackage.json\nsrc/index.ts\nsrc/lib/util.ts');
    const body = GNU_TREE_UTF8.replace(/\u00a0/g, ' ')
      .split('\n')
      .slice(0, 7)
      .join('\n');
    expect(renderTree(nodes, { rootName: '.' })).toBe(body);
    expect(renderTree(nodes, { rootName: '.', style: 'ascii' })).toBe(GNU_TREE_ASCII.split('\n').slice(0, 7).join('\n'));
  });

  it('sorts folders first and marks folders with a slash', () => {
    const nodes = parseStructure('b.txt\nz/\na/x');
    expect(renderTree(nodes, { rootName: 'root', sort: 'folders-first', trailingSlash: true })).toBe(
      'root\n├── a/\n│   └── x\n├── z/\n└── b.txt',
    );
    expect(renderTree(nodes, { rootName: 'root', sort: 'name' })).toBe('root\n├── a\n│   └── x\n├── b.txt\n└── z');
  });
});

describe('parseTree', () => {
  it('reads GNU tree output (UTF-8 with no-break spaces, and ASCII), skipping the summary', () => {
    const expected = './README.md\n./package.json\n./src/index.ts\n./src/lib/util.ts';
    expect(treeToPaths(parseTree(GNU_TREE_UTF8))).toBe(expected);
    expect(treeToPaths(parseTree(GNU_TREE_ASCII))).toBe(expected);
  });

  it('reads a tree without a root line', () => {
    expect(treeToStructure('├── a\n│   └── b.txt\n└── c/', 'paths')).toBe('a/b.txt\nc/');
    expect(treeToStructure('├── a\n│   └── b.txt\n└── c/', 'indented')).toBe('a/\n  b.txt\nc/');
  });

  it('names the line of a guide without a connector', () => {
    expect(() => parseTree('.\n├── a\n│   b')).toThrow('Line 3, column 5: expected a connector (├──, └──, |-- or `--) before "b".');
    try {
      parseTree('.\n├── a\n│   b');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ToolInputError);
      expect((e as ToolInputError).line).toBe(3);
    }
  });

  it('names the line of an entry nested too deep', () => {
    expect(() => parseTree('.\n        └── deep')).toThrow(/^Line 2: "deep" is nested 2 level\(s\) deeper/);
  });
});

// Names a file system would take and a list line keeps as one entry.
const name = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,7}$/);
const pathsArb = fc.array(fc.array(name, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }).map((paths) => {
  const keys = [...new Set(paths.map((p) => p.join('/')))];
  // A path that is a folder of another is not a leaf.
  return keys.filter((k) => !keys.some((o) => o.startsWith(`${k}/`)));
});

describe('round trips', () => {
  it('paths → tree → paths (both styles, any sort)', () => {
    fc.assert(
      fc.property(
        pathsArb,
        fc.constantFrom('unicode', 'ascii' as const),
        fc.constantFrom('none', 'name', 'folders-first' as const),
        fc.boolean(),
        (paths, style, sort, root) => {
          const tree = structureToTree(paths.join('\n'), { style, sort, rootName: root ? 'root' : '' });
          const back = treeToPaths(parseTree(tree)).split('\n');
          const expected = paths.map((p) => (root ? `root/${p}` : p));
          expect([...back].sort()).toEqual([...expected].sort());
        },
      ),
    );
  });

  it('indented list → tree → indented list', () => {
    fc.assert(
      fc.property(pathsArb, (paths) => {
        const indented = treeToIndented(parseStructure(paths.join('\n')));
        expect(treeToStructure(structureToTree(indented), 'indented')).toBe(indented);
      }),
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(folderStructureDiagramTool, folderStructureDiagramState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => structureToTree(s));
    fuzzToolFunction((s: string) => treeToStructure(s));
    fuzzToolFunction((s: string) => treeToStructure(s, 'indented'));
  });
});
