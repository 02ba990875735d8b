import { ToolInputError } from '@handy-tools/ui/kit';
import { optimize } from 'svgo/browser';

/** How svgo optimises an SVG. */
export interface SvgOptimizeOptions {
  /** Runs the plugins again until the output stops shrinking (up to 10 passes). */
  multipass: boolean;
  /** Decimal places kept in numbers (svgo's `floatPrecision`), 0…8. */
  precision: number;
  /** Keeps every `id` (svgo's `cleanupIds` removes unused ones and shortens the rest; CSS or scripts outside the SVG may use them). */
  keepIds: boolean;
}

/**
 * Optimises an SVG with svgo's default preset (comments, metadata, editor data, default values and
 * redundant groups removed; paths and numbers shortened), keeping the `xmlns` a standalone SVG or a
 * data URI needs and the `viewBox`.
 *
 * @param svg - the SVG text.
 * @param options - {@link SvgOptimizeOptions}.
 * @returns the optimised SVG text.
 * @throws ToolInputError with the line and column when the text is not well-formed XML (svgo's
 *   parser), or when it has no `<svg>` root.
 * @see https://svgo.dev/docs/preset-default/
 */
export function optimizeSvg(svg: string, options: SvgOptimizeOptions): string {
  if (!/<svg[\s>]/.test(svg)) throw new ToolInputError('This is not an SVG: no <svg> element was found.');
  const precision = Math.min(8, Math.max(0, Math.round(options.precision)));
  let data: string;
  try {
    data = optimize(svg, {
      multipass: options.multipass,
      floatPrecision: precision,
      plugins: [
        {
          name: 'preset-default',
          params: { overrides: options.keepIds ? { cleanupIds: false } : {} },
        },
      ],
    }).data;
  } catch (error) {
    const e = error as { name?: string; reason?: string; line?: number; column?: number; message?: string };
    if (e.name === 'SvgoParserError')
      throw new ToolInputError(`The SVG is not well-formed XML: ${e.reason ?? 'parse error'} (line ${e.line}, column ${e.column}).`, {
        line: e.line,
        column: e.column,
        cause: error,
      });
    throw new ToolInputError(`svgo could not optimise this SVG: ${e.message ?? String(error)}`, { cause: error });
  }
  if (!/^<svg[\s>]/.test(data) && !data.includes('<svg')) throw new ToolInputError('This is not an SVG: it has no <svg> root element.');
  return data;
}
