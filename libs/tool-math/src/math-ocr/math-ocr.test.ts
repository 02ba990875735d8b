import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { MODEL_HOSTS, explainModelError, foldModelProgress, latexFromTexify, modelDownloadSize, modelFileUrl, modelInfoUrl, TEXIFY_MODEL, totalModelProgress, type ModelProgress } from './math-ocr.js';
import { HUB_MODEL_INFO } from './math-ocr.fixtures.js';
import { mathOcrTool } from './meta.js';
import { mathOcrState } from './state.js';

describe('model files on the hub', () => {
  it('builds the resolve and API URLs transformers.js and the hub use', () => {
    expect(modelFileUrl('onnx/encoder_model_quantized.onnx')).toBe('https://huggingface.co/Xenova/texify/resolve/main/onnx/encoder_model_quantized.onnx');
    expect(modelInfoUrl()).toBe('https://huggingface.co/api/models/Xenova/texify/revision/main?blobs=true');
  });

  it('sums the sizes of the files the pipeline needs, LFS sizes for LFS files, and only those', () => {
    const size = modelDownloadSize(HUB_MODEL_INFO);
    expect(size.files.map((f) => f.path)).toEqual(TEXIFY_MODEL.files);
    expect(size.files.find((f) => f.path === 'onnx/encoder_model_quantized.onnx')?.bytes).toBe(90_000_000);
    expect(size.totalBytes).toBe(5_210 + 210 + 548 + 2_140_000 + 1_100 + 90_000_000 + 60_000_000);
  });

  it('refuses an answer that does not list a needed file, or is not a description', () => {
    const without = { ...HUB_MODEL_INFO, siblings: HUB_MODEL_INFO.siblings.filter((s) => s.rfilename !== 'tokenizer.json') };
    expect(() => modelDownloadSize(without)).toThrow(/no file tokenizer\.json/);
    expect(() => modelDownloadSize({ error: 'Repository not found' })).toThrow(ToolInputError);
    expect(() => modelDownloadSize(null)).toThrow(ToolInputError);
  });
});

describe('download progress', () => {
  it('follows transformers.js reports file by file (initiate, download, progress, done)', () => {
    let p: ModelProgress = {};
    p = foldModelProgress(p, { status: 'initiate', file: 'config.json' });
    p = foldModelProgress(p, { status: 'progress', file: 'config.json', loaded: 100, total: 5_210 });
    p = foldModelProgress(p, { status: 'initiate', file: 'onnx/encoder_model_quantized.onnx' });
    p = foldModelProgress(p, { status: 'progress', file: 'onnx/encoder_model_quantized.onnx', loaded: 1_000_000, total: 90_000_000 });
    p = foldModelProgress(p, { status: 'done', file: 'config.json' });
    p = foldModelProgress(p, { status: 'ready' });
    expect(p['config.json']).toEqual({ loaded: 5_210, total: 5_210, done: true });
    expect(totalModelProgress(p)).toEqual({ loaded: 1_005_210, total: 90_005_210 });
    // Before every file has told its size, the announced total holds.
    expect(totalModelProgress(p, 152_147_068)).toEqual({ loaded: 1_005_210, total: 152_147_068 });
  });

  it('never reports more received than the total', () => {
    const event = fc.record({ status: fc.constantFrom('initiate', 'download', 'progress', 'done', 'ready'), file: fc.constantFrom('a', 'b', 'c'), loaded: fc.nat(), total: fc.nat() });
    fc.assert(
      fc.property(fc.array(event), fc.nat(), (events, expected) => {
        const { loaded, total } = totalModelProgress(events.reduce(foldModelProgress, {} as ModelProgress), expected);
        return loaded <= total && total >= expected;
      }),
    );
  });
});

describe('latexFromTexify', () => {
  // texify answers in Markdown with the math in $…$ / $$…$$ (its README, github.com/VikParuchuri/texify).
  it.each([
    ['$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$', 'x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}'],
    ['  $e^{i\\pi} + 1 = 0$ ', 'e^{i\\pi} + 1 = 0'],
    ['\\[ \\int_0^1 x\\,dx \\]', '\\int_0^1 x\\,dx'],
    ['Let $x$ be $y$', 'Let $x$ be $y$'],
  ])('%j → %j', (answer, latex) => {
    expect(latexFromTexify(answer).latex).toBe(latex);
    expect(latexFromTexify(answer).markdown).toBe(answer.trim());
  });

  it('never throws', () => {
    fuzzToolFunction((s: string) => latexFromTexify(s));
  });
});

describe('explainModelError', () => {
  it('reads the HTTP status out of transformers.js messages', () => {
    const e = explainModelError(new Error('Service unavailable error occurred while trying to load file: "https://huggingface.co/Xenova/texify/resolve/main/config.json".'), true);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).status).toBe(503);
    expect(e.message).toContain('503');
    expect((explainModelError(new Error('Could not locate file: "https://huggingface.co/x".'), true) as NetworkError).status).toBe(404);
    expect((explainModelError(new Error('Error (429) occurred while trying to load file: "x".'), true) as NetworkError).status).toBe(429);
  });

  it('tells offline from unreachable for a network failure', () => {
    expect((explainModelError(new TypeError('Failed to fetch'), false) as NetworkError).kind).toBe('offline');
    expect((explainModelError(new TypeError('Failed to fetch'), true) as NetworkError).kind).toBe('unreachable');
  });

  it('keeps a ToolInputError, and wraps anything else with its message', () => {
    const own = new ToolInputError('x');
    expect(explainModelError(own, true)).toBe(own);
    const other = explainModelError(new Error('protobuf parsing failed'), true);
    expect(other).not.toBeInstanceOf(NetworkError);
    expect(other.message).toContain('protobuf parsing failed');
  });
});

describe('meta', () => {
  it('declares the hosts the model comes from', () => {
    expect(mathOcrTool.network).toEqual([...MODEL_HOSTS]);
    expect(new URL(modelFileUrl('config.json')).hostname).toBe(MODEL_HOSTS[0]);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(mathOcrTool, mathOcrState);
  });
});
