#!/usr/bin/env node
// Writes each tool family's two generated modules from its tools' `meta.ts` files:
//  - `src/tool-index.ts`: what the shell needs up front (path, English name, dates, redirects,
//    layout, network hosts) — small, in the home page's load;
//  - `src/tool-extras.ts`: English descriptions, keywords and the loaders of each tool's
//    full meta — one lazy chunk per family;
// and, for the app, `apps/web/src/tools/tool-icons.svg`: every tool's icon as a <symbol> named by
// its path, which the menu and the cards show with <use> (no icon code in the home page's load),
// and the app's own icons that repeat on a page (uiIcons: the favourite heart).
// A tool's meta.ts stays the single source: the fields copied here must be literals there.
// Run after adding or editing a tool: `node tools/scripts/generate-tool-index.mjs`
// (`--check` only reports stale files; a unit test runs the check).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as tablerIcons from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';

const root = new URL('../../', import.meta.url).pathname;
const HEADER = '// Generated from the tools\' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.';

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const fail = (file, node, message) => {
  const where = node ? `:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}` : '';
  throw new Error(`${relative(root, file)}${where}: ${message}`);
};

/** A literal value (string, number, boolean, array or object of literals) of an AST node. */
function literal(file, node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(file, e));
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literal(file, node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return literal(file, node.left) + literal(file, node.right);
  return fail(file, node, 'this field must be a literal (the tool index is generated from it)');
}

/**
 * Reads one tool's meta.ts: the exported constant's name and the fields the index and extras need.
 *
 * @param file - absolute path of the meta.ts.
 * @returns `{ exportName, fields, componentImport }`.
 * @throws Error naming the file and line when the meta does not have the expected shape.
 */
export function readMeta(file) {
  const source = parse(file);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const call = decl.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineTool') continue;
      const object = call.arguments[0];
      if (!object || !ts.isObjectLiteralExpression(object)) fail(file, call, 'defineTool needs an object literal');
      const fields = {};
      let componentImport;
      for (const prop of object.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const name = prop.name.getText();
        if (name === 'component') {
          const body = ts.isArrowFunction(prop.initializer) ? prop.initializer.body : undefined;
          const arg = body && ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword ? body.arguments[0] : undefined;
          if (!arg || !ts.isStringLiteral(arg)) fail(file, prop, "component must be written as () => import('./XTool.js')");
          componentImport = arg.text;
        } else if (['path', 'name', 'description', 'keywords', 'icon', 'createdAt', 'redirectFrom', 'layout', 'network'].includes(name)) {
          fields[name] = literal(file, prop.initializer);
        }
      }
      for (const required of ['path', 'name', 'description', 'keywords', 'icon']) if (fields[required] === undefined) fail(file, object, `missing ${required}`);
      if (!/^Icon[A-Z0-9]\w*$/.test(fields.icon)) fail(file, object, `icon must name a @tabler/icons-react icon, e.g. 'IconHash' (got ${JSON.stringify(fields.icon)})`);
      if (!componentImport) fail(file, object, 'missing component');
      return { exportName: decl.name.getText(), fields, componentImport };
    }
  }
  return fail(file, undefined, 'no `export const x = defineTool({...})` found');
}

/**
 * The tools of a family in registry order: the identifiers of `export const tools = [...]` in
 * its src/index.ts, resolved through their imports to meta.ts files.
 *
 * @param dir - the family package's folder.
 * @returns `[{ folder, file, exportName, fields, componentImport }]`.
 */
export function familyTools(dir) {
  const indexFile = join(dir, 'src/index.ts');
  const source = parse(indexFile);
  const imports = new Map();
  let list;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      for (const el of statement.importClause.namedBindings.elements) imports.set(el.name.text, statement.moduleSpecifier.text);
    }
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (decl.name.getText() === 'tools' && decl.initializer && ts.isArrayLiteralExpression(decl.initializer)) list = decl.initializer.elements;
      }
    }
  }
  if (!list) fail(indexFile, undefined, 'no `export const tools = [...]`');
  return list.map((el) => {
    const spec = imports.get(el.getText());
    if (!spec || !/^\.\/[^/]+\/meta\.js$/.test(spec)) fail(indexFile, el, `${el.getText()} must be imported from './<route>/meta.js'`);
    const folder = spec.split('/')[1];
    const file = join(dir, 'src', folder, 'meta.ts');
    return { folder, file, ...readMeta(file) };
  });
}

const js = (value) => JSON.stringify(value);

