import { Alert, Button, Card, FileUpload, isLargeText, Progress, Row, Stack, Table, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '../file-hasher/file-hasher.js';
import { ByteEncodingSelect } from '../shared/ByteEncodingSelect.js';
import { isAbortError } from '@handy-tools/compute';
import { crcOfFile, crcOfInputInWorker } from './crc-client.js';
import { EncodingSelect } from '../shared/DigestList.js';
import { CRC_ALGORITHM_INFO, crcOfInput, findCrcAlgorithms, formatCrc, resolveCrcName, type CrcAlgorithm, type CrcValues } from './crc-calculator.js';
import { crcCalculatorState } from './state.js';
import styles from './CrcCalculatorTool.module.css';

type FileRun =
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; values: CrcValues }
  | { state: 'cancelled' }
  | { state: 'error'; message: string };

/** CRC calculator: every CRC of a text, hex bytes or a file at once, in hex and decimal. */
export default function CrcCalculatorTool() {
  const { t } = useLingui();
  const [{ input, inputEncoding, encoding, filter }, update] = useToolState(crcCalculatorState);
  const [textValues, setTextValues] = useState<CrcValues | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  // The file is not state: never stored nor put in a link.
  const [file, setFile] = useState<File | null>(null);
  const [fileRun, setFileRun] = useState<FileRun | null>(null);
  const [attemptNo, setAttemptNo] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    let current = true;
    const abort = new AbortController();
    // A long text (one the field shows as a summary) is computed in the CRC worker.
    (isLargeText(input) ? crcOfInputInWorker(input, inputEncoding, abort.signal) : crcOfInput(input, inputEncoding)).then(
      (values) => {
        if (!current) return;
        setTextValues(values);
        setTextError(null);
      },
      (e: unknown) => {
        if (!current || isAbortError(e)) return;
        setTextValues(null);
        setTextError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      current = false;
      abort.abort();
    };
  }, [input, inputEncoding]);

  useEffect(() => {
    if (!file) return;
    const abort = new AbortController();
    controller.current = abort;
    let stale = false;
    // Progress reports travel on their own channel from the worker: one may arrive after the
    // result, and must not turn a finished run back into a running one.
    let settled = false;
    setFileRun({ state: 'running', done: 0, total: file.size });
    // In the compute worker: the page stays responsive and Cancel terminates it.
    crcOfFile(file, {
      signal: abort.signal,
      onProgress: (done, total) => {
        if (!stale && !settled) setFileRun({ state: 'running', done, total });
      },
    }).then(
      (values) => {
        settled = true;
        if (!stale) setFileRun({ state: 'done', values });
      },
      (e: unknown) => {
        settled = true;
        if (stale) return;
        if (abort.signal.aborted) setFileRun({ state: 'cancelled' });
        else setFileRun({ state: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      stale = true;
      abort.abort();
    };
  }, [file, attemptNo]);

  const values = file ? (fileRun?.state === 'done' ? fileRun.values : null) : textValues;
  // The text's CRCs arrive a moment after the text (and after the prerendered page hydrates): the
  // table is there from the start with empty cells, so nothing below it moves when they come.
  const pending = !file && !values && !textError;
  const title = file ? t`CRCs of the file` : t`CRCs of the input`;
  const shown = findCrcAlgorithms(filter);
  const encodingName = { hex: t`Hex`, base64: t`Base64`, base64url: t`Base64url`, binary: t`Binary` }[encoding];
  const names = (name: CrcAlgorithm) => {
    const { aliases, commonNames } = CRC_ALGORITHM_INFO[name];
    return [...aliases, ...commonNames].join(', ');
  };
  const otherToolNames = (name: CrcAlgorithm) => CRC_ALGORITHM_INFO[name].otherToolNames.join(', ');
  // A whole name typed in the search: say which catalogue algorithm it is, or that it names several.
  const resolved = resolveCrcName(filter);
  const query = filter.trim();
  const algorithms = resolved.map((r) => r.algorithm).join(', ');
  const resolvedNote =
    resolved.length > 1
      ? t`“${query}” names more than one algorithm: ${algorithms}. Their check values differ: compare with yours to tell which one your data uses.`
      : resolved.length === 1 && resolved[0]!.kind !== 'catalogue'
        ? t`“${query}” is ${algorithms} in the CRC catalogue.`
        : null;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Input`}
            value={input}
            onChange={(input) => update({ input })}
            multiline
            rows={4}
            monospace={inputEncoding !== 'text'}
            placeholder={t`Type or paste text…`}
            error={textError}
            openFile={false}
            onFile={setFile}
          />
          <ByteEncodingSelect label={t`Input format`} value={inputEncoding} onChange={(inputEncoding) => update({ inputEncoding })} />
          <FileUpload label={t`Or a file`} onFiles={(files) => setFile(files[0] ?? null)} />
          <Row>
            <EncodingSelect label={t`Output encoding`} value={encoding} onChange={(encoding) => update({ encoding })} />
            <TextInput
              label={t`Find an algorithm`}
              type="search"
              value={filter}
              onChange={(filter) => update({ filter })}
              placeholder={t`Name or alias, e.g. CRC-16/CCITT-FALSE`}
              hint={t`Catalogue names, their aliases, common names and other tools' labels (such as CRC16CCITT).`}
            />
          </Row>
          {file && (
            <div>
              <Button size="small" onClick={() => setFile(null)}>{t`Use the text input again`}</Button>
            </div>
          )}
        </Stack>
      </Card>

      {file && fileRun?.state === 'running' && (
        <Card>
          <Stack>
            <Progress label={t`Reading the file`} value={fileRun.done} max={fileRun.total} detail={`${formatBytes(fileRun.done)} / ${formatBytes(fileRun.total)}`} />
            <div>
              <Button onClick={() => controller.current?.abort()}>{t`Cancel`}</Button>
            </div>
          </Stack>
        </Card>
      )}
      {file && fileRun?.state === 'cancelled' && (
        <Alert type="warning" title={t`Cancelled`}>
          <Button size="small" onClick={() => setAttemptNo((n) => n + 1)}>
            {t`Compute again`}
          </Button>
        </Alert>
      )}
      {file && fileRun?.state === 'error' && (
        <Alert type="error" title={t`Could not read the file`}>
          {fileRun.message}
        </Alert>
      )}

      {(values || pending) && (
        <Card title={title}>
          {shown.length === 0 && <p role="status">{t`No algorithm has this name or alias.`}</p>}
          {resolvedNote && <p role="status">{resolvedNote}</p>}
          <Table<{ name: CrcAlgorithm }>
            aria-label={title}
            dense
            rows={shown.map((name) => ({ name }))}
            getRowKey={(row) => row.name}
            rowHeader="name"
            columns={[
              {
                key: 'name',
                header: t`Algorithm`,
                render: ({ name }) => (
                  <>
                    {name}
                    {names(name) && <div className={styles.alias}>{names(name)}</div>}
                    {otherToolNames(name) && <OtherToolNames names={otherToolNames(name)} />}
                  </>
                ),
              },
              {
                key: 'value',
                header: encodingName,
                render: ({ name }) => <TextCopyable label={`${name} ${encoding}`} value={values ? formatCrc(values[name], name, encoding) : ''} reserve={values ? undefined : 1} />,
              },
              { key: 'decimal', header: t`Decimal`, render: ({ name }) => <TextCopyable label={`${name} decimal`} value={values ? String(values[name]) : ''} reserve={values ? undefined : 1} /> },
            ]}
          />
        </Card>
      )}
    </Stack>
  );
}

/** The labels other calculators give an algorithm, under its name in the table. */
function OtherToolNames({ names }: { names: string }) {
  const { t } = useLingui();
  return <div className={styles.alias}>{t`Called ${names} by some tools`}</div>;
}
