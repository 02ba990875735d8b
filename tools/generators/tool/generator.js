// @ts-check
/**
 * Nx generator: scaffolds a tool folder (meta, logic, logic test, UI, e2e spec) in a family
 * package, creating the package when it is new, and registers the tool with the shell
 * (family index, app registry and dependencies, side-menu category).
 *
 * Run: `npm run new-tool -- "Roman numeral converter" --description="…"` (family and category from the
 * catalogue, tools/catalogue/catalogue.tsv; --family and --category for a route not in it)
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Nx loads generators as CommonJS
const { names } = require('@nx/devkit');

const REGISTRY = 'apps/web/src/tools/registry.ts';
const TOOL_INDEX = 'apps/web/src/tools/tool-index.ts';
const TOOL_EXTRAS = 'apps/web/src/tools/tool-extras.ts';
const CATEGORIES = 'apps/web/src/tools/categories.ts';
const APP_PACKAGE = 'apps/web/package.json';
const CATALOGUE = 'tools/catalogue/catalogue.tsv';

/**
 * @param {string} value
 * @returns {string} the value in kebab case (`Roman numeral` → `roman-numeral`)
 */
function kebab(value) {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} file
 * @param {(text: string) => string} edit
 */
function update(tree, file, edit) {
  const before = tree.read(file, 'utf-8');
  if (before === null) throw new Error(`${file} not found`);
  tree.write(file, edit(before));
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} family
 */
