// The HEIC converter's worker (Comlink): libheif (LGPL, WebAssembly; its JavaScript glue is
// imported on demand as its own chunk and its .wasm is a separate file from our origin) decodes
// every image of the file, and OffscreenCanvas encodes each as JPEG, PNG or WebP — all off the
// page's thread, so a 50-megapixel photo never freezes it.
import { ToolInputError } from '@handy-tools/ui/kit';
import { exposeWorkerApi } from '@handy-tools/compute';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import { decodeHeif, HEIC_OUTPUT_INFO, qualityFraction, type HeicOutputFormat, type HeifImage, type LibHeif } from './heic-converter.js';

/** One converted image. */
export interface HeicConverted {
  index: number;
  primary: boolean;
  width: number;
  height: number;
  blob: Blob;
}

/** What {@link HeicWorkerApi.convert} returns. */
export interface HeicResult {
  sourceBytes: number;
  images: HeicConverted[];
}

/** The worker's API. */
export interface HeicWorkerApi {
  /** Converts every image of a HEIC/HEIF file (a Blob, or a sample's URL on our origin). */
  convert(source: Blob | string, format: HeicOutputFormat, quality: number, onProgress: (fraction: number) => void): Promise<HeicResult>;
}

let libheif: Promise<LibHeif> | null = null;

function loadLibheif(): Promise<LibHeif> {
  libheif ??= (async () => {
    const [{ default: factory }, wasmBinary] = await Promise.all([
      import('libheif-js/libheif-wasm/libheif.js'),
      fetch(wasmUrl).then((response) => {
        if (!response.ok) throw new Error(`The HEIF decoder could not be loaded (HTTP ${response.status}).`);
        return response.arrayBuffer();
      }),
    ]);
    return new Promise<LibHeif>((resolve, reject) => {
      // Emscripten uses this object as the module: it gains libheif's functions.
      const module: Record<string, unknown> = {
        wasmBinary,
        print: () => undefined,
        printErr: () => undefined,
        onAbort: (reason: unknown) => reject(new Error(`The HEIF decoder stopped: ${String(reason)}`)),
        onRuntimeInitialized: () => resolve(module as unknown as LibHeif),
      };
      (factory as (options: unknown) => unknown)(module);
    });
  })();
  libheif.catch(() => (libheif = null));
  return libheif;
}

async function encode(image: HeifImage, format: HeicOutputFormat, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas in this worker');
  ctx.putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  let target = canvas;
  if (format === 'jpeg' && image.hasAlpha) {
    // JPEG has no alpha: lay the picture on white.
    target = new OffscreenCanvas(image.width, image.height);
    const flat = target.getContext('2d');
    if (!flat) throw new Error('No 2D canvas in this worker');
    flat.fillStyle = '#ffffff';
    flat.fillRect(0, 0, image.width, image.height);
    flat.drawImage(canvas, 0, 0);
  }
  const info = HEIC_OUTPUT_INFO[format];
  const blob = await target.convertToBlob({ type: info.mime, quality: info.lossy ? qualityFraction(quality) : undefined });
  if (blob.type !== info.mime) throw new ToolInputError(`This browser cannot write ${info.label}: choose another format.`);
  return blob;
}

/** A shipped sample: small ones are inlined by the build as `data:` URLs, which the CSP's connect-src does not let `fetch` read. */
async function sampleBlob(url: string): Promise<Blob> {
  const inline = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
  if (inline) {
    const text = inline[2] ? atob(inline[3] ?? '') : decodeURIComponent(inline[3] ?? '');
    return new Blob([Uint8Array.from(text, (c) => c.charCodeAt(0))], { type: inline[1] || 'image/heic' });
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The sample could not be loaded (HTTP ${response.status}).`);
  return response.blob();
}

async function convert(source: Blob | string, format: HeicOutputFormat, quality: number, onProgress: (fraction: number) => void): Promise<HeicResult> {
  qualityFraction(quality);
  onProgress(0);
  const blob = typeof source === 'string' ? await sampleBlob(source) : source;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const lib = await loadLibheif();
  onProgress(0.1);
  const decoded = await decodeHeif(lib, bytes, (i, n) => onProgress(0.1 + (0.6 * (i + 1)) / n));
  const images: HeicConverted[] = [];
  for (const [index, image] of decoded.entries()) {
    images.push({ index, primary: image.primary, width: image.width, height: image.height, blob: await encode(image, format, quality) });
    onProgress(0.7 + (0.3 * (index + 1)) / decoded.length);
  }
  return { sourceBytes: blob.size, images };
}

const api: HeicWorkerApi = { convert };

exposeWorkerApi(api);
