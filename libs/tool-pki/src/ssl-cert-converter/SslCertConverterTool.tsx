import { Alert, Button, ButtonsSelect, Card, Checkbox, downloadFile, Row, Stack, Table, TextInput, ToolInputError, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toPem } from '../certificate-key-parser/pem.js';
import { type Bundle, type BundleCertificate, bundleToPem, certificatesToPkcs7, fileNameFor } from './ssl-cert-converter.js';
import { pkcs12InBackground, readBundleInBackground } from './worker-client.js';
import { sslCertConverterState } from './state.js';
import styles from './ssl-cert-converter.module.css';

/** A binary file opened in the input (.der, .p7b, .pfx, .jks), kept out of the tool's state. */
interface OpenedFile {
  name: string;
  bytes: Uint8Array;
}

const PEM_TYPE = 'application/x-pem-file';

/** SSL certificate converter: the UI. Read PEM, DER, PKCS#7, PKCS#12 or a Java keystore; write any of them. */
export default function SslCertConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(sslCertConverterState);
  const { input, password, exportPassword, friendlyName, includeKey, pfxEncryption } = state;
  const [file, setFile] = useState<OpenedFile | null>(null);
  const [pfxError, setPfxError] = useState<string | null>(null);

  const request = useMemo(() => {
    if (file) return { data: file.bytes as string | Uint8Array, password };
    return input.trim() ? { data: input as string | Uint8Array, password } : null;
  }, [file, input, password]);
  const result = useAsyncResult(request, (r, signal) => readBundleInBackground(r.data, r.password, signal));
  const [pfxJob, setPfxJob] = useState<AbortController | null>(null);
  const pfxJobRef = useRef(pfxJob);
  pfxJobRef.current = pfxJob;
  useEffect(() => () => pfxJobRef.current?.abort(), []);
  const bundle: Bundle | null = result.status === 'done' ? result.value : null;

  const openFile = async (f: File) => {
    const bytes = new Uint8Array(await f.arrayBuffer());
    const text = bytes[0] !== 0x30 && bytes[0] !== 0xfe && bytes[0] !== 0xce && !bytes.subarray(0, 4096).includes(0);
    if (text) {
      setFile(null);
      update({ input: new TextDecoder().decode(bytes) });
    } else setFile({ name: f.name, bytes });
  };

  const base = bundle?.certificates[0] ? bundle.certificates[0].name : bundle?.keys[0]?.alias || 'certificate';
  const pem = bundle ? bundleToPem(bundle, includeKey) : '';
  const formatNames: Record<Bundle['format'], string> = {
    pem: 'PEM',
    der: t`DER certificate`,
    pkcs7: 'PKCS#7',
    pkcs12: 'PKCS#12',
    jks: t`Java keystore (JKS)`,
  };

  const makePfx = async () => {
    if (!bundle || pfxJob) return;
    const job = new AbortController();
    setPfxJob(job);
    try {
      const options = { encryption: pfxEncryption, friendlyName: friendlyName || bundle.keys[0]?.alias || bundle.certificates[0]?.name };
      const pfx = await pkcs12InBackground({ certificates: bundle.certificates, keys: bundle.keys }, exportPassword, options, job.signal);
      setPfxError(null);
      downloadFile(new Uint8Array(pfx), fileNameFor(base, 'pfx'), 'application/x-pkcs12');
    } catch (e) {
      if (e instanceof ToolInputError) setPfxError(e.message);
      else if (!(e instanceof DOMException && e.name === 'AbortError')) setPfxError(t`The .pfx could not be made: ${String(e)}`);
    } finally {
      setPfxJob(null);
    }
  };

  return (
    <Stack>
      <Card>
        <Stack>
          {file ? (
            <div className={styles.file}>
              <span>
                {t`Opened file`}: <strong>{file.name}</strong> ({t`${file.bytes.length} bytes`})
              </span>
              <Button size="small" onClick={() => setFile(null)}>{t`Close file`}</Button>
            </div>
          ) : (
            <TextInput
              label={t`Certificates (PEM) or a file`}
              value={input}
              onChange={(v) => update({ input: v })}
              multiline
              monospace
              rows={8}
              placeholder={'-----BEGIN CERTIFICATE-----\nMIIF…\n-----END CERTIFICATE-----'}
              hint={t`Paste PEM certificates and keys, or drop or open a .pem, .crt, .cer, .der, .p7b, .pfx, .p12 or .jks file.`}
              onFile={(f) => void openFile(f)}
              error={result.status === 'error' ? result.message : null}
            />
          )}
          {file && result.status === 'error' && <Alert type="error">{result.message}</Alert>}
          {file && result.status === 'pending' && (
            <Row>
              <span role="status">{t`Opening the file…`}</span>
              <Button onClick={() => setFile(null)}>{t`Cancel`}</Button>
            </Row>
          )}
          <TextInput
            label={t`Password of the file or key`}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(v) => update({ password: v })}
            hint={t`For a .pfx/.p12, a keystore or an encrypted key. Never stored nor put in a link.`}
          />
        </Stack>
      </Card>
      <div aria-busy={result.status === 'pending'}>
        {bundle && (
          <Stack>
            <Alert type="info">
              {/* The Alert is a status region: its summary is announced. */}
              {t`Read as ${formatNames[bundle.format]}: ${bundle.certificates.length} certificate(s), ${bundle.keys.length} private key(s).`}
            </Alert>
            {bundle.certificates.length > 0 && <CertificateList certificates={bundle.certificates} />}
            {bundle.keys.map((key, i) => (
              <Card key={i} title={t`Private key ${key.alias ? `“${key.alias}” ` : ''}(${key.algorithm}, PKCS#8)`}>
                <Stack>
                  <TextInput label={t`Private key PEM ${i + 1}`} value={toPem('PRIVATE KEY', key.pkcs8)} readOnly multiline monospace rows={4} copyable />
                  <Row>
                    <Button onClick={() => downloadFile(toPem('PRIVATE KEY', key.pkcs8), fileNameFor(key.alias || base, 'key'), PEM_TYPE)}>{t`Download .key (PEM)`}</Button>
                    <Button onClick={() => downloadFile(new Uint8Array(key.pkcs8), fileNameFor(key.alias || base, 'key.der'))}>{t`Download .key.der (DER)`}</Button>
                  </Row>
                </Stack>
              </Card>
            ))}
            <Card title={t`PEM bundle`}>
              <Stack>
                {bundle.keys.length > 0 && <Checkbox label={t`Include the private key`} checked={includeKey} onChange={(v) => update({ includeKey: v })} />}
                <TextInput label={t`PEM output`} value={pem} readOnly multiline monospace rows={6} copyable />
                <Row>
                  <Button onClick={() => downloadFile(pem, fileNameFor(base, 'pem'), PEM_TYPE)} disabled={!pem}>{t`Download .pem`}</Button>
                </Row>
              </Stack>
            </Card>
            {bundle.certificates.length > 0 && (
              <Card title={t`PKCS#7 (.p7b)`}>
                <Row>
                  <Button onClick={() => downloadFile(new Uint8Array(certificatesToPkcs7(bundle.certificates.map((c) => c.der))), fileNameFor(base, 'p7b'), 'application/x-pkcs7-certificates')}>
                    {t`Download .p7b (DER)`}
                  </Button>
                  <Button onClick={() => downloadFile(toPem('PKCS7', certificatesToPkcs7(bundle.certificates.map((c) => c.der))), fileNameFor(base, 'p7b.pem'), PEM_TYPE)}>
                    {t`Download .p7b (PEM)`}
                  </Button>
                </Row>
              </Card>
            )}
            <Card title={t`PKCS#12 (.pfx)`}>
              <Stack>
                {bundle.keys.length === 0 && <p className={styles.note}>{t`The input holds no private key: the .pfx will hold the certificates only. Paste the key too to include it.`}</p>}
                <Row>
                  <TextInput label={t`Export password`} type="password" autoComplete="new-password" value={exportPassword} onChange={(v) => update({ exportPassword: v })} error={pfxError} />
                  <TextInput label={t`Friendly name (alias)`} value={friendlyName} onChange={(v) => update({ friendlyName: v })} placeholder={bundle.keys[0]?.alias || bundle.certificates[0]?.name} />
                </Row>
                <p className={styles.note}>{t`AES-256 with PBKDF2-SHA256 and a SHA-256 MAC, as OpenSSL 3 writes; 3DES with a SHA-1 MAC for Windows before 2019 and Java 8.`}</p>
                <ButtonsSelect
                  label={t`Encryption`}
                  options={[
                    { value: 'aes256', label: t`AES-256 (modern)` },
                    { value: 'legacy', label: t`3DES (legacy)` },
                  ]}
                  value={pfxEncryption}
                  onChange={(v) => update({ pfxEncryption: v })}
                />
                <Row>
                  <Button variant="primary" onClick={() => void makePfx()} disabled={pfxJob !== null}>
                    {t`Download .pfx`}
                  </Button>
                  {pfxJob && (
                    <>
                      <span role="status">{t`Encrypting the .pfx…`}</span>
                      <Button onClick={() => pfxJob.abort()}>{t`Cancel`}</Button>
                    </>
                  )}
                </Row>
              </Stack>
            </Card>
          </Stack>
        )}
      </div>
    </Stack>
  );
}

