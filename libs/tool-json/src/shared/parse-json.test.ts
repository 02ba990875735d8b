import { describe, expect, it } from 'vitest';
import { expectToolInputError, RFC8259_OBJECT } from '@handy-tools/ui/testing';
import { stringifyJsonTree } from './json-tree.js';
import { NATIVE_PARSE_CHARS, parseJsonDocument } from './parse-json-document.js';
import { parseJsonTree } from './parse-json.js';

describe('parseJsonTree and parseJsonDocument: strict JSON first, then JSON5 (via @handy-tools/json-text)', () => {
  it('read RFC 8259 §13’s object as strict JSON, with no notice', () => {
    for (const parse of [parseJsonTree, parseJsonDocument]) {
      const r = parse(RFC8259_OBJECT);
      expect(r.json5).toBeNull();
      expect(r.notices).toEqual([]);
      expect(JSON.parse(stringifyJsonTree(r.tree))).toEqual(JSON.parse(RFC8259_OBJECT));
    }
  });

  it('read the JSON5 spec’s array example (spec.json5.org §4) and name its first feature', () => {
    const text = "[\n    [1, true, 'three'],\n    [4, \"five\", 0x6],\n]";
    for (const parse of [parseJsonTree, parseJsonDocument]) {
      const r = parse(text);
      expect(stringifyJsonTree(r.tree)).toBe('[[1,true,"three"],[4,"five",6]]');
      expect(r.json5).toMatchObject({ kind: 'single-quoted-string', line: 2, column: 15 });
      expect(r.notices).toEqual(['Read as JSON5: single-quoted string at line 2, column 15.']);
    }
  });

  it('refuse JSON5 with json5: false', () => {
    expect(expectToolInputError(() => parseJsonTree('[1,]', { json5: false })).message).toMatch(/^Line 1, column 4: .*no trailing comma/);
    expect(expectToolInputError(() => parseJsonDocument('[1,]', { json5: false })).message).toMatch(/^Line 1, column 4: .*no trailing comma/);
  });

  it('report strict JSON nested too deeply for the lossless reader at its place, not as JSON5', () => {
    const e = expectToolInputError(() => parseJsonTree('['.repeat(100_000) + ']'.repeat(100_000)));
    expect(e.message).toMatch(/^Line 1, column \d+: the JSON is nested too deeply to read here/);
  });

  it('read a document over NATIVE_PARSE_CHARS the same way: JSON.parse, then JSON5 with its notice, errors located', () => {
    const rows = Array.from({ length: 19_000 }, (_, i) => `{"id": ${i}, "name": "row ${i}", "tags": ["a", "b"]}`);
    const strict = `[\n${rows.join(',\n')}\n]`;
    expect(strict.length).toBeGreaterThan(NATIVE_PARSE_CHARS);
    expect(parseJsonDocument(strict).notices).toEqual([]);
    const json5 = `[\n${rows.join(',\n')},\n]`; // a trailing comma on the last line but one
    const r = parseJsonDocument(json5);
    expect(r.notices).toEqual([`Read as JSON5: trailing comma at line ${rows.length + 1}, column ${rows.at(-1)!.length + 1}.`]);
    expect(r.tree.type === 'array' && r.tree.items.length).toBe(rows.length);
    const broken = `[\n${rows.join(',\n')}\n}`;
    expect(expectToolInputError(() => parseJsonDocument(broken)).message).toBe(`Line ${rows.length + 2}, column 1: expected ',' or ']' after an array element, found '}'.`);
  });
});