function createFamily(tree, family) {
  const dir = `libs/tool-${family}`;
  const pkg = {
    name: `@handy-tools/tool-${family}`,
    version: '0.1.0',
    description: `Handy Tools — ${family} tools.`,
    license: 'MIT',
    type: 'module',
    sideEffects: ['**/*.css'],
    nx: { name: `tool-${family}`, tags: ['type:tool'] },
    exports: { '.': { '@handy-tools/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
    files: ['dist', 'README.md'],
    peerDependencies: { '@lingui/core': '^6.11.0', '@lingui/react': '^6.11.0', react: '^19.0.0', 'react-dom': '^19.0.0' },
    // Tool icons come from @tabler/icons-react (the library build keeps it external). Heavy work
    // runs in a worker through the compute core (`runWorkerJob`, `createWarmWorker`: comlink), so
    // every family has it rather than a hand-written postMessage client.
    dependencies: {
      '@handy-tools/compute': '^0.1.0',
      '@handy-tools/i18n': '^0.1.0',
      '@handy-tools/ui': '^0.1.0',
      '@tabler/icons-react': '^3.51.0',
      comlink: '^4.4.2',
      zod: '^4.6.7',
    },
  };
  tree.write(`${dir}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
  // The tool list, install and embedding sections are generated (tools/scripts/generate-package-readmes.mjs).
  tree.write(
    `${dir}/README.md`,
    `# @handy-tools/tool-${family}\n\nThe ${family} tools of Handy Tools, a browser toolbox. Each tool lives in its own folder under \`src/\`:\n\`meta.ts\` (what the shell registers), the logic (pure functions, usable from Node), its tests, and the UI.\n`,
  );
  tree.write(`${dir}/src/index.ts`, `import type { Tool } from '@handy-tools/ui/kit';\n\n/** The tools of this family, in the order the shell lists them. */\nexport const tools: Tool[] = [];\n\n/** Each tool's meta by name (\`<route in camelCase>Tool\`), e.g. to render with \`ToolView\` from \`@handy-tools/ui/embed\`. */\nexport {};\n`);
  tree.write(
    `${dir}/vite.config.ts`,
    `import { libraryConfig } from '../../vite.shared.ts';\n\n// Library build for publishing (npx nx build tool-${family}); the app resolves this package from source.\nexport default libraryConfig(import.meta.url);\n`,
  );

  const ident = `${names(family).propertyName}Tools`;
  update(tree, REGISTRY, (text) => {
    const lastImport = text.lastIndexOf("from '@handy-tools/tool-");
    const lineEnd = text.indexOf('\n', lastImport) + 1;
    text = `${text.slice(0, lineEnd)}import { tools as ${ident} } from '@handy-tools/tool-${family}';\n${text.slice(lineEnd)}`;
    return text.replace(/(export const allTools: readonly Tool\[\] = \[\n(?: {2}\.\.\.\w+,\n)*)/, `$1  ...${ident},\n`);
  });
  const indexIdent = `${names(family).propertyName}Index`;
  update(tree, TOOL_INDEX, (text) => {
    const lastImport = text.lastIndexOf("from '@handy-tools/tool-");
    const lineEnd = text.indexOf('\n', lastImport) + 1;
    text = `${text.slice(0, lineEnd)}import { toolIndex as ${indexIdent} } from '@handy-tools/tool-${family}/tool-index';\n${text.slice(lineEnd)}`;
    return text.replace(/(export const toolIndex: readonly ToolIndexEntry\[\] = \[\n(?: {2}\.\.\.\w+,\n)*)/, `$1  ...${indexIdent},\n`);
  });
  update(tree, TOOL_EXTRAS, (text) => {
    const last = text.lastIndexOf("    import('@handy-tools/tool-");
    const lineEnd = text.indexOf('\n', last) + 1;
    return `${text.slice(0, lineEnd)}    import('@handy-tools/tool-${family}/tool-extras'),\n${text.slice(lineEnd)}`;
  });
  update(tree, APP_PACKAGE, (text) => {
    const json = JSON.parse(text);
    json.dependencies[`@handy-tools/tool-${family}`] = '^0.1.0';
    json.dependencies = Object.fromEntries(Object.entries(json.dependencies).sort(([a], [b]) => a.localeCompare(b)));
    return `${JSON.stringify(json, null, 2)}\n`;
  });
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string; family?: string; category?: string; route?: string; description?: string }} options
 */
async function toolGenerator(tree, options) {
  const route = kebab(options.route ?? options.name);
  if (!route) throw new Error('The tool needs a name or a route made of letters or digits.');
  const planned = catalogueRow(tree, route);
  const familyOption = options.family ?? planned?.family;
  const categories = options.category ? [options.category] : (planned?.categories ?? []);
  if (!familyOption || categories.length === 0) throw new Error(`/${route} is not in ${CATALOGUE}: give --family and --category.`);
  if (!options.description) throw new Error('Give the tool a one-line English description: --description="…" (users read it on the home page).');
  const family = kebab(familyOption.replace(/^tool-/, ''));
  const n = names(route);
  const metaName = `${n.propertyName}Tool`;
  const dir = `libs/tool-${family}/src/${route}`;
  if (tree.exists(dir)) throw new Error(`${dir} already exists.`);
  const newFamily = !tree.exists(`libs/tool-${family}/package.json`);
  if (newFamily) createFamily(tree, family);

  const description = options.description.replace(/'/g, "\\'");
  const name = options.name.replace(/'/g, "\\'");
  const today = new Date().toISOString().slice(0, 10);

  tree.write(
    `${dir}/meta.ts`,
    `import { defineTool } from '@handy-tools/ui/kit';

export const ${metaName} = defineTool({
  path: '/${route}',
  name: '${name}',
  description: '${description}',
  keywords: ['${route.split('-').join("', '")}'],
  icon: 'IconTool',
  component: () => import('./${n.className}Tool.js'),
  createdAt: '${today}',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
`,
  );
  tree.write(
    `${dir}/${route}.ts`,
    `import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * TODO: the tool's logic. Replace this example (it reverses the characters of a text).
 *
 * @param input - the text to transform.
 * @returns the transformed text.
 * @throws ToolInputError when the input is empty.
 * @see TODO: the RFC or specification this follows.
 */
export function ${n.propertyName}(input: string): string {
  if (input.length === 0) throw new ToolInputError('Enter some text.');
  return Array.from(input).reverse().join('');
}
`,
  );
  tree.write(
    `${dir}/state.ts`,
    `import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state: \`input\` is an input (remembered in localStorage, carried in links' fragment).
 * List settings in \`options\` (kept in the query string) and passwords/keys in \`secrets\` (never stored).
 */
export const ${n.propertyName}State = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
`,
  );
  tree.write(
    `${dir}/${route}.test.ts`,
    `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ${metaName} } from './meta.js';
import { ${n.propertyName}State } from './state.js';
import { ${n.propertyName} } from './${route}.js';

// TODO: replace with vectors from the standard or a published reference.
describe('${n.propertyName}', () => {
  it('transforms a known input', () => {
    expect(${n.propertyName}('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ${n.propertyName}(${n.propertyName}(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ${n.propertyName}('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(${metaName}, ${n.propertyName}State);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ${n.propertyName}(s));
  });
});
`,
  );
  tree.write(
    `${dir}/${n.className}Tool.tsx`,
    `import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ${n.propertyName}State } from './state.js';
import { ${n.propertyName} } from './${route}.js';

/** ${options.name}: the UI. */
export default function ${n.className}Tool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(${n.propertyName}State);
  const result = useMemo(() => (input ? attempt(() => ${n.propertyName}(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t\`Input\`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t\`Output\`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
`,
  );
  tree.write(
    `e2e/tools/${route}.spec.ts`,
    `import { expect, test } from '../fixtures';

test('${route}: main job', async ({ page }) => {
  await page.goto('/${route}');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
`,
  );

  update(tree, `libs/tool-${family}/package.json`, (text) => {
    // Same shape as tools/scripts/sync-package-exports.mjs: a subpath for the tool's logic.
    const json = JSON.parse(text);
    json.exports[`./${route}`] = { '@handy-tools/source': `./src/${route}/${route}.ts`, types: `./dist/${route}/${route}.d.ts`, import: `./dist/${route}/${route}.js` };
    return `${JSON.stringify(json, null, 2)}\n`;
  });
  update(tree, `libs/tool-${family}/src/index.ts`, (text) => {
    text = `import { ${metaName} } from './${route}/meta.js';\n${text}`;
    const append = (list, item) => [...list.split(',').map((s) => s.trim()).filter(Boolean), item].join(', ');
    text = text.replace(/export const tools: Tool\[\] = \[([^\]]*)\];/, (_m, list) => `export const tools: Tool[] = [${append(list, metaName)}];`);
    text = text.replace(/^export \{([^}]*)\};$/m, (_m, list) => `export { ${append(list, metaName)} };`);
    return `${text}export * from './${route}/${route}.js';\n`;
  });
  for (const category of categories) update(tree, CATEGORIES, (text) => {
    const start = text.indexOf('export const CATEGORY_TOOLS');
    const key = /^[A-Za-z]+$/.test(category) ? category : `'${category}'`;
    const re = new RegExp(`(\\n  ${key.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}: \\[)([^\\]]*)(\\])`);
    const head = text.slice(0, start);
    const tail = text.slice(start).replace(re, (_m, a, list, b) => {
      const items = list.split(',').map((s) => s.trim()).filter(Boolean);
      items.push(`'/${route}'`);
      return `${a}${items.join(', ')}${b}`;
    });
    if (tail === text.slice(start)) throw new Error(`Unknown category ${category}`);
    return head + tail;
  });
  return () => {
    // Generated files that read the sources on disk: the family's light index and lazy extras, its
    // exports, its README's tool list, and the shell's tool names and descriptions for translation.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Nx loads generators as CommonJS
    const { execFileSync } = require('node:child_process');
    const node = (args, env = {}) => execFileSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    // A new family is a new workspace package: npm links it (and records it in package-lock.json).
    if (newFamily) execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
    node(['tools/scripts/generate-tool-index.mjs']);
    node(['tools/scripts/sync-package-exports.mjs']);
    node(['tools/scripts/generate-package-readmes.mjs']);
    node(['node_modules/vitest/vitest.mjs', 'run', 'apps/web/src/tools/tool-messages.test.ts', '-t', 'declare every registered tool', '--silent'], { HT_UPDATE_TOOL_MESSAGES: '1' });
    console.log(
      [
        '',
        `Created /${route} (${metaName}) in libs/tool-${family}, listed under ${categories.join(', ')}. Lint, typecheck and unit tests pass as scaffolded. Next:`,
        `  1. Write the logic in ${dir}/${route}.ts with tests on published vectors (${route}.test.ts), then the UI (${n.className}Tool.tsx) and e2e/tools/${route}.spec.ts.`,
        `  2. See it: HT_FAMILY=${family} npm run dev:family (this family alone) or npm run dev.`,
        '  3. npm run i18n:extract, then translate the tool\'s name and description in locales/*/messages.po and descriptions.po.',
        '  4. npm test.',
      ].join('\n'),
    );
  };
}

/**
 * The catalogue's row for a route: its family and categories.
 *
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} route
 * @returns {{ family: string; categories: string[] } | undefined}
 */
function catalogueRow(tree, route) {
  const text = tree.read(CATALOGUE, 'utf-8');
  const row = text
    ?.split('\n')
    .map((line) => line.split('\t'))
    .find(([path]) => path === `/${route}`);
  return row ? { family: row[3], categories: row[1].split(',').map((c) => c.trim()) } : undefined;
}

module.exports = toolGenerator;
module.exports.default = toolGenerator;
module.exports.kebab = kebab;
