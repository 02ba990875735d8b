import { ToolInputError } from '@handy-tools/ui/kit';

/** Options of {@link formatHtml}. */
export interface FormatHtmlOptions {
  /** Spaces per indent level, 2 or 4 (default 2). */
  indent?: 2 | 4;
  /** Line width the formatter aims for (default 80). */
  printWidth?: number;
  /**
   * `css` (default) keeps the white space between inline elements exactly, so the page renders the
   * same; `ignore` breaks lines freely for cleaner source (the rendering may gain or lose a space).
   */
  whitespace?: 'css' | 'ignore';
}

/**
 * Pretty-prints an HTML fragment with Prettier's HTML printer (loaded on first use: the standalone
 * build and its HTML plugin, no network). Elements go on their own lines, indented; attributes wrap
 * past the line width.
 *
 * @param html - the HTML (a fragment, as the editor gives it).
 * @param options - indent, line width and white-space handling; see {@link FormatHtmlOptions}.
 * @returns the formatted HTML, ending with a newline; '' for blank input.
 * @throws ToolInputError when Prettier cannot parse the HTML (its message, with line and column).
 * @see https://prettier.io/docs/options#html-whitespace-sensitivity
 */
export async function formatHtml(html: string, options: FormatHtmlOptions = {}): Promise<string> {
  if (html.trim() === '') return '';
  const [prettier, htmlPlugin] = await Promise.all([import('prettier/standalone'), import('prettier/plugins/html')]);
  try {
    return await prettier.format(html, {
      parser: 'html',
      plugins: [htmlPlugin],
      tabWidth: options.indent ?? 2,
      printWidth: options.printWidth ?? 80,
      htmlWhitespaceSensitivity: options.whitespace ?? 'css',
    });
  } catch (e) {
    const where = (e as { loc?: { start?: { line?: number; column?: number } } }).loc?.start;
    const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw new ToolInputError(`The HTML could not be formatted: ${message}`, { line: where?.line, column: where?.column, cause: e });
  }
}

/**
 * Cleans the HTML a rich-text editor produces before it is shown or saved: empty `style=""`
 * attributes and `<span>`s that carry nothing are removed, and empty paragraphs at the end (the
 * editor keeps one after a table or heading so the caret can leave it) are dropped; an empty editor
 * (`<p></p>`) becomes ''.
 *
 * @param html - the editor's HTML.
 * @returns the cleaned HTML.
 */
export function cleanEditorHtml(html: string): string {
  if (/^\s*(<p>\s*<\/p>)?\s*$/.test(html)) return '';
  let out = html.replace(/\s+style=""/g, '').replace(/(?:<p><\/p>)+$/, '');
  // Spans without attributes wrap nothing of note: keep their content.
  let previous;
  do {
    previous = out;
    out = out.replace(/<span>([^<]*)<\/span>/g, '$1');
  } while (out !== previous);
  return out;
}
