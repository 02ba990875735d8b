import { Alert, Button, Card, downloadFile, Row, Select, Stack, TextInput, useAsyncResult, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { DerType, ParsedItem, ParseResult } from './certificate-key-parser.js';
import { parseInBackground } from './parse-in-background.js';
import { toPem } from './pem.js';
import { certificateKeyParserState } from './state.js';
import styles from './certificate-key-parser.module.css';

/** A binary file opened in the input (DER), kept out of the tool's state. */
interface OpenedFile {
  name: string;
  bytes: Uint8Array;
}

/** Whether bytes look like text (PEM, SSH, PGP, base64) rather than DER. */
function isText(bytes: Uint8Array): boolean {
  return bytes.length > 0 && bytes[0] !== 0x30 && !bytes.subarray(0, 4096).includes(0);
}

function baseName(item: ParsedItem, index: number): string {
  const name = item.summary.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return name || `${item.kind}-${index + 1}`;
}

/** Certificate and key parser: the UI. Paste or open a file; every object found is shown field by field. */
export default function CertificateKeyParserTool() {
  const { t } = useLingui();
  const [{ input, derType, passphrase }, update] = useToolState(certificateKeyParserState);
  const [file, setFile] = useState<OpenedFile | null>(null);

  const request = useMemo(() => {
    if (file) return { data: file.bytes as string | Uint8Array, passphrase, derType };
    return input.trim() ? { data: input as string | Uint8Array, passphrase, derType } : null;
  }, [file, input, passphrase, derType]);
  const result = useAsyncResult(request, (r, signal) => parseInBackground(r.data, { passphrase: r.passphrase, derType: r.derType }, signal));
  const value: ParseResult | null = result.status === 'done' ? result.value : null;

  const openFile = async (f: File) => {
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (isText(bytes)) {
      setFile(null);
      update({ input: new TextDecoder().decode(bytes) });
    } else setFile({ name: f.name, bytes });
  };

  const derTypes: { value: DerType; label: string }[] = [
    { value: 'auto', label: t`Detect automatically` },
    { value: 'certificate', label: t`Certificate (X.509)` },
    { value: 'csr', label: t`Certificate request (PKCS#10)` },
    { value: 'pkcs8', label: t`Private key (PKCS#8)` },
    { value: 'encrypted-pkcs8', label: t`Encrypted private key (PKCS#8)` },
    { value: 'pkcs1-private', label: t`RSA private key (PKCS#1)` },
    { value: 'sec1', label: t`EC private key (SEC 1)` },
    { value: 'spki', label: t`Public key (SubjectPublicKeyInfo)` },
    { value: 'pkcs1-public', label: t`RSA public key (PKCS#1)` },
    { value: 'pkcs7', label: t`PKCS#7 certificates` },
  ];
  const needsPassphrase = value?.items.some((i) => i.needsPassphrase || /passphrase/i.test(i.error ?? ''));

  return (
    <Stack>
      <Card>
        <Stack>
          {file ? (
            <div className={styles.file}>
              <span>
                {t`Opened file`}: <strong>{file.name}</strong> ({t`${file.bytes.length} bytes, DER`})
              </span>
              <Button size="small" onClick={() => setFile(null)}>{t`Close file`}</Button>
            </div>
          ) : null}
          {!file && (
            <TextInput
              label={t`Certificate, key or CSR`}
              value={input}
              onChange={(v) => update({ input: v })}
              multiline
              monospace
              rows={8}
              placeholder={'-----BEGIN CERTIFICATE-----\nMIIF…\n-----END CERTIFICATE-----'}
              hint={t`PEM (one or many blocks), base64 or hex DER, an SSH public key or a PGP public key block. Drop or open a file, .der and .cer included.`}
              onFile={(f) => void openFile(f)}
              error={result.status === 'error' ? result.message : null}
            />
          )}
          {file && result.status === 'error' && <Alert type="error">{result.message}</Alert>}
          {result.status === 'pending' && passphrase && (
            <p role="status" className={styles.source}>
              {t`Decrypting…`}
            </p>
          )}
          <Row>
            <TextInput
              label={t`Passphrase of encrypted keys`}
              type="password"
              autoComplete="off"
              value={passphrase}
              onChange={(v) => update({ passphrase: v })}
              hint={needsPassphrase ? t`An encrypted key needs its passphrase.` : t`Never stored nor put in a link.`}
            />
            <Select label={t`Type of headerless DER or base64`} options={derTypes} value={derType} onChange={(v) => update({ derType: v })} />
          </Row>
        </Stack>
      </Card>
      <p role="status" className="ht-visually-hidden">
        {value ? t`${value.items.length} object(s) read.` : ''}
      </p>
      <div aria-busy={result.status === 'pending'}>
        {value?.chain && (
          <Card title={t`Chain`}>
            <ol className={styles.chain} aria-label={t`Certificate chain, leaf first`}>
              {value.chain.map((entry) => (
                <li key={entry.index}>
                  <strong>
                    #{entry.index + 1} {value.items[entry.index]?.summary}
                  </strong>{' '}
                  —{' '}
                  {entry.selfSigned
                    ? t`self-signed`
                    : entry.issuer === null
                      ? t`issuer not in the input`
                      : t`issued by #${entry.issuer + 1}`}
                  {entry.signatureValid === true && <span className={styles.good}> · {t`signature verified`}</span>}
                  {entry.signatureValid === false && <span className={styles.bad}> · {t`signature does NOT verify`}</span>}
                </li>
              ))}
            </ol>
          </Card>
        )}
        {value?.items.map((item, index) => (
          <ItemCard key={index} item={item} index={index} count={value.items.length} />
        ))}
      </div>
    </Stack>
  );
}

function ItemCard({ item, index, count }: { item: ParsedItem; index: number; count: number }) {
  const { t } = useLingui();
  const title = `${count > 1 ? `#${index + 1} ` : ''}${item.title}${item.summary ? ` — ${item.summary}` : ''}`;
  const v = item.validity;
  return (
    <Card title={title} className={styles.item}>
      <Stack>
        <p className={styles.source}>{item.source}</p>
        {item.error && <Alert type="error">{item.error}</Alert>}
        {item.needsPassphrase && <Alert type="info">{t`This key is encrypted: enter its passphrase to read it.`}</Alert>}
        {v && (
          <Alert type={v.status === 'valid' ? (v.days < 30 ? 'warning' : 'info') : 'error'}>
            {v.status === 'valid' ? t`Valid: expires in ${v.days} days` : v.status === 'expired' ? t`Expired ${v.days} days ago` : t`Not valid yet: starts in ${v.days} days`}
          </Alert>
        )}
        {item.matches.length > 0 && (
          <p>
            {t`Same public key as`} {item.matches.map((m) => `#${m + 1}`).join(', ')}
          </p>
        )}
        {item.sections.map((section) => (
          <ValueTable
            key={section.title}
            caption={count > 1 ? `${section.title} (#${index + 1})` : section.title}
            rows={section.fields.map((f, i) => ({ key: `${i}`, label: f.label, value: f.value, hint: f.hint }))}
          />
        ))}
        {item.der && (
          <Row>
            <Button
              onClick={() => downloadFile(new Uint8Array(item.der as Uint8Array), `${baseName(item, index)}.${item.kind === 'csr' ? 'csr.der' : 'der'}`, 'application/pkix-cert')}
            >
              {t`Download DER`}
            </Button>
            <Button
              onClick={() =>
                downloadFile(toPem(item.kind === 'csr' ? 'CERTIFICATE REQUEST' : 'CERTIFICATE', item.der as Uint8Array), `${baseName(item, index)}.${item.kind === 'csr' ? 'csr' : 'pem'}`, 'application/x-pem-file')
              }
            >
              {t`Download PEM`}
            </Button>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
