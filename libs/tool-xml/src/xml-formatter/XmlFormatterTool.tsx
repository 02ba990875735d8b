import { runWorkerJob } from '@handy-tools/compute';
import { ButtonsSelect, Checkbox, DocumentTool, IndentSelect, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xmlFormatterState } from './state.js';
import { formatXml, type XmlFormatOptions, type XmlFormatResult } from './xml-formatter.js';
import type { XmlFormatterWorkerApi } from './xml-formatter.worker.js';
import styles from './XmlFormatterTool.module.css';

type Indent = number | 'tab';

const compute = (text: string, options: XmlFormatOptions) => formatXml(text, options);
const inWorker = (text: string, options: XmlFormatOptions, signal: AbortSignal) =>
  runWorkerJob<XmlFormatterWorkerApi, XmlFormatResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./xml-formatter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-xml-formatter' }),
    (api) => api.format(text, options),
    signal,
  );

/** XML formatter: the UI. */
export default function XmlFormatterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(xmlFormatterState);
  const { input, mode, collapseContent, keepComments, selfClose } = state;
  const indent = state.indent as Indent; // the schema allows 0–8 or 'tab' only
  const options = useMemo<XmlFormatOptions>(
    () => ({ mode, indent, collapseContent, keepComments, selfClose }),
    [mode, indent, collapseContent, keepComments, selfClose],
  );
  const pretty = mode === 'pretty';
  return (
    <DocumentTool
      options={
        <div className={styles.options}>
          <ButtonsSelect
            label={t`Output`}
            value={mode}
            onChange={(mode) => update({ mode })}
            options={[
              { value: 'pretty', label: t`Pretty-print` },
              { value: 'minify', label: t`Minify` },
            ]}
          />
          <div className={styles.narrow}>
            <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          </div>
          <Checkbox
            label={t`Keep short text on one line`}
            checked={collapseContent}
            onChange={(collapseContent) => update({ collapseContent })}
          />
          <Checkbox label={t`Keep comments`} checked={keepComments} onChange={(keepComments) => update({ keepComments })} />
          <Checkbox label={t`Self-close empty elements`} checked={selfClose} onChange={(selfClose) => update({ selfClose })} />
        </div>
      }
      inputLabel={t`Input XML`}
      outputLabel={pretty ? t`Formatted XML` : t`Minified XML`}
      input={input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".xml,.svg,.xsl,.xslt,.rss,.atom,.xhtml,.plist,.csproj,.pom,text/xml,application/xml"
      fileName={pretty ? 'formatted.xml' : 'minified.xml'}
      mimeType="application/xml"
      busyLabel={t`Formatting the document in the background…`}
      placeholder={t`Paste your XML here…`}
      inputHint={t`Mixed content and xml:space="preserve" are kept exactly.`}
      rows={18}
    />
  );
}
