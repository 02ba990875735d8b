import { Alert, Button, Card, Progress, Row, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { PdfSource, type PdfInput } from '../pdf-encrypt/PdfSource.js';
import { usePdfJob } from '../pdf-encrypt/usePdfJob.js';
import type { PdfSignatureReport } from './pdf-signature-checker.js';
import { sampleSignedPdf } from './sample-signed.js';
import { runSignatureCheck } from './signature-client.js';
import { pdfSignatureCheckerState } from './state.js';

/** One signature's findings. */
function SignatureCard({ sig }: { sig: PdfSignatureReport }) {
  const { t } = useLingui();
  const yes = (ok: boolean | null, good: string, bad: string, none = t`not applicable`) => (ok === null ? none : ok ? `✔ ${good}` : `✘ ${bad}`);
  const rows: ValueRow[] = [
    {
      key: 'status',
      label: t`Verdict`,
      value: sig.intact
        ? sig.coversWholeFile
          ? t`✔ Intact: the signed bytes are unchanged and the signature verifies`
          : t`⚠ The signed revision is intact, but the document changed after signing`
        : t`✘ Not valid: see below`,
    },
    { key: 'subject', label: t`Signer (subject)`, value: sig.signer?.subject ?? null, note: t`no certificate in the signature` },
    { key: 'issuer', label: t`Issuer`, value: sig.signer ? `${sig.signer.issuer}${sig.signer.selfIssued ? t` (self-issued)` : ''}` : null },
    { key: 'serial', label: t`Serial number`, value: sig.signer?.serial ?? null },
    { key: 'validity', label: t`Certificate validity`, value: sig.signer ? `${sig.signer.notBefore.toISOString()} → ${sig.signer.notAfter.toISOString()}` : null },
    {
      key: 'time',
      label: t`Signing time`,
      value: sig.signingTime ? `${sig.signingTime.toISOString()} (${sig.signingTimeSource === '/M' ? t`from /M, not signed` : t`signed attribute`})` : null,
      note: t`not given`,
      hint: sig.signedWithinValidity === false ? t`Outside the certificate's validity.` : undefined,
    },
    {
      key: 'cover',
      label: t`Byte range`,
      value: !sig.byteRangeWellFormed
        ? t`✘ does not leave exactly the /Contents string out`
        : sig.coversWholeFile
          ? t`✔ covers the whole file except the signature (${sig.signedBytes} bytes signed)`
          : t`⚠ document changed after signing: ${sig.updatesAfter} incremental update(s) after the signed revision`,
      hint: `[${sig.byteRange.join(' ')}]`,
    },
    { key: 'digest', label: t`Message digest`, value: yes(sig.digestMatches, t`matches the signed bytes (${sig.digestAlgorithm})`, t`does not match: the signed bytes were changed`, t`no signed attributes`) },
    { key: 'sig', label: t`CMS signature`, value: yes(sig.signatureValid, t`verifies (${sig.signatureAlgorithm})`, sig.signatureError ?? t`does not verify`) },
    { key: 'sub', label: t`Sub-filter`, value: sig.subFilter, note: t`none` },
    { key: 'filter', label: t`Handler (/Filter)`, value: sig.filter, note: t`none` },
    { key: 'name', label: t`Name (/Name)`, value: sig.name, note: t`none` },
    { key: 'reason', label: t`Reason`, value: sig.reason, note: t`none` },
    { key: 'location', label: t`Location`, value: sig.location, note: t`none` },
    { key: 'contact', label: t`Contact`, value: sig.contactInfo, note: t`none` },
    { key: 'ts', label: t`Signature timestamp (RFC 3161)`, value: sig.hasTimestamp ? t`present (not checked)` : t`none` },
    { key: 'certs', label: t`Certificates in the signature`, value: String(sig.certificateCount) },
  ];
  return (
    <Card title={t`Signature ${sig.index}`}>
      <Stack>
        <ValueTable caption={t`Signature ${sig.index}: findings`} rows={rows} />
        {sig.signer && <TextInput label={t`Signer certificate ${sig.index} (PEM)`} value={sig.signer.pem} readOnly multiline rows={4} monospace copyable />}
      </Stack>
    </Card>
  );
}

/** PDF signature checker: each signature's byte range, digest, CMS signature, signer and time (in a worker). */
export default function PdfSignatureCheckerTool() {
  const { t } = useLingui();
  const [{ sample }, update] = useToolState(pdfSignatureCheckerState);
  const [input, setInput] = useState<PdfInput | null>(null);
  const onInput = useCallback((i: PdfInput | null) => setInput(i), []);
  const request = useMemo(() => input, [input]);
  const [job, cancel] = usePdfJob(request, (r, _onProgress, signal) => runSignatureCheck(r.bytes.slice(), signal));
  const reports = job.status === 'done' ? job.value : null;
  return (
    <Stack>
      <Card title={t`PDF file`}>
        <PdfSource label={t`Signed PDF to check`} sample={sample} sampleName="sample-signed.pdf" makeSample={sampleSignedPdf} onSample={(on) => update({ sample: on })} onInput={onInput} />
      </Card>
      {job.status === 'running' && (
        <Row>
          <Progress label={t`Checking the signatures…`} />
          <Button size="small" onClick={cancel}>{t`Cancel`}</Button>
        </Row>
      )}
      {job.status === 'cancelled' && <Alert type="info">{t`Cancelled.`}</Alert>}
      {job.status === 'error' && <Alert type="error">{job.message}</Alert>}
      {reports && (
        <output aria-label={t`Summary`}>
          {reports.length === 0
            ? t`No signature found in this PDF.`
            : t`${reports.length} signature(s): ${reports.filter((r) => r.intact).length} intact. The signers' identities are not checked against a list of trusted certificates.`}
        </output>
      )}
      {reports?.map((sig) => <SignatureCard key={sig.index} sig={sig} />)}
    </Stack>
  );
}
