import { runWorkerJob } from '@handy-tools/compute';
import { ButtonsSelect, Checkbox, DocumentTool, IntegerInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { extractTextFromHtml, type ExtractTextOptions, type ExtractTextResult } from './extract-text-from-html.js';
import type { ExtractTextWorkerApi } from './extract-text-from-html.worker.js';
import styles from './ExtractTextFromHtmlTool.module.css';
import { extractTextFromHtmlState } from './state.js';

const compute = (html: string, options: ExtractTextOptions) => extractTextFromHtml(html, options);
const inWorker = (html: string, options: ExtractTextOptions, signal: AbortSignal) =>
  runWorkerJob<ExtractTextWorkerApi, ExtractTextResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./extract-text-from-html.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-extract-text' }),
    (api) => api.extract(html, options),
    signal,
  );

/** Extract text from HTML: the UI. */
export default function ExtractTextFromHtmlTool() {
  const { t } = useLingui();
  const [{ input, links, tables, wordwrap, imageAlt, uppercaseHeadings }, update] = useToolState(extractTextFromHtmlState);
  const options = useMemo<ExtractTextOptions>(
    () => ({ links, tables, wordwrap, imageAlt, uppercaseHeadings }),
    [links, tables, wordwrap, imageAlt, uppercaseHeadings],
  );
  return (
    <DocumentTool
      options={
        <div className={styles.options}>
          <ButtonsSelect
            label={t`Links`}
            value={links}
            onChange={(links) => update({ links })}
            options={[
              { value: 'text', label: t`Text only` },
              { value: 'url', label: t`Text [URL]` },
            ]}
          />
          <ButtonsSelect
            label={t`Tables`}
            value={tables}
            onChange={(tables) => update({ tables })}
            options={[
              { value: 'tsv', label: t`Tab-separated` },
              { value: 'aligned', label: t`Aligned columns` },
            ]}
          />
          <div className={styles.narrow}>
            <IntegerInput
              label={t`Wrap at (0: no wrap)`}
              value={wordwrap}
              min={0}
              max={200}
              onChange={(wordwrap) => update({ wordwrap })}
            />
          </div>
          <Checkbox label={t`Image alt text`} checked={imageAlt} onChange={(imageAlt) => update({ imageAlt })} />
          <Checkbox
            label={t`Upper-case headings`}
            checked={uppercaseHeadings}
            onChange={(uppercaseHeadings) => update({ uppercaseHeadings })}
          />
        </div>
      }
      inputLabel={t`HTML`}
      outputLabel={t`Plain text`}
      input={input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".html,.htm,.xhtml,text/html"
      fileName="text.txt"
      mimeType="text/plain"
      busyLabel={t`Extracting the text in the background…`}
      placeholder={t`Paste HTML here…`}
      inputHint={t`Read as text: scripts are dropped, nothing runs.`}
      rows={16}
    />
  );
}
