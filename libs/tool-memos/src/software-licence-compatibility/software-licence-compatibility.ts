import { ToolInputError } from '@handy-tools/ui/kit';
import parseSpdxExpression, { type SpdxNode } from 'spdx-expression-parse';
import spdxSatisfies from 'spdx-satisfies';
import { LICENCES, type LicenceProfile, type RuleTag } from './licence-data.js';

export { LICENCES, RULES, type LicenceProfile, type RuleTag, type Rule, type LicenceKind } from './licence-data.js';

/** The answer to "may code under A be combined into a work distributed under B?". */
export type Verdict = 'yes' | 'conditional' | 'no';

/**
 * Why: one of the cases below, each with its source.
 * - `same`: the same licence.
 * - `public-domain`: A sets no conditions (CC0, Unlicense, 0BSD, MIT-0).
 * - `permissive`: A only asks for its notices to be kept (and, for Apache-2.0, the NOTICE file and change notes).
 * - `apache-gpl2`: Apache-2.0 is incompatible with GPL version 2 (FSF licence list; apache.org/licenses/GPL-compatibility).
 * - `or-later`: A's "or later" clause lets the code be used under B's version.
 * - `or-later-upgrade`: the combination is possible under the later version only (B's "or later" allows it).
 * - `narrows`: possible, but the combined work is limited to A's version (`-only`).
 * - `gpl-version`: GPL-2.0-only and version 3 licences cannot be combined (FSF GPL FAQ).
 * - `agpl-13`: GPL-3.0 and AGPL-3.0 §13 allow linking the two; each part keeps its licence.
 * - `mpl-secondary`: MPL-2.0 §3.3 allows distribution under the GNU licences (unless the code is marked "Incompatible With Secondary Licenses").
 * - `epl-secondary`: only if the EPL-2.0 code names GPL-2.0 or later as a Secondary License (EPL-2.0 Exhibit A).
 * - `file-copyleft-larger-work`: A's files stay under A (source available); the larger work may use B (MPL-2.0 §3.3, EPL-2.0 §3).
 * - `lgpl-to-gpl`: the LGPL lets its code be relicensed under the GPL (LGPL-2.1 §3; LGPL-3.0 is GPL-3.0 plus permissions).
 * - `lgpl-library`: used as a library, the LGPL part stays LGPL (source, relinking) and the rest may use B.
 * - `eupl-compatible`: EUPL-1.2 §5 and its appendix allow distributing a combination under a listed compatible licence.
 * - `copyleft`: A's copyleft requires the whole derived work to be under A (or a licence A allows), which B is not.
 */
export type CompatibilityCase =
  | 'same'
  | 'public-domain'
  | 'permissive'
  | 'apache-gpl2'
  | 'or-later'
  | 'or-later-upgrade'
  | 'narrows'
  | 'gpl-version'
  | 'agpl-13'
  | 'mpl-secondary'
  | 'epl-secondary'
  | 'file-copyleft-larger-work'
  | 'lgpl-to-gpl'
  | 'lgpl-library'
  | 'eupl-compatible'
  | 'copyleft';

/** The answer with its reason. */
export interface Compatibility {
  from: string;
  into: string;
  verdict: Verdict;
  reason: CompatibilityCase;
}

/** English explanations of each case, with their sources (the UI shows translated ones). */
export const CASE_EXPLANATIONS: Readonly<Record<CompatibilityCase, string>> = {
  same: 'Same licence: nothing to reconcile.',
  'public-domain': 'The first licence sets no conditions: its code can go into a work under any licence.',
  permissive:
    'A permissive licence: keep its copyright and licence notices (for Apache-2.0 also its NOTICE file and change notes); the whole work can be under the second licence.',
  'apache-gpl2':
    'Apache-2.0’s patent termination and indemnity terms are further restrictions that GPL version 2 forbids (FSF licence list; Apache Software Foundation).',
  'or-later': 'The “or later” clause lets this code be used under the version of the second licence.',
  'or-later-upgrade':
    'Possible only under the later version: the combined work is distributed under version 3 (the second licence’s “or later” allows it).',
  narrows: 'Possible, but the combined work can only be distributed under the fixed version of the first licence.',
  'gpl-version': 'GPL version 2 only and version 3 licences cannot be combined: each forbids the other’s extra terms (FSF GPL FAQ).',
  'agpl-13':
    'Section 13 of GPL-3.0 and AGPL-3.0 allows combining them; each part keeps its licence and the AGPL network clause applies to the combination.',
  'mpl-secondary':
    'MPL-2.0 §3.3 allows distributing MPL code in a larger work under the GNU licences, unless it is marked “Incompatible With Secondary Licenses”.',
  'epl-secondary': 'Only if the EPL-2.0 code names GPL-2.0 or later as a Secondary License (EPL-2.0 Exhibit A); otherwise not.',
  'file-copyleft-larger-work':
    'The first licence is file- or module-level copyleft: its files stay under it with their source available; the rest of the larger work can use the second licence.',
  'lgpl-to-gpl': 'The LGPL lets its code be distributed under the GPL (LGPL-2.1 §3; LGPL-3.0 is GPL-3.0 with extra permissions).',
  'lgpl-library':
    'Use the LGPL code as a library: it stays under the LGPL (source of the library and its changes, relinking allowed); the rest can use the second licence.',
  'eupl-compatible':
    'EUPL-1.2 §5 allows distributing a combined work under a compatible licence from its appendix when the other licence requires it.',
  copyleft:
    'The first licence is copyleft: a work that contains its code must be distributed under it (or a licence it allows), which the second licence is not.',
};

