import { Alert, Button, ButtonsSelect, Card, downloadFile, Progress, Row, Stack, TextInput, useDebounced, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { formatFileSize } from '../pdf-encrypt/pdf-files.js';
import { PdfSource, type PdfInput } from '../pdf-encrypt/PdfSource.js';
import { runQpdfJob } from '../pdf-encrypt/qpdf-client.js';
import { samplePdf } from '../pdf-encrypt/sample-pdf.js';
import { usePdfJob } from '../pdf-encrypt/usePdfJob.js';
import { linearizedPdfName, type LinearizationStatus, type ObjectStreamsMode, type PdfLinearizeResult } from './pdf-linearize.js';
import { pdfLinearizeState } from './state.js';

/** PDF linearize: a PDF → the same PDF linearized for fast web view, with the check before and after (qpdf in a worker). */
export default function PdfLinearizeTool() {
  const { t } = useLingui();
  const [{ sample, password, objectStreams }, update] = useToolState(pdfLinearizeState);
  const [input, setInput] = useState<PdfInput | null>(null);
  const onInput = useCallback((i: PdfInput | null) => setInput(i), []);
  const debounced = useDebounced(password, 250);
  const request = useMemo(
    () => (input && debounced === password ? { input, password, objectStreams } : null),
    [input, debounced, password, objectStreams],
  );
  const [job, cancel] = usePdfJob(request, (r, onProgress, signal) =>
    runQpdfJob<PdfLinearizeResult>({ kind: 'linearize', pdf: r.input.bytes.slice(), password: r.password, objectStreams: r.objectStreams }, onProgress, signal),
  );
  const result = job.status === 'done' ? job.value : null;
  const outName = linearizedPdfName(input?.name ?? '');
  const describe = (s: LinearizationStatus) =>
    !s.linearized ? t`not linearized` : s.valid ? t`linearized, no errors` : t`linearized, with errors: ${s.messages.join('; ')}`;
  const change = result ? result.sizeAfter - result.sizeBefore : 0;
  return (
    <Stack>
      <Card title={t`PDF file`}>
        <PdfSource label={t`PDF to linearize`} sample={sample} sampleName="sample.pdf" makeSample={samplePdf} onSample={(on) => update({ sample: on })} onInput={onInput} />
      </Card>
      <Card title={t`Linearized PDF`}>
        <Stack>
          <ButtonsSelect<ObjectStreamsMode>
            label={t`Object streams`}
            value={objectStreams}
            onChange={(v) => update({ objectStreams: v })}
            options={[
              { value: 'preserve', label: t`Keep as they are` },
              { value: 'generate', label: t`Generate (smaller, PDF 1.5+)` },
              { value: 'disable', label: t`None (oldest readers)` },
            ]}
          />
          <TextInput
            label={t`Password (only for an encrypted PDF)`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(v) => update({ password: v })}
            hint={t`An encrypted PDF stays encrypted with the same passwords. Never stored nor put in links.`}
            error={job.status === 'error' ? job.message : undefined}
          />
          {job.status === 'running' && (
            <Row>
              <Progress label={t`Linearizing…`} value={job.progress} />
              <Button size="small" onClick={cancel}>{t`Cancel`}</Button>
            </Row>
          )}
          {job.status === 'cancelled' && <Alert type="info">{t`Cancelled.`}</Alert>}
          {result && (
            <>
              <ValueTable
                caption={t`Linearization check (qpdf --check-linearization)`}
                rows={[
                  { key: 'before', label: t`Input`, value: describe(result.before) },
                  { key: 'after', label: t`Output`, value: describe(result.after) },
                  { key: 'sizeBefore', label: t`Size before`, value: t`${formatFileSize(result.sizeBefore)} (${result.sizeBefore} bytes)` },
                  {
                    key: 'sizeAfter',
                    label: t`Size after`,
                    value: t`${formatFileSize(result.sizeAfter)} (${result.sizeAfter} bytes, ${change >= 0 ? '+' : ''}${change})`,
                  },
                ]}
              />
              {result.before.linearized && result.before.valid && <Alert type="info">{t`The input was already linearized: the output is rewritten anyway.`}</Alert>}
              {result.warnings.length > 0 && <Alert type="warning">{result.warnings.join('\n')}</Alert>}
              <Row>
                <Button variant="primary" onClick={() => downloadFile(result.pdf as Uint8Array<ArrayBuffer>, outName, 'application/pdf')}>
                  <IconDownload size={16} aria-hidden /> {t`Download ${outName}`}
                </Button>
              </Row>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
