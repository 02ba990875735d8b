import { runWorkerJob } from '@handy-tools/compute';
import {
  Card,
  CopyButton,
  DocumentJobStatus,
  Stack,
  Table,
  TextCopyable,
  TextInput,
  useDocumentResult,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xpathTesterState } from './state.js';
import { testXPath, type XPathMatch, type XPathTestResult } from './xpath-tester.js';
import type { XpathTesterWorkerApi } from './xpath-tester.worker.js';
import styles from './XpathTesterTool.module.css';

interface Params {
  expression: string;
  namespaces: string;
}

const compute = (xml: string, p: Params) => testXPath(xml, p.expression, { namespaces: p.namespaces });
const inWorker = (xml: string, p: Params, signal: AbortSignal) =>
  runWorkerJob<XpathTesterWorkerApi, XPathTestResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./xpath-tester.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-xpath-tester' }),
    (api) => api.test(xml, p.expression, { namespaces: p.namespaces }),
    signal,
  );

/** XPath tester: the UI. */
export default function XpathTesterTool() {
  const { t } = useLingui();
  const [{ xml, expression, namespaces }, update] = useToolState(xpathTesterState);
  const params = useMemo<Params>(() => ({ expression, namespaces }), [expression, namespaces]);
  const result = useDocumentResult(xml, params, compute, inWorker);
  const error = result.error;
  // The message names the part that is wrong: show it next to that field.
  const fieldOfError =
    error === null ? null : error.startsWith('XPath') ? 'expression' : error.startsWith('Namespaces') ? 'namespaces' : 'xml';
  const value = result.value;
  const bound = value
    ? Object.entries(value.namespaces)
        .map(([p, uri]) => `${p}=${uri}`)
        .join('  ·  ')
    : '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`XPath expression`}
            value={expression}
            onChange={(expression) => update({ expression })}
            monospace
            spellCheck={false}
            error={fieldOfError === 'expression' ? error : null}
            placeholder="//book[price > 10]/title"
          />
          <div className={styles.grid}>
            <TextInput
              label={t`XML document`}
              value={xml}
              onChange={(xml) => update({ xml })}
              multiline
              rows={14}
              monospace
              spellCheck={false}
              error={fieldOfError === 'xml' ? error : null}
              placeholder="<catalog>…</catalog>"
            />
            <TextInput
              label={t`Namespaces (prefix=URI, one a line)`}
              value={namespaces}
              onChange={(namespaces) => update({ namespaces })}
              multiline
              rows={4}
              monospace
              spellCheck={false}
              error={fieldOfError === 'namespaces' ? error : null}
              placeholder="atom=http://www.w3.org/2005/Atom"
              hint={bound ? t`In use: ${bound}` : t`The document's own prefixes are bound; its default namespace as d.`}
            />
          </div>
          <DocumentJobStatus result={result} label={t`Evaluating in the background…`} />
        </Stack>
      </Card>
      <Card title={t`Result`}>
        <ResultView value={value} />
      </Card>
    </Stack>
  );
}

function ResultView({ value }: { value: XPathTestResult | null }) {
  const { t } = useLingui();
  if (value === null) return <p className={styles.summary}>{t`No result yet.`}</p>;
  if (value.type === 'number') return <TextCopyable label={t`Number`} value={value.text} showLabel />;
  if (value.type === 'string') return <TextCopyable label={t`String`} value={value.value} showLabel />;
  if (value.type === 'boolean') return <TextCopyable label={t`Boolean`} value={String(value.value)} showLabel />;
  return (
    <Stack>
      <p className={styles.summary} role="status">
        {t`Nodes matched: ${value.count}`}
        {value.truncated ? ` · ${t`the first ${value.nodes.length} are listed`}` : ''}
      </p>
      <Table<XPathMatch>
        aria-label={t`Matched nodes`}
        dense
        columns={[
          {
            key: 'path',
            header: t`Path`,
            render: (m) => (
              <span className={styles.path}>
                {m.path} <CopyButton value={m.path} label={t`Copy the path`} />
              </span>
            ),
          },
          { key: 'kind', header: t`Kind` },
          { key: 'value', header: t`String value`, render: (m) => <pre className={styles.xml}>{m.value}</pre> },
          { key: 'serialized', header: t`XML`, render: (m) => <pre className={styles.xml}>{m.serialized}</pre> },
        ]}
        rows={value.nodes}
        getRowKey={(m) => m.path}
        emptyMessage={t`No node matches.`}
      />
    </Stack>
  );
}