type Row = BundleCertificate & { index: number };

function CertificateList({ certificates }: { certificates: BundleCertificate[] }) {
  const { t } = useLingui();
  return (
    <Card title={t`Certificates`}>
      <Table
        caption={t`Certificates, each downloadable`}
        rowHeader="name"
        getRowKey={(row) => `${row.index}`}
        rows={certificates.map((c, index) => ({ ...c, index }))}
        columns={[
          { key: 'name', header: t`Name`, render: (c: Row) => `#${c.index + 1} ${c.name}${c.alias && c.alias !== c.name ? ` (${c.alias})` : ''}` },
          { key: 'issuer', header: t`Issuer`, render: (c: Row) => c.issuer },
          { key: 'notAfter', header: t`Expires`, render: (c: Row) => c.notAfter.toISOString().slice(0, 10) },
          {
            key: 'download',
            header: t`Download`,
            render: (c) => (
              <span className={styles.buttons}>
                <Button size="small" aria-label={t`Download certificate ${c.index + 1} as .pem`} onClick={() => downloadFile(toPem('CERTIFICATE', c.der), fileNameFor(c.name, 'pem'), PEM_TYPE)}>
                  .pem
                </Button>
                <Button size="small" aria-label={t`Download certificate ${c.index + 1} as .cer (DER)`} onClick={() => downloadFile(new Uint8Array(c.der), fileNameFor(c.name, 'cer'), 'application/pkix-cert')}>
                  .cer
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