/** The source of a family's src/tool-index.ts. */
export function toolIndexSource(tools) {
  const entries = tools.map(({ fields }) => {
    const parts = [`path: ${js(fields.path)}`, `name: ${js(fields.name)}`];
    if (fields.createdAt !== undefined) parts.push(`createdAt: ${js(fields.createdAt)}`);
    if (fields.redirectFrom !== undefined) parts.push(`redirectFrom: ${js(fields.redirectFrom)}`);
    if (fields.layout !== undefined) parts.push(`layout: ${js(fields.layout)}`);
    if (fields.network !== undefined) parts.push(`network: ${js(fields.network)}`);
    parts.push(`meta: meta(${js(fields.path)})`);
    return `  toolIndexEntry({\n    ${parts.join(',\n    ')},\n  }),`;
  });
  return `${HEADER}
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
${entries.join('\n')}
];
`;
}

/** The source of a family's src/tool-extras.ts. */
export function toolExtrasSource(tools) {
  const entries = tools.map(({ fields }) => `  ${js(fields.path)}: { description: ${js(fields.description)}, keywords: ${js(fields.keywords)} },`);
  const metas = tools.map(({ folder, exportName, fields }) => `  ${js(fields.path)}: () => import('./${folder}/meta.js').then((m) => m.${exportName}),`);
  return `${HEADER}
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
${entries.join('\n')}
};

/** Loaders of this family's tools' whole metadata, by path (the index's \`meta\` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
${metas.join('\n')}
};
`;
}

/**
 * The id of a tool's icon in the app's sprite: its path without the leading slash.
 *
 * @param path - the tool's path, e.g. `/hash-text`.
 * @returns the symbol id, e.g. `hash-text`.
 */
export const iconSymbolId = (path) => path.slice(1);

/**
 * Icons of the app itself drawn from the sprite too (they appear once per card or link, so inline
 * SVG would repeat their shapes hundreds of times in a page's HTML), by symbol id. The `ui-` prefix
 * keeps them apart from tools' ids (paths never start with it).
 */
export const uiIcons = { 'ui-heart': 'IconHeart' };

/**
 * The source of the app's icon sprite: one `<symbol>` per tool (id {@link iconSymbolId}, the
 * 24×24 viewBox and the shapes of its @tabler/icons-react icon, without the outer attributes —
 * stroke, width and colour come from the `<svg>` that uses it), then the app's own
 * {@link uiIcons}.
 *
 * @param tools - every registered tool, `{ fields: { path, icon } }`.
 * @returns the SVG document.
 * @throws Error when an icon is not an export of @tabler/icons-react.
 */
export function toolIconsSource(tools) {
  const symbol = (id, icon, owner) => {
    const Icon = tablerIcons[icon];
    if (!Icon) throw new Error(`${owner}: ${icon} is not an icon of @tabler/icons-react`);
    const markup = renderToStaticMarkup(createElement(Icon));
    const shapes = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  };
  const symbols = [
    ...tools.map(({ fields }) => symbol(iconSymbolId(fields.path), fields.icon, fields.path)),
    ...Object.entries(uiIcons).map(([id, icon]) => symbol(id, icon, 'uiIcons')),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">
<!-- Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand. Icons: Tabler Icons (MIT). -->
${symbols.join('\n')}
</svg>
`;
}

/** Every family folder under libs/. */
export const families = () => readdirSync(join(root, 'libs')).filter((d) => d.startsWith('tool-') && existsSync(join(root, 'libs', d, 'src/index.ts')));

/**
 * The files each family should have.
 *
 * @returns `[{ file, content }]` for every family's tool-index.ts and tool-extras.ts, and the app's icon sprite.
 */
export function expectedFiles() {
  const all = [];
  const files = families().flatMap((family) => {
    const dir = join(root, 'libs', family);
    const tools = familyTools(dir);
    all.push(...tools);
    return [
      { file: join(dir, 'src/tool-index.ts'), content: toolIndexSource(tools) },
      { file: join(dir, 'src/tool-extras.ts'), content: toolExtrasSource(tools) },
    ];
  });
  all.sort((a, b) => a.fields.path.localeCompare(b.fields.path));
  return [...files, { file: join(root, 'apps/web/src/tools/tool-icons.svg'), content: toolIconsSource(all) }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const { file, content } of expectedFiles()) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === content) continue;
    stale.push(relative(root, file));
    if (!check) writeFileSync(file, content);
  }
  if (check && stale.length > 0) {
    console.error(`Stale generated tool index files (run node tools/scripts/generate-tool-index.mjs):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  if (!check) console.log(stale.length ? `Wrote ${stale.join(', ')}` : 'Tool index files up to date.');
}
