// Image to CSS's worker (Comlink): reads the file, optimises SVG with svgo and builds the data URI
// off the main thread, so a large image or a complex SVG never freezes the page.
import { exposeWorkerApi } from '@handy-tools/compute';
import { imageToCss, type ImageCssOptions, type ImageCssResult } from './image-to-css.js';

/** The API the worker exposes. */
export interface ImageToCssWorkerApi {
  /** Runs {@link imageToCss} on a file (its bytes and type) or SVG text; its ToolInputError reaches the page restored. */
  toCss(source: Blob | string, mime: string, options: ImageCssOptions): Promise<ImageCssResult>;
}

const api: ImageToCssWorkerApi = {
  async toCss(source, mime, options) {
    if (typeof source === 'string') return imageToCss({ kind: 'svg', svg: source }, options);
    return imageToCss({ kind: 'bytes', bytes: new Uint8Array(await source.arrayBuffer()), mime }, options);
  },
};

exposeWorkerApi(api);
