import { Alert, Button, Card, downloadFile, Progress, Row, Stack, TextInput, useDebounced, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { formatFileSize } from '../pdf-encrypt/pdf-files.js';
import { PdfSource, type PdfInput } from '../pdf-encrypt/PdfSource.js';
import { encryptionLabel } from '../pdf-encrypt/qpdf.js';
import { runQpdfJob } from '../pdf-encrypt/qpdf-client.js';
import { usePdfJob } from '../pdf-encrypt/usePdfJob.js';
import { unlockedPdfName, type PdfUnlockResult } from './pdf-unlock.js';
import { sampleLockedPdf } from './sample-locked.js';
import { pdfUnlockState } from './state.js';

/** PDF unlock: an encrypted PDF and its password → the PDF without encryption (qpdf in a worker). */
export default function PdfUnlockTool() {
  const { t } = useLingui();
  const [{ sample, password }, update] = useToolState(pdfUnlockState);
  const [input, setInput] = useState<PdfInput | null>(null);
  const onInput = useCallback((i: PdfInput | null) => setInput(i), []);
  const debounced = useDebounced(password, 250);
  const request = useMemo(() => (input && debounced === password ? { input, password } : null), [input, debounced, password]);
  const [job, cancel] = usePdfJob(request, (r, onProgress, signal) =>
    runQpdfJob<PdfUnlockResult>({ kind: 'unlock', pdf: r.input.bytes.slice(), password: r.password }, onProgress, signal),
  );
  const result = job.status === 'done' ? job.value : null;
  const outName = unlockedPdfName(input?.name ?? '');
  return (
    <Stack>
      <Card title={t`PDF file`}>
        <PdfSource
          label={t`Encrypted PDF to unlock`}
          sample={sample}
          sampleName="sample-locked.pdf"
          makeSample={sampleLockedPdf}
          onSample={(on) => update({ sample: on })}
          onInput={onInput}
        />
      </Card>
      <Card title={t`Unlocked PDF`}>
        <Stack>
          <TextInput
            label={t`Password (user or owner)`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(v) => update({ password: v })}
            hint={t`Leave empty for a file that opens without a password (restrictions only). Never stored nor put in links.`}
            error={job.status === 'error' ? job.message : undefined}
          />
          {job.status === 'running' && (
            <Row>
              <Progress label={t`Unlocking…`} value={job.progress} />
              <Button size="small" onClick={cancel}>{t`Cancel`}</Button>
            </Row>
          )}
          {job.status === 'cancelled' && <Alert type="info">{t`Cancelled.`}</Alert>}
          {result && (
            <>
              <ValueTable
                caption={t`Result`}
                rows={[
                  { key: 'enc', label: t`Encryption removed`, value: encryptionLabel(result.encryption) },
                  {
                    key: 'pw',
                    label: t`Password matched`,
                    value: result.encryption.suppliedPassword === 'owner' ? t`owner password` : password ? t`user password` : t`none needed`,
                  },
                  {
                    key: 'perm',
                    label: t`Restrictions lifted`,
                    value: result.encryption.permissions.filter((p) => !p.allowed).map((p) => p.name).join(', ') || t`none`,
                  },
                  { key: 'size', label: t`Size`, value: `${formatFileSize(input?.bytes.length ?? 0)} → ${formatFileSize(result.pdf.length)}` },
                ]}
              />
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
