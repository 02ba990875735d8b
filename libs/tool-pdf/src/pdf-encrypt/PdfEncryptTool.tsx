import { Alert, Button, ButtonsSelect, Card, Checkbox, downloadFile, Progress, Row, Stack, TextInput, useDebounced, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { encryptedPdfName, pdfEncryptArgs, qpdfCommandLine, type PdfCipher, type PdfEncryptOptions, type PdfEncryptResult, type PdfPrintPermission } from './pdf-encrypt.js';
import { formatFileSize } from './pdf-files.js';
import { encryptionLabel } from './qpdf.js';
import { runQpdfJob } from './qpdf-client.js';
import { PdfSource, type PdfInput } from './PdfSource.js';
import { samplePdf } from './sample-pdf.js';
import { pdfEncryptState } from './state.js';
import { usePdfJob } from './usePdfJob.js';

type Preset = 'all' | 'annotate' | 'form' | 'assembly' | 'none' | 'custom';

/** PDF encrypt: passwords, cipher and permissions → an encrypted PDF (qpdf in a worker). */
export default function PdfEncryptTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(pdfEncryptState);
  const [input, setInput] = useState<PdfInput | null>(null);
  const onInput = useCallback((i: PdfInput | null) => setInput(i), []);
  const { sample, userPassword, ownerPassword, cipher, print, modify, extract, annotate, form, assemble, accessibility, cleartextMetadata } = state;
  const options: PdfEncryptOptions = { userPassword, ownerPassword, cipher, print, modify, extract, annotate, form, assemble, accessibility, cleartextMetadata };
  const key = JSON.stringify(options);
  const debouncedKey = useDebounced(key, 250);
  const args = useMemo(() => {
    try {
      return { value: pdfEncryptArgs(JSON.parse(key) as PdfEncryptOptions) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [key]);
  const request = useMemo(
    () => (input && args.value && debouncedKey === key ? { input, options: JSON.parse(debouncedKey) as PdfEncryptOptions } : null),
    [input, args.value, debouncedKey, key],
  );
  const [job, cancel] = usePdfJob(request, (r, onProgress, signal) =>
    runQpdfJob<PdfEncryptResult>({ kind: 'encrypt', pdf: r.input.bytes.slice(), options: r.options }, onProgress, signal),
  );
  const outName = encryptedPdfName(input?.name ?? '');
  const command = args.value ? qpdfCommandLine(args.value, { input: input?.name ?? 'in.pdf', output: outName }) : '';

  // The modification presets of qpdf's --modify (qpdf manual): they set the switches below.
  const presets: Record<Exclude<Preset, 'custom'>, Partial<PdfEncryptOptions>> = {
    all: { modify: true, annotate: true, form: true, assemble: true },
    annotate: { modify: false, annotate: true, form: true, assemble: true },
    form: { modify: false, annotate: false, form: true, assemble: true },
    assembly: { modify: false, annotate: false, form: false, assemble: true },
    none: { modify: false, annotate: false, form: false, assemble: false },
  };
  const preset = (Object.keys(presets) as Exclude<Preset, 'custom'>[]).find((k) => Object.entries(presets[k]).every(([f, v]) => options[f as keyof PdfEncryptOptions] === v)) ?? 'custom';

  const result = job.status === 'done' ? job.value : null;
  return (
    <Stack>
      <Card title={t`PDF file`}>
        <PdfSource
          label={t`PDF to encrypt`}
          sample={sample}
          sampleName="sample.pdf"
          makeSample={samplePdf}
          onSample={(on) => update({ sample: on })}
          onInput={onInput}
        />
      </Card>
      <Card title={t`Passwords`}>
        <Stack>
          <TextInput
            label={t`User password (to open the file)`}
            type="password"
            autoComplete="new-password"
            value={userPassword}
            onChange={(v) => update({ userPassword: v })}
            hint={t`Empty: anyone can open the file, the permissions below still apply.`}
            error={input ? args.error : undefined}
          />
          <TextInput
            label={t`Owner password (to change permissions)`}
            type="password"
            autoComplete="new-password"
            value={ownerPassword}
            onChange={(v) => update({ ownerPassword: v })}
            hint={t`Empty: the user password is used. Passwords are never stored nor put in links.`}
          />
          <ButtonsSelect<PdfCipher>
            label={t`Cipher`}
            value={cipher}
            onChange={(v) => update({ cipher: v })}
            options={[
              { value: 'aes-256', label: t`AES-256 (PDF 2.0, recommended)` },
              { value: 'aes-128', label: t`AES-128 (PDF 1.6)` },
              { value: 'rc4-128', label: t`RC4 128-bit (legacy, weak)` },
            ]}
          />
        </Stack>
      </Card>
      <Card title={t`Permissions`}>
        <Stack>
          <ButtonsSelect<PdfPrintPermission>
            label={t`Printing`}
            value={print}
            onChange={(v) => update({ print: v })}
            options={[
              { value: 'full', label: t`Full quality` },
              { value: 'low', label: t`Low resolution only` },
              { value: 'none', label: t`Not allowed` },
            ]}
          />
          <ButtonsSelect<Preset>
            label={t`Changes allowed`}
            value={preset}
            onChange={(v) => v !== 'custom' && update(presets[v])}
            options={[
              { value: 'all', label: t`All` },
              { value: 'annotate', label: t`Comments, forms, pages` },
              { value: 'form', label: t`Forms and pages` },
              { value: 'assembly', label: t`Pages only` },
              { value: 'none', label: t`None` },
              { value: 'custom', label: t`Custom` },
            ]}
          />
          <Row>
            <Checkbox label={t`Modify the content`} checked={modify} onChange={(v) => update({ modify: v })} />
            <Checkbox label={t`Comment (annotate)`} checked={annotate} onChange={(v) => update({ annotate: v })} />
            <Checkbox label={t`Fill in forms`} checked={form} onChange={(v) => update({ form: v })} />
            <Checkbox label={t`Assemble (insert, rotate, delete pages)`} checked={assemble} onChange={(v) => update({ assemble: v })} />
          </Row>
          <Row>
            <Checkbox label={t`Copy text and images`} checked={extract} onChange={(v) => update({ extract: v })} />
            <Checkbox label={t`Extract for accessibility`} checked={accessibility} onChange={(v) => update({ accessibility: v })} />
            <Checkbox label={t`Leave metadata unencrypted (AES only)`} checked={cleartextMetadata} onChange={(v) => update({ cleartextMetadata: v })} />
          </Row>
        </Stack>
      </Card>
      <Card title={t`Encrypted PDF`}>
        <Stack>
          <TextInput label={t`Equivalent qpdf command`} value={command} readOnly monospace copyable />
          {job.status === 'running' && (
            <Row>
              <Progress label={t`Encrypting…`} value={job.progress} />
              <Button size="small" onClick={cancel}>{t`Cancel`}</Button>
            </Row>
          )}
          {job.status === 'cancelled' && <Alert type="info">{t`Cancelled.`}</Alert>}
          {job.status === 'error' && <Alert type="error">{job.message}</Alert>}
          {result && (
            <>
              <ValueTable
                caption={t`Result`}
                rows={[
                  { key: 'size', label: t`Size`, value: t`${formatFileSize(input?.bytes.length ?? 0)} → ${formatFileSize(result.pdf.length)}` },
                  { key: 'enc', label: t`Encryption`, value: encryptionLabel(result.encryption) },
                  {
                    key: 'perm',
                    label: t`Restricted`,
                    value: result.encryption.permissions.filter((p) => !p.allowed).map((p) => p.name).join(', ') || t`everything allowed`,
                    hint: t`What is not allowed, as qpdf reads the result back`,
                  },
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
