import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, Checkbox, DocumentJobStatus, LargeTextOutput, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xsltTesterState } from './state.js';
import { transformXml, XSLT_UNSUPPORTED, type XsltTestResult } from './xslt-tester.js';
import type { XsltTesterWorkerApi } from './xslt-tester.worker.js';
import styles from './XsltTesterTool.module.css';

interface Job {
  xml: string;
  xslt: string;
  params: string;
  format: boolean;
}

/** A transformation taking longer than this is stopped (the worker is terminated). */
const TIME_LIMIT_MS = 10_000;

const always = () => true;
const compute = (j: Job) => transformXml(j.xml, j.xslt, { params: j.params, format: j.format });
// Every stylesheet runs in a worker that a newer input, Cancel or the time limit terminates.
const inWorker = async (j: Job, signal: AbortSignal): Promise<XsltTestResult> => {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), TIME_LIMIT_MS);
  const onAbort = () => limit.abort();
  signal.addEventListener('abort', onAbort);
  try {
    return await runWorkerJob<XsltTesterWorkerApi, XsltTestResult>(
      // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
      () => new Worker(new URL('./xslt-tester.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-xslt-tester' }),
      (api) => api.transform(j.xml, j.xslt, { params: j.params, format: j.format }),
      limit.signal,
    );
  } catch (e) {
    if (limit.signal.aborted && !signal.aborted) throw new ToolInputError(`XSLT: stopped after ${TIME_LIMIT_MS / 1000} seconds.`);
    throw e;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
};

/** XSLT tester: the UI. */
export default function XsltTesterTool() {
  const { t } = useLingui();
  const [{ xslt, xml, params, format }, update] = useToolState(xsltTesterState);
  const job = useMemo<Job | null>(
    () => (xslt.trim() === '' || xml.trim() === '' ? null : { xml, xslt, params, format }),
    [xml, xslt, params, format],
  );
  const result = useJobResult(job, always, compute, inWorker);
  const error = result.error;
  const field = error === null ? null : error.startsWith('XSLT') ? 'xslt' : error.startsWith('Parameters') ? 'params' : 'xml';
  const value = result.value;
  const extension = value?.method === 'html' ? 'html' : value?.method === 'text' ? 'txt' : 'xml';
  const mime = value?.method === 'html' ? 'text/html' : value?.method === 'text' ? 'text/plain' : 'application/xml';

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.grid}>
            <TextInput
              label={t`XSLT stylesheet`}
              value={xslt}
              onChange={(xslt) => update({ xslt })}
              multiline
              rows={16}
              monospace
              spellCheck={false}
              error={field === 'xslt' ? error : null}
              placeholder='<xsl:stylesheet version="1.0" …>'
            />
            <TextInput
              label={t`XML document`}
              value={xml}
              onChange={(xml) => update({ xml })}
              multiline
              rows={16}
              monospace
              spellCheck={false}
              error={field === 'xml' ? error : null}
              placeholder="<catalog>…</catalog>"
            />
          </div>
          <TextInput
            label={t`Parameters (name=value, one a line)`}
            value={params}
            onChange={(params) => update({ params })}
            multiline
            rows={2}
            monospace
            spellCheck={false}
            error={field === 'params' ? error : null}
            hint={t`Values for the stylesheet's top-level xsl:param, as strings.`}
          />
          <Checkbox label={t`Format the output`} checked={format} onChange={(format) => update({ format })} />
          <DocumentJobStatus result={result} label={t`Transforming…`} />
        </Stack>
      </Card>
      <Card title={t`Result`}>
        <Stack>
          <p className={styles.status} role="status">
            {value ? t`Output method: ${value.method}` : '\u00a0'}
          </p>
          <LargeTextOutput
            label={t`Transformation result`}
            value={value?.output ?? ''}
            fileName={`result.${extension}`}
            mimeType={mime}
            rows={16}
            hint={error ? t`Showing the result of the last valid input.` : undefined}
          />
          {value && value.messages.length > 0 && (
            <Alert type="info" title={t`xsl:message`}>
              <ul className={styles.messages}>
                {value.messages.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            </Alert>
          )}
          {value && value.warnings.length > 0 && <Alert type="warning">{value.warnings.join(' ')}</Alert>}
          <p className={styles.status}>
            {t`XSLT 1.0 and XPath 1.0, run in the browser. Not supported:`}{' '}
            {Object.keys(XSLT_UNSUPPORTED)
              .map((k) => `xsl:${k}`)
              .join(', ')}
            .
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}
