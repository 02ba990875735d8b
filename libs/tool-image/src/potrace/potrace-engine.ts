import { ToolInputError } from '@handy-tools/ui/kit';
import { potraceUnitsToPixels, turnPolicyCode, type MaskTracer } from './potrace.js';

/**
 * Loads potrace (Peter Selinger's potracelib 1.16 compiled to WebAssembly: the `esm-potrace-wasm`
 * package, whose WebAssembly module is inlined in its JavaScript, so nothing is fetched) and
 * returns a {@link MaskTracer} backed by it. Load it in a worker: tracing a large mask takes seconds.
 * In plain Node the package's Emscripten loader expects CommonJS globals (`require`, `__dirname`);
 * the unit tests provide them.
 *
 * @returns a tracer: each mask is handed to potracelib as black (traced) and white pixels, with the
 *   given `turdsize`, `turnpolicy`, `alphamax`, `opticurve` and `opttolerance`; the SVG backend's
 *   path data comes back in pixel coordinates ({@link potraceUnitsToPixels}).
 * @throws Error when the WebAssembly module cannot be instantiated.
 */
export async function loadPotraceTracer(): Promise<MaskTracer> {
  const { potrace, init } = await import('esm-potrace-wasm');
  await init();
  return async (mask, width, height, params) => {
    if (mask.length !== width * height) throw new ToolInputError(`The mask holds ${mask.length} pixels, not ${width} × ${height}.`);
    let any = false;
    const rgba = new Uint8ClampedArray(mask.length * 4);
    for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
      const v = mask[i] ? 0 : 255;
      if (mask[i]) any = true;
      rgba[p] = v;
      rgba[p + 1] = v;
      rgba[p + 2] = v;
      rgba[p + 3] = 255;
    }
    if (!any) return '';
    let paths: string[];
    try {
      paths = await potrace({ data: rgba, width, height, colorSpace: 'srgb' } as ImageData, {
        pathonly: true,
        extractcolors: false,
        turdsize: params.turdSize,
        turnpolicy: turnPolicyCode(params.turnPolicy),
        alphamax: params.alphaMax,
        opticurve: params.optCurve ? 1 : 0,
        opttolerance: params.optTolerance,
        posterizelevel: 1,
        posterizationalgorithm: 0,
      });
    } catch (e) {
      throw new ToolInputError(`potrace could not trace the image: ${e instanceof Error ? e.message : String(e)}`);
    }
    return potraceUnitsToPixels(paths.join(''), height);
  };
}