const BY_ID = new Map(LICENCES.map((l) => [l.id.toLowerCase(), l]));

/**
 * Finds a licence of the table by SPDX identifier, ignoring case. The deprecated GNU identifiers
 * (`GPL-3.0`, `GPL-3.0+`, `LGPL-2.1`…) map to their `-only` / `-or-later` forms (SPDX License List 3.0).
 *
 * @param id - an SPDX identifier.
 * @returns the profile.
 * @throws ToolInputError when the table has no such licence (the message lists what it knows).
 */
export function getLicence(id: string): LicenceProfile {
  let key = id.trim().toLowerCase();
  if (/^(a|l)?gpl-\d\.\d\+$/.test(key)) key = key.replace('+', '-or-later');
  else if (/^(a|l)?gpl-\d\.\d$/.test(key)) key = `${key}-only`;
  const found = BY_ID.get(key);
  if (!found) throw new ToolInputError(`“${id.trim()}” is not in the compatibility table. Known: ${LICENCES.map((l) => l.id).join(', ')}.`);
  return found;
}

const family = (id: string) => /^(A?GPL|LGPL)-(\d)\.\d-(only|or-later)$/.exec(id);

/**
 * May code under licence `fromId` be combined into a work distributed under licence `intoId`?
 * One-way: MIT code may go into a GPL work, GPL code may not go into an MIT work. Based on the FSF's
 * "Various Licenses and Comments about Them" and GPL FAQ, MPL-2.0 §3.3, EPL-2.0 Exhibit A, the
 * EUPL-1.2 appendix and the Apache Software Foundation's GPL compatibility page. Not legal advice.
 *
 * @param fromId - SPDX identifier of the code being included.
 * @param intoId - SPDX identifier of the work it goes into.
 * @returns the verdict and the case explaining it (see {@link CASE_EXPLANATIONS}).
 * @throws ToolInputError when a licence is not in the table.
 */
export function compatibility(fromId: string, intoId: string): Compatibility {
  const a = getLicence(fromId);
  const b = getLicence(intoId);
  const r = (verdict: Verdict, reason: CompatibilityCase): Compatibility => ({ from: a.id, into: b.id, verdict, reason });
  if (a.id === b.id) return r('yes', 'same');
  if (a.kind === 'public-domain') return r('yes', 'public-domain');
  const fb = family(b.id);
  if (a.kind === 'permissive') {
    if (a.id === 'Apache-2.0' && fb && fb[2] === '2' && fb[3] === 'only') return r('no', 'apache-gpl2');
    return r('yes', 'permissive');
  }
  const fa = family(a.id);
  const gnu = (f: RegExpExecArray | null) => f !== null;
  if (a.id === 'MPL-2.0') return gnu(fb) ? r('yes', 'mpl-secondary') : r('conditional', 'file-copyleft-larger-work');
  if (a.id === 'EPL-2.0') return fb && fb[1] !== 'LGPL' ? r('conditional', 'epl-secondary') : r('conditional', 'file-copyleft-larger-work');
  if (a.id === 'EUPL-1.2') return gnu(fb) || b.id === 'MPL-2.0' ? r('conditional', 'eupl-compatible') : r('no', 'copyleft');
  if (!fa) return r('no', 'copyleft');
  const [, aName, aVersion, aScope] = fa;
  if (!fb) return aName === 'LGPL' ? r('conditional', 'lgpl-library') : r('no', 'copyleft');
  const [, bName, bVersion, bScope] = fb;

  if (aName === 'LGPL') {
    if (bName === 'LGPL') {
      if (aVersion === bVersion) return aScope === 'or-later' ? r('yes', 'or-later') : r('conditional', 'narrows');
      if (aVersion! < bVersion!) return aScope === 'or-later' ? r('yes', 'or-later') : r('conditional', 'lgpl-library');
      return bScope === 'or-later' ? r('conditional', 'or-later-upgrade') : r('no', 'gpl-version');
    }
    // into the GPL or AGPL
    if (aVersion === '3' && bVersion === '2') return bScope === 'or-later' ? r('conditional', 'or-later-upgrade') : r('no', 'gpl-version');
    return r('yes', 'lgpl-to-gpl');
  }
  if (bName === 'LGPL') return r('no', 'copyleft');
  // GPL or AGPL into GPL or AGPL
  if (aVersion === '2' && bVersion === '3') return aScope === 'or-later' ? r('yes', 'or-later') : r('no', 'gpl-version');
  if (aVersion === '3' && bVersion === '2') return bScope === 'or-later' ? r('conditional', 'or-later-upgrade') : r('no', 'gpl-version');
  if (aName !== bName) {
    if (aName === 'GPL' && bName === 'AGPL') return r('yes', 'agpl-13');
    return r('conditional', 'agpl-13'); // AGPL code into a GPL-3.0 work: allowed, the AGPL part keeps its terms
  }
  return aScope === 'or-later' ? r('yes', 'or-later') : r('conditional', 'narrows');
}

