import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { RFC8259_ARRAY, RFC8259_OBJECT, expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jsonToGoState } from './state.js';
import { jsonToGo } from './json-to-go.js';

// The output's shape is checked everywhere; where a Go toolchain is installed (.ci/run installs
// Debian's golang-go), samples are also compiled and read back with encoding/json.
// Struct tags follow https://pkg.go.dev/encoding/json#Marshal.

function hasGo(): boolean {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const go = hasGo();
const workDir = mkdtempSync(join(tmpdir(), 'json-to-go-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// Reads JSON from standard input into Root, refusing keys without a field, and writes it back.
const ROUND_TRIP_MAIN = `package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

func main() {
	data, _ := io.ReadAll(os.Stdin)
	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	var root Root
	if err := decoder.Decode(&root); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, _ := json.Marshal(root)
	os.Stdout.Write(out)
}
`;

// Prints the example tag of each field of Root, by its JSON name, as Go's reflect reads it.
const EXAMPLE_TAGS_MAIN = `package main

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
)

func main() {
	out := map[string]string{}
	t := reflect.TypeOf(Root{})
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if example, ok := f.Tag.Lookup("example"); ok {
			out[strings.Split(f.Tag.Get("json"), ",")[0]] = example
		}
	}
	data, _ := json.Marshal(out)
	os.Stdout.Write(data)
}
`;

/** Compiles the generated code with a main that decodes `sample` and encodes it again; returns what it wrote. */
function goRoundTrip(code: string, sample: string, run: string, main = ROUND_TRIP_MAIN): string {
  const dir = join(workDir, run);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'root.go'), code);
  writeFileSync(join(dir, 'main.go'), main);
  const env = { ...process.env, GOCACHE: join(workDir, 'cache'), GOPATH: join(workDir, 'gopath'), GOFLAGS: '-mod=mod', GO111MODULE: 'off' };
  return execFileSync('go', ['run', 'main.go', 'root.go'], { cwd: dir, input: sample, env, timeout: 120_000 }).toString();
}

/** The lines of `type <name> struct { … }`, trimmed, or undefined. */
function structBody(code: string, name: string): string[] | undefined {
  const m = new RegExp(`^type ${name} struct \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(code);
  return m?.[1]?.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

describe.skipIf(!go)('compiles with go', () => {
  it.each([
    // omitempty drops zero values (false, "", 0) when writing, so it is tried on a sample without any.
    ['RFC 8259 object, named structs', RFC8259_OBJECT, 'nested', false, false],
    ['RFC 8259 array, inline structs', RFC8259_ARRAY, 'inline', false, false],
    ['RFC 8259 array, inline structs, helpers', RFC8259_ARRAY, 'inline', false, true],
    ['keys that are not Go names, omitempty', '{"first-name": "Ada", "a b": 1, "x.y": [true], "type": {"x": 1.5}, "ü": "z"}', 'nested', true, false],
    // encoding/json refuses "1.0" or "1e2" for an int64 field: these must be float64.
    ['the sample {"a":1.0}', '{"a":1.0}', 'nested', false, false],
    ['floats written 1.0 and 1e2, example tags', '{"price": 1.0, "weight": 1e2, "count": 3, "ratio": 2.50, "items": [{"x": 7}, {"x": 1.0}], "e": [1, 2.0], "f": [1E+2]}', 'nested', false, false],
    ['floats written 1.0 and 1e2, inline structs', '{"a": {"b": 1e2, "c": [{"d": 0.0}]}}', 'inline', false, false],
  ] as const)('%s: builds, knows every key and writes the sample back', async (name, sample, structs, omitEmpty, helpers) => {
    const exampleTags = name.includes('example tags');
    const { code } = await jsonToGo(sample, { packageName: 'main', structs, omitEmpty, helpers, exampleTags });
    const written = goRoundTrip(code, sample, `${structs}-${String(omitEmpty)}-${String(helpers)}-${sample.length}`);
    expect(JSON.parse(written)).toEqual(JSON.parse(sample));
  }, 180_000);

  it('writes example tags that Go reads back as the sample values (reflect.StructTag)', async () => {
    const sample = '{"s": "a \\"q\\" \\\\ `b` ü\\n", "f": 1.0, "e": 1e2, "i": -7, "b": true, "l": ["x", "y"], "n": null, "o": {"k": 1}, "c": ["a,b"], "big": 12345678901234567890}';
    const { code } = await jsonToGo(sample, { packageName: 'main', exampleTags: true });
    const tags = JSON.parse(goRoundTrip(code, '', 'example-tags', EXAMPLE_TAGS_MAIN)) as Record<string, string>;
    expect(tags).toEqual({ s: 'a "q" \\ `b` ü\n', f: '1.0', e: '1e2', i: '-7', b: 'true', l: 'x,y', big: '12345678901234567890' });
  }, 180_000);
});

describe('jsonToGo', () => {
  it('writes one named struct per object with json tags (RFC 8259 example)', async () => {
    const { code, files } = await jsonToGo(RFC8259_OBJECT, { packageName: 'models' });
    expect(files.map((f) => f.name)).toEqual(['models.go']);
    expect(code.startsWith('package models\n')).toBe(true);
    expect(structBody(code, 'Root')).toEqual(['Image Image `json:"Image"`']);
    expect(structBody(code, 'Image')).toEqual([
      'Width int64 `json:"Width"`',
      'Height int64 `json:"Height"`',
      'Title string `json:"Title"`',
      'Thumbnail Thumbnail `json:"Thumbnail"`',
      'Animated bool `json:"Animated"`',
      'IDs []int64 `json:"IDs"`',
    ]);
    expect(structBody(code, 'Thumbnail')).toEqual(['URL string `json:"Url"`', 'Height int64 `json:"Height"`', 'Width int64 `json:"Width"`']);
  });

  it('exports field names and keeps JSON names in the tags; floats are float64', async () => {
    const { code } = await jsonToGo('{"first-name": "Ada", "user_id": 7, "score": 9.5, "tags": ["x"], "meta": null}');
    expect(structBody(code, 'Root')).toEqual([
      'FirstName string `json:"first-name"`',
      'UserID int64 `json:"user_id"`',
      'Score float64 `json:"score"`',
      'Tags []string `json:"tags"`',
      'Meta interface{} `json:"meta"`',
    ]);
  });

  it('types a number written with a fraction or an exponent as float64, even when whole (RFC 8259 §6)', async () => {
    const { code } = await jsonToGo('{"a": 1.0, "b": 1e2, "c": 1, "d": 1.5E-3, "e": [1, 2.0], "f": 9223372036854775808, "g": -0}');
    expect(structBody(code, 'Root')).toEqual([
      'A float64 `json:"a"`',
      'B float64 `json:"b"`',
      'C int64 `json:"c"`',
      'D float64 `json:"d"`',
      'E []float64 `json:"e"`',
      // Beyond int64 (exactly one more than its maximum).
      'F float64 `json:"f"`',
      'G int64 `json:"g"`',
    ]);
    // JSON with comments keeps the literals too.
    expect(structBody((await jsonToGo('{"a": 1.0 /* price */}')).code, 'Root')).toEqual(['A float64 `json:"a"`']);
    // And JSON5 (a JavaScript object literal): {price: 1.0} is {"price": 1.0}; 0xFF is the integer 255.
    expect(structBody((await jsonToGo("{price: 1.0, n: 0xFF, r: .5}")).code, 'Root')).toEqual(['Price float64 `json:"price"`', 'N int64 `json:"n"`', 'R float64 `json:"r"`']);
  });

  it('adds example tags with the first value of the sample on request (swaggo/swag), none for objects, null or mixed values', async () => {
    const sample = '{"id": 1, "name": "Ada", "score": 9.0, "tags": ["x", "y"], "addr": {"city": "London"}, "items": [{"q": null}, {"q": 2}, {"q": 3}], "mixed": [1, "a"], "empty": []}';
    const { code } = await jsonToGo(sample, { exampleTags: true });
    expect(structBody(code, 'Root')).toEqual([
      'ID int64 `json:"id" example:"1"`',
      'Name string `json:"name" example:"Ada"`',
      'Score float64 `json:"score" example:"9.0"`',
      'Tags []string `json:"tags" example:"x,y"`',
      'Addr Addr `json:"addr"`',
      'Items []Item `json:"items"`',
      'Mixed []Mixed `json:"mixed"`',
      'Empty []interface{} `json:"empty"`',
    ]);
    expect(structBody(code, 'Addr')).toEqual(['City string `json:"city" example:"London"`']);
    expect(structBody(code, 'Item')).toEqual(['Q *int64 `json:"q" example:"2"`']);
    const inline = (await jsonToGo('{"a": {"b": true}}', { exampleTags: true, structs: 'inline' })).code;
    expect(inline).toContain('\t\tB bool `json:"b" example:"true"`');
    expect((await jsonToGo(sample)).code).not.toContain('example:');
  });

  it('makes fields missing from some objects pointers with omitempty', async () => {
    const { code } = await jsonToGo('{"items": [{"a": 1, "b": "x"}, {"a": 2}]}');
    expect(structBody(code, 'Item')).toEqual(['A int64 `json:"a"`', 'B *string `json:"b,omitempty"`']);
  });

  it('tags every field with omitempty on request', async () => {
    const { code } = await jsonToGo('{"a": 1, "b": {"c": true}}', { omitEmpty: true });
    expect(structBody(code, 'Root')).toEqual(['A int64 `json:"a,omitempty"`', 'B B `json:"b,omitempty"`']);
    expect(structBody(code, 'B')).toEqual(['C bool `json:"c,omitempty"`']);
  });

  it('writes nested objects as inline structs on request', async () => {
    const { code } = await jsonToGo('{"server": {"host": "h", "tls": {"on": true}}, "rules": [{"id": 1}, {"id": 2, "opt": {"x": 1}}]}', { structs: 'inline' });
    // One named type: the top level; the others are anonymous structs inside it.
    expect(code.match(/^type /gm)).toHaveLength(1);
    expect(code).toContain(
      [
        'type Root struct {',
        '\tServer struct {',
        '\t\tHost string `json:"host"`',
        '\t\tTLS struct {',
        '\t\t\tOn bool `json:"on"`',
        '\t\t} `json:"tls"`',
        '\t} `json:"server"`',
        '\tRules []struct {',
        '\t\tID int64 `json:"id"`',
        '\t\tOpt *struct {',
        '\t\t\tX int64 `json:"x"`',
        '\t\t} `json:"opt,omitempty"`',
        '\t} `json:"rules"`',
        '}',
      ].join('\n'),
    );
    expect(code.split('{').length).toBe(code.split('}').length);
  });

  it('keeps a named type for objects inside mixed-type unions, even with inline structs', async () => {
    const { code } = await jsonToGo('{"v": [1, {"k": "x"}]}', { structs: 'inline' });
    expect(code).toMatch(/^type VClass struct \{/m);
    expect(structBody(code, 'VElement')).toEqual(['Integer *int64', 'VClass *VClass']);
  });

  it('adds the Marshal/Unmarshal helpers on request', async () => {
    const { code } = await jsonToGo('{"a": 1}', { helpers: true, typeName: 'Doc' });
    expect(code).toContain('func UnmarshalDoc(data []byte) (Doc, error) {');
    expect(code).toContain('func (r *Doc) Marshal() ([]byte, error) {');
    expect(code).toContain('import "encoding/json"');
  });

  it('escapes JSON names in tags as Go reads them', async () => {
    const { code } = await jsonToGo('{"a\\"b": 1, "c`d": "x", "e": true}');
    expect(code).toContain('`json:"a\\"b"`');
    expect(code).toContain('`json:"c\\u0060d"`');
  });

  it('says where encoding/json cannot name a key in a tag (isValidTag: no quote, backslash, backquote or comma)', async () => {
    const { code } = await jsonToGo('{"a\\"b": 1, "c,d": "x", "ok-key": true}');
    const warned = code.split('\n').filter((line) => line.includes('// encoding/json ignores this tag'));
    expect(warned).toHaveLength(2);
    expect(warned.some((line) => line.includes('`json:"a\\"b"`'))).toBe(true);
    expect(warned.some((line) => line.includes('`json:"c,d"`'))).toBe(true);
  });

  it('tags only JSON names of the sample, quoted so that they read back exactly', async () => {
    const keysOf = (v: unknown, into: Set<string>): Set<string> => {
      if (Array.isArray(v)) v.forEach((x) => keysOf(x, into));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) keysOf(x, into.add(k));
      return into;
    };
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 6 }), fc.constantFrom('nested' as const, 'inline' as const), async (sample, structs) => {
        const { code } = await jsonToGo(JSON.stringify(sample), { structs });
        const keys = keysOf(sample, new Set());
        for (const [, quoted] of code.matchAll(/`json:("(?:[^"\\]|\\.)*")`/g)) {
          expect(keys.has((JSON.parse(quoted ?? '') as string).replace(/,omitempty$/, ''))).toBe(true);
        }
        const bare = code.replace(/`[^`]*`/g, ''); // braces outside the tags balance
        expect(bare.split('{').length).toBe(bare.split('}').length);
      }),
      { numRuns: 40 },
    );
  });

  it('rejects malformed JSON with its line and column, and a bad package name', async () => {
    const error = await jsonToGo('{"a": [1, 2}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as Error).message).toBe("Line 1, column 12: unexpected '}' (not valid JSON or JSON5 here).");
    await expect(jsonToGo('{"a": 1}', { packageName: 'my-pkg' })).rejects.toThrow(/package name/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jsonToGoState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => jsonToGo(s, { structs: 'inline' }), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => jsonToGo(s), fc.jsonValue().map((v) => JSON.stringify(v)), 30);
    await fuzzAsyncToolFunction((s: string) => jsonToGo('{"a": 1}', { packageName: s }), undefined, 30);
  }, 60_000);
});
