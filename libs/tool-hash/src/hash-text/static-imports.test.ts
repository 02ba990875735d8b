// Hash text's default view must stay small to embed: no hash-wasm, no compute-core hashing and no
// Argon2 in the modules it imports statically. Those load with import() when needed (see
// hash-text.ts and compute-hashing.ts). This test reads the sources, so it fails as soon as a
// static import brings them back.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const familySrc = resolve(here, '..');
const computeSrc = resolve(here, '../../../compute/src');

/** A value import of a module: the names it binds (`*` for a namespace or `export *`). */
interface StaticImport {
  specifier: string;
  names: string[] | '*';
}

/**
 * The static imports of a module that load code: `import`/`export … from` declarations, except
 * type-only ones (`import type`, `export type`, and type-only names). Dynamic `import()` is not a
 * declaration, so it is not listed. With `workerUrls`, also `new URL('./x.worker.js', import.meta.url)`
 * (a worker the module starts: its code is fetched when it runs).
 */
function staticImports(file: string, workerUrls = false): StaticImport[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: StaticImport[] = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const names: string[] = [];
      let all = false;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) all = true;
      else if (bindings) for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
      out.push({ specifier: st.moduleSpecifier.text, names: all ? '*' : names });
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) && !st.isTypeOnly) {
      const clause = st.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.filter((el) => !el.isTypeOnly).map((el) => (el.propertyName ?? el.name).text) : '*';
      out.push({ specifier: st.moduleSpecifier.text, names });
    }
  }
  if (workerUrls) {
    const visit = (node: ts.Node): void => {
      const [url, base] = ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' ? (node.arguments ?? []) : [];
      if (url && base && ts.isStringLiteral(url) && url.text.endsWith('.worker.js') && base.getText(source) === 'import.meta.url') out.push({ specifier: url.text, names: '*' });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** `./x.js` from `file` → the `.ts`/`.tsx` source, or null for a non-TypeScript file (CSS). */
function resolveRelative(file: string, specifier: string): string | null {
  const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`]) if (existsSync(candidate)) return candidate;
  if (/\.(css|svg|png|json)$/.test(specifier)) return null;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

/** Every module reached from `entry` by relative static imports inside `root`, with its bare imports. */
function staticGraph(entry: string, root: string, workerUrls = false): Map<string, StaticImport[]> {
  const graph = new Map<string, StaticImport[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports = staticImports(file, workerUrls);
    graph.set(file, imports);
    for (const i of imports) {
      if (!i.specifier.startsWith('.')) continue;
      const target = resolveRelative(file, i.specifier);
      if (target && target.startsWith(root)) visit(target);
    }
  };
  visit(entry);
  return graph;
}

/** Names exported by a compute module's own declarations (values only). */
function declaredValueNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const st of source.statements) {
    if (!ts.canHaveModifiers(st) || !ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) names.push(st.name.text);
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return names;
}

/**
 * For each value `@handy-tools/compute` exports: whether it is hashing code, i.e. its module,
 * with what that module imports statically and the workers it starts, reaches hash-wasm.
 */
function computeExports(): Map<string, { module: string; hashing: boolean }> {
  const index = resolve(computeSrc, 'index.ts');
  const reachesHashWasm = (module: string) => [...staticGraph(module, computeSrc, true).values()].some((imports) => imports.some((i) => i.specifier === 'hash-wasm'));
  const out = new Map<string, { module: string; hashing: boolean }>();
  for (const i of staticImports(index)) {
    const module = resolveRelative(index, i.specifier)!;
    const hashing = reachesHashWasm(module);
    for (const name of i.names === '*' ? declaredValueNames(module) : i.names) out.set(name, { module, hashing });
  }
  return out;
}

/** What in a static graph breaks the rule, as readable lines (empty when all is well). */
function violations(graph: Map<string, StaticImport[]>): string[] {
  const compute = computeExports();
  const found: string[] = [];
  for (const [file, imports] of graph) {
    const where = file.slice(familySrc.length + 1);
    for (const i of imports) {
      if (i.specifier === 'hash-wasm' || i.specifier.startsWith('hash-wasm/')) found.push(`${where} imports hash-wasm`);
      if (i.specifier === '@noble/hashes/argon2.js') found.push(`${where} imports Argon2 (@noble/hashes/argon2.js)`);
      if (i.specifier === '@handy-tools/compute') {
        if (i.names === '*') found.push(`${where} imports all of @handy-tools/compute`);
        else for (const name of i.names) if (compute.get(name)?.hashing !== false) found.push(`${where} imports ${name} (compute-core hashing) from @handy-tools/compute`);
      }
    }
  }
  return found;
}

describe("Hash text's static import graph", () => {
  const graph = staticGraph(resolve(here, 'HashTextTool.tsx'), familySrc);
  const files = [...graph.keys()].map((f) => f.slice(familySrc.length + 1));

  it('follows the relative imports of HashTextTool.tsx through the family', () => {
    expect(files).toEqual(expect.arrayContaining(['hash-text/HashTextTool.tsx', 'hash-text/hash-text.ts', 'hash-text/state.ts', 'hash-text/kdf-constants.ts', 'shared/DigestList.tsx', 'shared/encoding.ts']));
    // Loaded with import() only: the compute core's hashing, password hashing (its checks too) and the checklist of more algorithms.
    for (const lazy of ['hash-text/compute-hashing.ts', 'hash-text/kdf-params.ts', 'hash-text/kdf-client.ts', 'hash-text/kdf.ts', 'hash-text/kdf.worker.ts', 'shared/AlgorithmChecklist.tsx']) expect(files).not.toContain(lazy);
  });

  it('tells the compute core’s hashing from its light exports', () => {
    const compute = computeExports();
    for (const name of ['hashText', 'hashBytes', 'hashBlob', 'hashInMemory', 'createHasher', 'hashFile', 'hashTextInWorkers', 'prewarmHashWorkers']) expect(compute.get(name)?.hashing, name).toBe(true);
    for (const name of ['HASH_ALGORITHMS', 'HASH_ALGORITHM_INFO', 'normalizeAlgorithms', 'isAbortError', 'createAbortError']) expect(compute.get(name)?.hashing, name).toBe(false);
  });

  it('has no hash-wasm, compute-core hashing or Argon2 in it', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('would report the modules that are loaded on demand', () => {
    expect(violations(staticGraph(resolve(here, 'compute-hashing.ts'), familySrc))).toEqual([
      'hash-text/compute-hashing.ts imports hashBytes (compute-core hashing) from @handy-tools/compute',
      'hash-text/compute-hashing.ts imports hashTextInWorkers (compute-core hashing) from @handy-tools/compute',
    ]);
    expect(violations(staticGraph(resolve(here, 'kdf.worker.ts'), familySrc))).toContain('hash-text/kdf.ts imports Argon2 (@noble/hashes/argon2.js)');
  });
});
