import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { softwareLicenceCompatibilityTool } from './meta.js';
import {
  CASE_EXPLANATIONS,
  compatibility,
  filterLicences,
  getLicence,
  LICENCES,
  parseExpression,
  RULES,
  satisfiesExpression,
} from './software-licence-compatibility.js';
import { SPDX_LICENCES } from './spdx-data.js';
import { softwareLicenceCompatibilityState } from './state.js';

const verdict = (a: string, b: string) => compatibility(a, b).verdict;

describe('licence profiles (choosealicense.com)', () => {
  it('uses SPDX identifiers of the SPDX License List, all OSI approved or public-domain dedications', () => {
    for (const l of LICENCES) expect(SPDX_LICENCES[l.id], l.id).toBeDefined();
  });

  // choosealicense.com _licenses/mit.txt, apache-2.0.txt, gpl-3.0.txt, mpl-2.0.txt, agpl-3.0.txt front matter.
  it('carries the tags of choosealicense.com', () => {
    expect(getLicence('MIT')).toMatchObject({
      permissions: ['commercial-use', 'modifications', 'distribution', 'private-use'],
      conditions: ['include-copyright'],
      limitations: ['liability', 'warranty'],
    });
    expect(getLicence('Apache-2.0')).toMatchObject({
      conditions: ['include-copyright', 'document-changes'],
      limitations: ['trademark-use', 'liability', 'warranty'],
    });
    expect(getLicence('Apache-2.0').permissions).toContain('patent-use');
    expect(getLicence('GPL-3.0-only').conditions).toEqual(['include-copyright', 'document-changes', 'disclose-source', 'same-license']);
    expect(getLicence('MPL-2.0').conditions).toContain('same-license--file');
    expect(getLicence('AGPL-3.0-or-later').conditions).toContain('network-use-disclose');
    const tags = new Set([...RULES.permissions, ...RULES.conditions, ...RULES.limitations].map((r) => r.tag));
    for (const l of LICENCES)
      for (const tag of [...l.permissions, ...l.conditions, ...l.limitations]) expect(tags.has(tag), `${l.id} ${tag}`).toBe(true);
  });

  it('maps deprecated GNU identifiers and rejects unknown ones', () => {
    expect(getLicence('gpl-3.0').id).toBe('GPL-3.0-only');
    expect(getLicence('GPL-2.0+').id).toBe('GPL-2.0-or-later');
    expect(() => getLicence('WTFPL')).toThrow(ToolInputError);
    expect(() => getLicence('WTFPL')).toThrow(/“WTFPL” is not in the compatibility table/);
  });
});

describe('compatibility (FSF licence list and GPL FAQ, MPL-2.0 §3.3, Apache Software Foundation)', () => {
  it.each([
    // Permissive code may go into copyleft works, not the other way (FSF: "GPL-compatible" licences).
    ['MIT', 'GPL-3.0-or-later', 'yes'],
    ['BSD-3-Clause', 'GPL-2.0-only', 'yes'],
    ['GPL-3.0-only', 'MIT', 'no'],
    ['GPL-2.0-only', 'Apache-2.0', 'no'],
    // FSF: Apache 2.0 is compatible with GPLv3 but not with GPLv2.
    ['Apache-2.0', 'GPL-3.0-only', 'yes'],
    ['Apache-2.0', 'GPL-2.0-only', 'no'],
    // FSF GPL FAQ: GPLv2-only code cannot be combined with GPLv3 code; "or later" can.
    ['GPL-2.0-only', 'GPL-3.0-only', 'no'],
    ['GPL-2.0-or-later', 'GPL-3.0-only', 'yes'],
    ['GPL-3.0-only', 'GPL-2.0-only', 'no'],
    // GPLv3 §13 / AGPLv3 §13.
    ['GPL-3.0-or-later', 'AGPL-3.0-only', 'yes'],
    ['AGPL-3.0-only', 'MIT', 'no'],
    // LGPL-2.1 §3: LGPL code may be relicensed under the GPL.
    ['LGPL-2.1-only', 'GPL-2.0-only', 'yes'],
    ['LGPL-2.1-or-later', 'MIT', 'conditional'],
    // MPL-2.0 §3.3 (Secondary Licenses) and its larger-work rule.
    ['MPL-2.0', 'GPL-3.0-or-later', 'yes'],
    ['MPL-2.0', 'Apache-2.0', 'conditional'],
    ['CC0-1.0', 'GPL-2.0-only', 'yes'],
  ] as const)('%s into %s: %s', (a, b, expected) => {
    expect(verdict(a, b)).toBe(expected);
  });

  it('is one-way: when copyleft A cannot go into permissive B, B can go into A', () => {
    const copyleft = LICENCES.filter((l) => l.kind === 'strong-copyleft' || l.kind === 'network-copyleft');
    const permissive = LICENCES.filter((l) => l.kind === 'permissive' || l.kind === 'public-domain');
    for (const c of copyleft)
      for (const p of permissive) {
        expect(verdict(c.id, p.id), `${c.id} → ${p.id}`).toBe('no');
        if (!(p.id === 'Apache-2.0' && c.id.startsWith('GPL-2.0-only'))) expect(verdict(p.id, c.id), `${p.id} → ${c.id}`).not.toBe('no');
      }
  });

  it('answers every pair with an explained case (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCES), fc.constantFrom(...LICENCES), (a, b) => {
        const r = compatibility(a.id, b.id);
        expect(CASE_EXPLANATIONS[r.reason]).toBeTruthy();
        if (a.id === b.id) expect(r.verdict).toBe('yes');
        if (a.kind === 'public-domain') expect(r.verdict).toBe('yes');
      }),
    );
  });
});

