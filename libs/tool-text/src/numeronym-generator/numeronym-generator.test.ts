import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { graphemeCount } from '../shared/graphemes.js';
import { numeronymGeneratorTool } from './meta.js';
import { numeronymGeneratorState } from './state.js';
import { numeronym } from './numeronym-generator.js';

describe('numeronym', () => {
  // The published numeronyms (W3C i18n glossary "i18n", "l10n"; W3C WAI "a11y"; kubernetes.io "K8s").
  it('gives the well-known numeronyms', () => {
    expect(numeronym('internationalization')).toBe('i18n');
    expect(numeronym('localization')).toBe('l10n');
    expect(numeronym('accessibility')).toBe('a11y');
    expect(numeronym('Kubernetes')).toBe('K8s');
    // it-tools' behaviour (whole text, space counted): "Hello world" → H + 9 + d.
    expect(numeronym('Hello world', { scope: 'whole' })).toBe('H9d');
  });

  it('works per word, keeps short words, spaces and punctuation', () => {
    expect(numeronym('Hello, internationalization and Kubernetes!')).toBe('H3o, i18n and K8s!');
    expect(numeronym('a cat is on it.')).toBe('a cat is on it.');
    expect(numeronym('four', { keepUpTo: 4 })).toBe('four');
    expect(numeronym('four', { keepUpTo: 3 })).toBe('f2r');
  });

  it('counts user-perceived characters (UAX #29), not UTF-16 units', () => {
    // "Ångström" with a combining ring (U+030A) is 8 characters.
    expect(numeronym('A\u030Angstro\u0308m')).toBe('A\u030A6m');
    expect(numeronym('Москва')).toBe('М4а');
  });

  it('keeps the first and last characters and counts the rest', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,30}$/), (w) => {
        const out = numeronym(w);
        return out.startsWith(w[0]!) && out.endsWith(w[w.length - 1]!) && out.slice(1, -1) === String(graphemeCount(w) - 2);
      }),
    );
  });

  it('returns an empty text for an empty input', () => {
    expect(numeronym('')).toBe('');
    expect(numeronym('   ', { scope: 'whole' })).toBe('');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(numeronymGeneratorTool, numeronymGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => numeronym(s));
    fuzzToolFunction((s: string) => numeronym(s, { scope: 'whole', keepUpTo: 0 }));
  });
});
