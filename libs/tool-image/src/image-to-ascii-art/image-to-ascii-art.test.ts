import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageToAsciiArtTool } from './meta.js';
import { imageToAsciiArtState } from './state.js';
import {
  adjustChannel,
  ASCII_LANGUAGES,
  ASCII_RAMPS,
  asciiAsCode,
  asciiCells,
  asciiHtml,
  asciiRows,
  asciiText,
  type AsciiOptions,
  type AsciiSourceImage,
} from './image-to-ascii-art.js';

const hasCommand = (cmd: string, arg = '--version') => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;

const OPTIONS: AsciiOptions = { columns: 80, ramp: ASCII_RAMPS.standard, invert: false, contrast: 0, brightness: 0, cellAspect: 0.5 };

/** A horizontal grey gradient, black on the left to white on the right, `width` × 1. */
function greyRamp(width: number): AsciiSourceImage {
  const data = new Uint8ClampedArray(width * 4);
  for (let x = 0; x < width; x++) {
    const v = Math.round((255 * x) / (width - 1));
    data.set([v, v, v, 255], x * 4);
  }
  return { data, width, height: 1 };
}

function pixel(r: number, g: number, b: number, a = 255): AsciiSourceImage {
  return { data: new Uint8ClampedArray([r, g, b, a]), width: 1, height: 1 };
}

describe('asciiCells', () => {
  it('maps a black-to-white gradient to the ramp in order, darkest first', () => {
    for (const ramp of Object.values(ASCII_RAMPS)) {
      const chars = Array.from(ramp);
      // One pixel in the middle of each of the ramp's luma bands.
      const data = new Uint8ClampedArray(chars.length * 4);
      chars.forEach((_, i) => {
        const v = Math.round(((i + 0.5) / chars.length) * 255);
        data.set([v, v, v, 255], i * 4);
      });
      expect(asciiText(asciiCells({ data, width: chars.length, height: 1 }, { ...OPTIONS, ramp }))).toBe(ramp);
      expect(asciiText(asciiCells({ data, width: chars.length, height: 1 }, { ...OPTIONS, ramp, invert: true }))).toBe(
        chars.reverse().join(''),
      );
    }
  });

  it('never goes back along the ramp on a rising gradient', () => {
    const text = asciiText(asciiCells(greyRamp(256), { ...OPTIONS, ramp: ASCII_RAMPS.detailed }));
    const ranks = Array.from(text, (c) => ASCII_RAMPS.detailed.indexOf(c));
    expect(ranks[0]).toBe(0);
    expect(ranks.at(-1)).toBe(ASCII_RAMPS.detailed.length - 1);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1] ?? 0);
  });

  it('weighs red, green and blue by BT.601 luma (0.299, 0.587, 0.114)', () => {
    const ramp = '0123456789'; // ten bands of 0.1 luma each
    expect(asciiText(asciiCells(pixel(255, 0, 0), { ...OPTIONS, ramp }))).toBe('2'); // 0.299
    expect(asciiText(asciiCells(pixel(0, 255, 0), { ...OPTIONS, ramp }))).toBe('5'); // 0.587
    expect(asciiText(asciiCells(pixel(0, 0, 255), { ...OPTIONS, ramp }))).toBe('1'); // 0.114
  });

  it('lays transparent pixels over white and keeps each cell colour', () => {
    const cells = asciiCells(pixel(0, 0, 0, 0), OPTIONS);
    expect(cells[0]?.[0]).toEqual({ char: ' ', color: '#ffffff' });
    expect(asciiCells(pixel(255, 128, 0), OPTIONS)[0]?.[0]?.color).toBe('#ff8000');
  });

  it('counts ramp characters, not UTF-16 units, and drops line breaks from a custom ramp', () => {
    const text = asciiText(asciiCells(greyRamp(3), { ...OPTIONS, ramp: '🌑\n🌓🌕' }));
    expect(text).toBe('🌑🌓🌕');
  });

  it('rejects bad images and options with a message naming them', () => {
    expect(() => asciiCells({ data: new Uint8Array(3), width: 1, height: 1 }, OPTIONS)).toThrow(/pixel data/);
    expect(() => asciiCells({ data: new Uint8Array(0), width: 0, height: 0 }, OPTIONS)).toThrow(ToolInputError);
    expect(() => asciiCells(pixel(0, 0, 0), { ...OPTIONS, ramp: '\n\t' })).toThrow(/character set/);
    expect(() => asciiCells(pixel(0, 0, 0), { ...OPTIONS, contrast: 101 })).toThrow(/contrast/);
    expect(() => asciiCells(pixel(0, 0, 0), { ...OPTIONS, brightness: Number.NaN })).toThrow(/brightness/);
    expect(() => asciiCells(pixel(0, 0, 0), { ...OPTIONS, cellAspect: 0 })).toThrow(/aspect/);
  });

  it('only ever throws ToolInputError, whatever the ramp or pixels', () => {
    fuzzToolFunction((ramp: string) => asciiCells(greyRamp(4), { ...OPTIONS, ramp }));
    fuzzToolFunction(
      (img: { w: number; h: number; bytes: Uint8Array }) => asciiCells({ data: img.bytes, width: img.w, height: img.h }, OPTIONS),
      fc.record({ w: fc.integer({ min: -2, max: 6 }), h: fc.integer({ min: -2, max: 6 }), bytes: fc.uint8Array({ maxLength: 150 }) }),
    );
  });
});