describe('SPDX expressions (spdx-expression-parse, spdx-satisfies)', () => {
  it('parses and normalizes the examples of the SPDX specification, Annex D', () => {
    expect(parseExpression('((MIT) OR (Apache-2.0 AND BSD-3-Clause))').normalized).toBe('MIT OR (Apache-2.0 AND BSD-3-Clause)');
    expect(parseExpression('GPL-2.0-or-later WITH Classpath-exception-2.0').licences).toEqual([
      { license: 'GPL-2.0-or-later', plus: false, exception: 'Classpath-exception-2.0' },
    ]);
    expect(parseExpression('LGPL-2.1+').licences).toEqual([{ license: 'LGPL-2.1', plus: true }]);
  });

  it('names what is wrong in a bad expression', () => {
    expect(() => parseExpression('')).toThrow(ToolInputError);
    expect(() => parseExpression('MIT OR FOO')).toThrow(
      '“MIT OR FOO” is not a valid SPDX expression: “FOO” at position 8 is not a known licence identifier or operator.',
    );
    expect(() => parseExpression('MIT OR')).toThrow(/incomplete or its parentheses do not match/);
  });

  // The spdx-satisfies README examples.
  it('checks an expression against accepted licences', () => {
    expect(satisfiesExpression('MIT', ['MIT', 'ISC', 'BSD-2-Clause', 'Apache-2.0'])).toBe(true);
    expect(satisfiesExpression('GPL-2.0 OR MIT', ['MIT'])).toBe(true);
    expect(satisfiesExpression('GPL-2.0 AND MIT', ['MIT'])).toBe(false);
    expect(satisfiesExpression('GPL-3.0', ['GPL-2.0+'])).toBe(true);
    expect(satisfiesExpression('GPL-1.0', ['GPL-2.0+'])).toBe(false);
    expect(() => satisfiesExpression('MIT', [' '])).toThrow('List at least one accepted licence, e.g. MIT, Apache-2.0.');
    expect(() => satisfiesExpression('MIT', ['MIT OR ISC'])).toThrow(ToolInputError);
  });

  it('an OR of accepted licences is satisfied; an AND needs all (property)', () => {
    const ids = ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', 'GPL-3.0-only', 'MPL-2.0'];
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids), (x, y) => {
        expect(satisfiesExpression(`${x} OR ${y}`, [x])).toBe(true);
        expect(satisfiesExpression(`${x} AND ${y}`, [x])).toBe(x === y);
      }),
    );
  });
});

describe('licence finder', () => {
  it('filters by rules', () => {
    const noNotice = filterLicences({ excluded: ['include-copyright', 'include-copyright--source'] }).map((l) => l.id);
    expect(noNotice).toEqual(expect.arrayContaining(['0BSD', 'MIT-0', 'Unlicense', 'CC0-1.0']));
    expect(noNotice).not.toContain('MIT');
    const patents = filterLicences({ required: ['patent-use', 'disclose-source'] }).map((l) => l.id);
    expect(patents).toContain('GPL-3.0-only');
    expect(patents).not.toContain('GPL-2.0-only');
    expect(filterLicences({})).toHaveLength(LICENCES.length);
  });
});

describe('licence compatibility: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(softwareLicenceCompatibilityTool, softwareLicenceCompatibilityState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => getLicence(s));
    fuzzToolFunction((s: string) => compatibility(s, 'MIT'));
    fuzzToolFunction((s: string) => parseExpression(s));
    fuzzToolFunction((s: string) => satisfiesExpression(s, ['MIT']));
    fuzzToolFunction((s: string) => satisfiesExpression('MIT', s.split(',')));
  });
});