/** Filters of {@link filterLicences}: tags a licence must have, and tags it must not have. */
export interface LicenceFilter {
  required?: readonly RuleTag[];
  excluded?: readonly RuleTag[];
}

/**
 * The licences of the table whose rules (permissions, conditions and limitations together) include
 * every required tag and none of the excluded ones.
 *
 * @param filter - required and excluded tags (`patent-use` counts in permissions or limitations).
 * @returns the matching profiles, in table order.
 */
export function filterLicences(filter: LicenceFilter): LicenceProfile[] {
  return LICENCES.filter((l) => {
    const tags = new Set<RuleTag>([...l.permissions, ...l.conditions, ...l.limitations]);
    return (filter.required ?? []).every((t) => tags.has(t)) && !(filter.excluded ?? []).some((t) => tags.has(t));
  });
}

/** A licence named in an SPDX expression. */
export interface ExpressionLicence {
  /** The SPDX identifier as written (`GPL-2.0+` keeps its `+` in `plus`). */
  license: string;
  plus: boolean;
  exception?: string;
}

/** A parsed SPDX expression: its licences and a normalized form. */
export interface ParsedExpression {
  licences: ExpressionLicence[];
  /** The expression re-written with upper-case operators and minimal parentheses. */
  normalized: string;
}

function render(node: SpdxNode, parent?: 'and' | 'or'): string {
  if ('license' in node) return `${node.license}${node.plus ? '+' : ''}${node.exception ? ` WITH ${node.exception}` : ''}`;
  const text = `${render(node.left, node.conjunction)} ${node.conjunction.toUpperCase()} ${render(node.right, node.conjunction)}`;
  return parent && parent !== node.conjunction ? `(${text})` : text;
}

function leaves(node: SpdxNode, out: ExpressionLicence[]): ExpressionLicence[] {
  if ('license' in node)
    out.push(
      node.exception
        ? { license: node.license, plus: node.plus === true, exception: node.exception }
        : { license: node.license, plus: node.plus === true },
    );
  else {
    leaves(node.left, out);
    leaves(node.right, out);
  }
  return out;
}

/**
 * Parses an SPDX licence expression (SPDX specification, Annex D: `MIT OR (Apache-2.0 AND
 * BSD-3-Clause)`, `GPL-2.0-or-later WITH Classpath-exception-2.0`) with spdx-expression-parse.
 *
 * @param expression - the expression.
 * @returns its licences and a normalized form.
 * @throws ToolInputError when the expression is empty, malformed or names an unknown identifier.
 */
export function parseExpression(expression: string): ParsedExpression {
  const text = expression.trim();
  if (text === '') throw new ToolInputError('Enter an SPDX expression, e.g. MIT OR Apache-2.0.');
  let node: SpdxNode;
  try {
    node = parseSpdxExpression(text);
  } catch (error) {
    const at = /Unexpected `(.*)` at offset (\d+)/.exec(error instanceof Error ? error.message : '');
    if (at) {
      const position = Number(at[2]);
      const word = /^[^\s()]*/.exec(text.slice(position))?.[0] || at[1];
      throw new ToolInputError(
        `“${text}” is not a valid SPDX expression: “${word}” at position ${position + 1} is not a known licence identifier or operator.`,
        { position, cause: error },
      );
    }
    throw new ToolInputError(
      `“${text}” is not a valid SPDX expression: it is incomplete or its parentheses do not match (SPDX specification, Annex D).`,
      { cause: error },
    );
  }
  return { licences: leaves(node, []), normalized: render(node) };
}

/**
 * Whether an SPDX expression is satisfied by a list of licences you accept (spdx-satisfies):
 * `MIT OR GPL-3.0-only` is satisfied by `[MIT]`; `MIT AND GPL-3.0-only` is not.
 *
 * @param expression - an SPDX expression.
 * @param accepted - licence identifiers, `X+` ranges or `X WITH exception` (no AND/OR), e.g. from a comma-separated list.
 * @returns true when some choice the expression allows uses only accepted licences.
 * @throws ToolInputError when the expression or an accepted licence is invalid, or the list is empty.
 */
export function satisfiesExpression(expression: string, accepted: readonly string[]): boolean {
  parseExpression(expression);
  const list = accepted.map((a) => a.trim()).filter(Boolean);
  if (list.length === 0) throw new ToolInputError('List at least one accepted licence, e.g. MIT, Apache-2.0.');
  for (const a of list) {
    if (/\s(AND|OR)\s/i.test(a)) throw new ToolInputError(`“${a}”: accepted licences are single identifiers, without AND or OR.`);
    parseExpression(a);
  }
  try {
    return spdxSatisfies(expression.trim(), list);
  } catch (error) {
    throw new ToolInputError(`Cannot compare: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