describe('adjustChannel', () => {
  it('leaves values alone at 0 contrast and 0 brightness', () => {
    for (const v of [0, 1, 100, 128, 254, 255]) expect(adjustChannel(v, 0, 0)).toBeCloseTo(v, 9);
  });
  it('pushes values away from mid-grey with contrast, flattens them to grey at -100', () => {
    expect(adjustChannel(200, 50, 0)).toBeGreaterThan(200);
    expect(adjustChannel(50, 50, 0)).toBeLessThan(50);
    expect(adjustChannel(200, -100, 0)).toBeCloseTo(128, 0);
    expect(adjustChannel(129, 100, 0)).toBe(255);
  });
  it('adds brightness and clamps to 0…255', () => {
    expect(adjustChannel(100, 0, 10)).toBeCloseTo(125.5, 9);
    expect(adjustChannel(250, 0, 100)).toBe(255);
    expect(adjustChannel(10, 0, -100)).toBe(0);
  });
});

describe('asciiRows', () => {
  it('halves the rows for 1:2 monospace cells and keeps them with no correction', () => {
    expect(asciiRows(400, 200, 80, 0.5)).toBe(20);
    expect(asciiRows(400, 200, 80, 1)).toBe(40);
    expect(asciiRows(1000, 1, 10, 0.5)).toBe(1);
  });
});

describe('asciiHtml', () => {
  it('merges runs of a colour into one span and escapes the text', () => {
    const cells = [
      [
        { char: '<', color: '#000000' },
        { char: '&', color: '#000000' },
        { char: 'x', color: '#ff0000' },
      ],
    ];
    expect(asciiHtml(cells)).toBe(
      '<pre style="font-family:monospace;line-height:1;background:#ffffff;display:inline-block;padding:8px"><span style="color:#000000">&lt;&amp;</span><span style="color:#ff0000">x</span></pre>',
    );
  });
});

describe('asciiAsCode', () => {
  const art = ['@"\\\'$#{x}`%s', '  .:-=+*#%@  '].join('\n');

  it('gives the text itself, and a Markdown fence longer than any backtick run', () => {
    expect(asciiAsCode(art, 'text')).toBe(art);
    expect(asciiAsCode('a```b', 'markdown')).toBe('````text\na```b\n````');
  });

  it('writes a JavaScript program that prints the art exactly (run with node)', () => {
    expect(execFileSync(process.execPath, ['-e', asciiAsCode(art, 'javascript')], { encoding: 'utf8' })).toBe(`${art}\n`);
  });

  it.skipIf(!hasCommand('python3'))('writes a Python program that prints the art exactly (run with python3)', () => {
    expect(execFileSync('python3', ['-c', asciiAsCode(art, 'python')], { encoding: 'utf8' })).toBe(`${art}\n`);
  });

  it('writes a shell script that prints the art exactly (run with bash)', () => {
    expect(execFileSync('bash', ['-c', asciiAsCode(art, 'bash')], { encoding: 'utf8' })).toBe(`${art}\n`);
  });

  it.skipIf(!hasCommand('cc'))('writes a C program that prints the art exactly (compiled with cc)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ascii-c-'));
    try {
      writeFileSync(join(dir, 'art.c'), asciiAsCode(art, 'c'));
      execFileSync('cc', ['-o', join(dir, 'art'), join(dir, 'art.c')]);
      expect(execFileSync(join(dir, 'art'), { encoding: 'utf8' })).toBe(`${art}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes something for every language and every text', () => {
    for (const language of ASCII_LANGUAGES) fuzzToolFunction((s: string) => asciiAsCode(s, language), undefined, 20);
  });
});

it('has examples that are valid states', () => {
  expectExamplesMatchState(imageToAsciiArtTool, imageToAsciiArtState);
});
