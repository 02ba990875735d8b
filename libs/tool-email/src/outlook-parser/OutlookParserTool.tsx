import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Button, Card, DocumentJobStatus, FileUpload, formatByteSize, Row, Stack, Table, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { OpenedMessageFile } from '../shared/MessageInput.js';
import { MessageView } from '../shared/MessageView.js';
import { useMessageResult } from '../shared/useMessageResult.js';
import type { OutlookMessage, OutlookProperty } from './outlook-parser.js';
import type { OutlookParserWorkerApi } from './outlook-parser.worker.js';
import { outlookParserState } from './state.js';

const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);
// Always in the worker: the reader (msgreader with iconv-lite's code pages, ~180 KB gzip) never
// loads on the page, and no .msg file, however big, holds up the page.
const parseInWorker = (data: string | Uint8Array, signal: AbortSignal) =>
  runWorkerJob<OutlookParserWorkerApi, OutlookMessage>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./outlook-parser.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-outlook-parser' }),
    (api) => api.parseOutlookMessage(bytesOf(data)),
    signal,
  );

/** Outlook message parser: the UI. An opened .msg file (or the built-in sample) → the message view and its MAPI properties. */
export default function OutlookParserTool() {
  const { t } = useLingui();
  const [{ sample }, update] = useToolState(outlookParserState);
  const [file, setFile] = useState<OpenedMessageFile | null>(null);
  const [sampleFile, setSampleFile] = useState<OpenedMessageFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  // The sample is a few kilobytes of Base64, loaded only when its example is chosen.
  useEffect(() => {
    if (sample !== 'agenda' || sampleFile) return;
    let live = true;
    void import('./sample-message.js').then(({ SAMPLE_MSG_BASE64 }) => {
      if (live) setSampleFile({ name: 'agenda.msg', bytes: Uint8Array.from(atob(SAMPLE_MSG_BASE64), (c) => c.charCodeAt(0)) });
    });
    return () => {
      live = false;
    };
  }, [sample, sampleFile]);

  const shown = file ?? (sample === 'agenda' ? sampleFile : null);
  const source = useMemo(() => (shown ? { data: shown.bytes, fileName: shown.name } : null), [shown]);
  const result = useMessageResult(source, (data) => parseInWorker(data, new AbortController().signal), parseInWorker, 0);

  const open = (files: File[]) => {
    const f = files[0];
    if (!f) return;
    setReadError(null);
    f.arrayBuffer().then(
      (buffer) => {
        setFile({ name: f.name, bytes: new Uint8Array(buffer) });
        if (sample) update({ sample: '' });
      },
      () => setReadError(t`The file could not be read.`),
    );
  };
  const close = () => {
    setFile(null);
    update({ sample: '' });
  };

  const message = result.value;
  return (
    <Stack>
      <Card title={t`Outlook message`}>
        <Stack>
          <FileUpload label={t`Drop an Outlook .msg file here or click to choose one`} accept=".msg,application/vnd.ms-outlook" onFiles={open} />
          <p>{t`The file is read in your browser; nothing is uploaded.`}</p>
          {shown && (
            <Row>
              <p role="status">{t`Opened file: ${shown.name} (${formatByteSize(shown.bytes.byteLength)})`}</p>
              <Button size="small" onClick={close}>{t`Close the file`}</Button>
            </Row>
          )}
          {(readError ?? result.error) && (
            <Alert type="error" title={shown?.name ?? t`Outlook message`}>
              {readError ?? result.error}
            </Alert>
          )}
          <DocumentJobStatus result={result} label={t`Reading the message…`} />
        </Stack>
      </Card>
      {message && <MessageView message={message} />}
      {message && message.properties.length > 0 && (
        <Card title={t`MAPI properties`}>
          <Table<OutlookProperty>
            caption={t`Every property of the message (${message.properties.length})`}
            dense
            columns={[
              { key: 'tag', header: t`Tag`, render: (p) => <code>{p.tag}</code> },
              { key: 'name', header: t`Name` },
              { key: 'value', header: t`Value`, render: (p) => <code>{p.value}</code> },
            ]}
            rows={message.properties}
            getRowKey={(p, i) => `${i}:${p.tag}`}
          />
        </Card>
      )}
    </Stack>
  );
}
