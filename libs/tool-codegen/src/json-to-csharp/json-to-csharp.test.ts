import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { RFC8259_OBJECT, expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jsonToCsharpState } from './state.js';
import { jsonToCsharp } from './json-to-csharp.js';

// No C# compiler on this machine (`which dotnet csc mcs` finds none): the output is checked by its
// shape here, not compiled. Attribute names: System.Text.Json's JsonPropertyNameAttribute
// (https://learn.microsoft.com/dotnet/api/system.text.json.serialization.jsonpropertynameattribute),
// Newtonsoft's JsonPropertyAttribute.

/** The members of `public partial class <name> { … }`, one string per property (attributes + declaration). */
function classMembers(code: string, name: string): string[] | undefined {
  const m = new RegExp(`public partial class ${name}\\n\\s*\\{\\n([\\s\\S]*?)\\n\\s*\\}`).exec(code);
  return m?.[1]?.split(/\n\s*\n/).map((block) => block.trim().replace(/\s+/g, ' '));
}

describe('jsonToCsharp', () => {
  it('writes classes with [JsonPropertyName] on every property (RFC 8259 example)', async () => {
    const { code, files } = await jsonToCsharp(RFC8259_OBJECT, { namespace: 'Demo.Models' });
    expect(files.map((f) => f.name)).toEqual(['Models.cs']);
    expect(code).toMatch(/^namespace Demo\.Models$/m);
    expect(code).toContain('using System.Text.Json.Serialization;');
    expect(classMembers(code, 'Root')).toEqual(['[JsonPropertyName("Image")] public Image Image { get; set; }']);
    expect(classMembers(code, 'Image')).toEqual([
      '[JsonPropertyName("Width")] public long Width { get; set; }',
      '[JsonPropertyName("Height")] public long Height { get; set; }',
      '[JsonPropertyName("Title")] public string Title { get; set; }',
      '[JsonPropertyName("Thumbnail")] public Thumbnail Thumbnail { get; set; }',
      '[JsonPropertyName("Animated")] public bool Animated { get; set; }',
      '[JsonPropertyName("IDs")] public List<long> IDs { get; set; }',
    ]);
  });

  it('types a number written with a fraction or an exponent as double, even when whole (RFC 8259 §6)', async () => {
    const { code } = await jsonToCsharp('{"a": 1.0, "b": 1e2, "c": 1, "d": [2, 3.0]}', { attributes: 'none' });
    // Without attributes the properties are not separated by blank lines: one member block.
    expect(classMembers(code, 'Root')).toEqual(['public double A { get; set; } public double B { get; set; } public long C { get; set; } public List<double> D { get; set; }']);
  });

  it('PascalCases property names, keeps JSON names in the attributes, and marks missing fields nullable', async () => {
    const { code } = await jsonToCsharp('{"first-name": "Ada", "score": 9.5, "items": [{"sku": "A", "note": "x"}, {"sku": "B"}]}');
    expect(classMembers(code, 'Root')).toEqual([
      '[JsonPropertyName("first-name")] public string FirstName { get; set; }',
      '[JsonPropertyName("score")] public double Score { get; set; }',
      '[JsonPropertyName("items")] public List<Item> Items { get; set; }',
    ]);
    expect(classMembers(code, 'Item')).toEqual([
      '[JsonPropertyName("sku")] public string Sku { get; set; }',
      '[JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] [JsonPropertyName("note")] public string? Note { get; set; }',
    ]);
  });

  it('writes positional records on request, attributes targeting the properties', async () => {
    const { code } = await jsonToCsharp('{"first-name": "Ada", "address": {"city": "London"}}', { style: 'record' });
    expect(code).toContain('public partial record Root(\n        [property: JsonPropertyName("first-name")] string FirstName,\n        [property: JsonPropertyName("address")] Address Address\n    );');
    expect(code).toContain('public partial record Address(\n        [property: JsonPropertyName("city")] string City\n    );');
    expect(code).not.toContain('partial class');
  });

  it('writes Newtonsoft [JsonProperty] attributes, or none, on request', async () => {
    const newtonsoft = (await jsonToCsharp('{"a-b": 1}', { attributes: 'newtonsoft' })).code;
    expect(newtonsoft).toContain('using Newtonsoft.Json;');
    expect(newtonsoft).toMatch(/\[JsonProperty\("a-b"(, [^\]]*)?\)\]\s+public long AB \{ get; set; \}/);
    const plain = (await jsonToCsharp('{"a-b": 1}', { attributes: 'none' })).code;
    expect(plain).not.toMatch(/\[Json/);
    expect(plain).toContain('public long AB { get; set; }');
  });

  it('escapes JSON names in attributes as C# string literals', async () => {
    const { code } = await jsonToCsharp('{"say \\"hi\\"": 1, "b": "x"}');
    expect(code).toContain('[JsonPropertyName("say \\"hi\\"")]');
  });

  it('names only JSON names of the sample in the attributes, escaped so that they read back exactly', async () => {
    const keysOf = (v: unknown, into: Set<string>): Set<string> => {
      if (Array.isArray(v)) v.forEach((x) => keysOf(x, into));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) keysOf(x, into.add(k));
      return into;
    };
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 6 }), fc.constantFrom('class' as const, 'record' as const), async (sample, style) => {
        const { code } = await jsonToCsharp(JSON.stringify(sample), { style });
        const keys = keysOf(sample, new Set());
        for (const [, quoted] of code.matchAll(/JsonPropertyName\(("(?:[^"\\]|\\.)*")\)/g)) {
          expect(keys.has(JSON.parse(quoted ?? '') as string)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('rejects malformed JSON with its line and column, and a bad namespace', async () => {
    const error = await jsonToCsharp('[1, 2,, 3]').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as Error).message).toBe("Line 1, column 7: unexpected ',' (not valid JSON or JSON5 here).");
    await expect(jsonToCsharp('{"a": 1}', { namespace: 'My Models' })).rejects.toThrow(/namespace/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jsonToCsharpState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => jsonToCsharp(s, { style: 'record' }), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => jsonToCsharp(s), fc.jsonValue().map((v) => JSON.stringify(v)), 30);
    await fuzzAsyncToolFunction((s: string) => jsonToCsharp('{"a": 1}', { namespace: s }), undefined, 30);
  }, 60_000);
});
