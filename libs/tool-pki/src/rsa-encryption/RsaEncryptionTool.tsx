import { attempt, Button, ButtonsSelect, Card, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { utf8ByteLength } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isEncryptedPrivateKey } from './key-info.js';
import { JobWorker } from './job-worker.js';
import type { RsaDecryptRequest, RsaDecryptResult, RsaEncryptionKeyPair, RsaEncryptRequest, RsaEncryptResult } from './rsa-encryption.js';
import { maxMessageBytes, rsaPublicKeyBits, schemeName } from './rsa-scheme.js';
import { rsaEncryptionState } from './state.js';
import { useCryptoJob } from './useCryptoJob.js';
import styles from './RsaEncryptionTool.module.css';

type KeySize = '2048' | '3072' | '4096';

/** Which field an error message belongs to (the logic's messages name it first). */
function errorFor(message: string | undefined, field: 'publicKey' | 'message' | 'privateKey' | 'ciphertext' | 'decrypted'): string | undefined {
  if (!message) return undefined;
  const owner = /^The public key/.test(message)
    ? 'publicKey'
    : /^(The message|A \d+-bit key)/.test(message)
      ? 'message'
      : /^The private key/.test(message)
        ? 'privateKey'
        : /^The result/.test(message)
          ? 'decrypted'
          : 'ciphertext';
  return owner === field ? message : undefined;
}

/** RSA encryption: encrypt with a public key, decrypt with a private key (RSA-OAEP or PKCS#1 v1.5). */
export default function RsaEncryptionTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(rsaEncryptionState);
  const { padding, hash, mgf1, label, messageFormat, cipherFormat, publicKey, message, ciphertext, privateKey, passphrase } = state;
  const worker = useRef<JobWorker | null>(null);
  useEffect(() => {
    const w = new JobWorker(() => new Worker(new URL('./rsa-encryption.worker.js', import.meta.url), { type: 'module' }));
    worker.current = w;
    return () => w.stop();
  }, []);
  // In the worker; in place (node-forge loaded on demand) only where there is no Worker.
  const logic = () => import('./rsa-encryption.js');
  const runJob = <T,>(op: string, request: unknown, direct: () => Promise<T>, signal: AbortSignal) =>
    worker.current ? worker.current.run(op, request, direct, signal) : direct();

  const scheme = { padding, hash, mgf1, label };
  const encryptRequest = useMemo<RsaEncryptRequest | null>(
    () => (publicKey.trim() && message !== '' ? { publicKey, message, messageFormat, cipherFormat, padding, hash, mgf1, label } : null),
    [publicKey, message, messageFormat, cipherFormat, padding, hash, mgf1, label],
  );
  const decryptRequest = useMemo<RsaDecryptRequest | null>(
    () => (privateKey.trim() && ciphertext.trim() ? { privateKey, passphrase, ciphertext, cipherFormat, messageFormat, padding, hash, mgf1, label } : null),
    [privateKey, passphrase, ciphertext, cipherFormat, messageFormat, padding, hash, mgf1, label],
  );
  const encryption = useCryptoJob(encryptRequest, (r, signal) => runJob<RsaEncryptResult>('encrypt', r, () => logic().then((m) => m.rsaEncrypt(r)), signal));
  const decryption = useCryptoJob(decryptRequest, (r, signal) => runJob<RsaDecryptResult>('decrypt', r, () => logic().then((m) => m.rsaDecrypt(r)), signal));

  // The key's size and the longest message, as soon as a public key is there.
  const keyInfo = useMemo(() => (publicKey.trim() ? attempt(() => rsaPublicKeyBits(publicKey)) : null), [publicKey]);
  const bits = keyInfo?.value;
  const maxBytes = bits ? maxMessageBytes(bits, { padding, hash }) : undefined;
  const messageBytes = messageFormat === 'text' ? utf8ByteLength(message) : undefined;

  const encryptError = encryption.result.status === 'error' ? encryption.result.message : undefined;
  const decryptError = decryption.result.status === 'error' ? decryption.result.message : undefined;
  const encrypted = encryption.result.status === 'done' ? encryption.result.value.ciphertext : '';
  const decrypted = decryption.result.status === 'done' ? decryption.result.value.message : '';

  const [keySize, setKeySize] = useState<KeySize>('2048');
  const [generating, setGenerating] = useState<AbortController | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const generate = () => {
    const controller = new AbortController();
    setGenerating(controller);
    setGenerateError(null);
    const size = Number(keySize);
    runJob<RsaEncryptionKeyPair>('generate', size, () => logic().then((m) => m.generateRsaEncryptionTestKeys(size)), controller.signal).then(
      (pair) => {
        setGenerating(null);
        update({ publicKey: pair.publicKey, privateKey: pair.privateKey, passphrase: '' });
      },
      (error: unknown) => {
        setGenerating(null);
        if (!(error instanceof DOMException && error.name === 'AbortError')) setGenerateError(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const formatOptions = [
    { value: 'text' as const, label: t`Text (UTF-8)` },
    { value: 'base64' as const, label: 'Base64' },
    { value: 'hex' as const, label: t`Hex` },
  ];
  const cipherFormatName = cipherFormat === 'hex' ? t`hex` : 'Base64';

  return (
    <Stack>
      <Card title={t`Scheme`}>
        <Stack>
          <ButtonsSelect
            label={t`Padding`}
            options={[
              { value: 'oaep', label: t`RSA-OAEP (recommended)` },
              { value: 'pkcs1', label: t`PKCS#1 v1.5 (legacy)` },
            ]}
            value={padding}
            onChange={(value) => update({ padding: value })}
          />
          {padding === 'oaep' && (
            <Row className={styles.options}>
              <Select label={t`OAEP hash`} options={['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const} value={hash} onChange={(value) => update({ hash: value })} />
              <Select
                label={t`MGF1 hash`}
                options={[
                  { value: 'same' as const, label: t`Same as the OAEP hash (standard)` },
                  { value: 'SHA-1' as const, label: t`SHA-1 (Java's OAEPWith…AndMGF1Padding)` },
                ]}
                value={mgf1}
                onChange={(value) => update({ mgf1: value })}
              />
              <TextInput label={t`OAEP label (optional)`} value={label} onChange={(value) => update({ label: value })} hint={t`UTF-8 text; usually empty.`} />
            </Row>
          )}
          {padding === 'pkcs1' && (
            <p className={styles.note}>{t`PKCS#1 v1.5 encryption is kept for old systems: it is open to padding-oracle attacks (Bleichenbacher). Use RSA-OAEP for anything new.`}</p>
          )}
          <Row className={styles.options}>
            <ButtonsSelect label={t`Message format`} options={formatOptions} value={messageFormat} onChange={(value) => update({ messageFormat: value })} />
            <ButtonsSelect
              label={t`Ciphertext format`}
              options={[
                { value: 'base64' as const, label: 'Base64' },
                { value: 'hex' as const, label: t`Hex` },
              ]}
              value={cipherFormat}
              onChange={(value) => update({ cipherFormat: value })}
            />
          </Row>
          <Row className={styles.generate}>
            <Select
              label={t`Test key size`}
              options={[
                { value: '2048' as const, label: t`2048 bits` },
                { value: '3072' as const, label: t`3072 bits` },
                { value: '4096' as const, label: t`4096 bits` },
              ]}
              value={keySize}
              onChange={setKeySize}
            />
            <Button onClick={generate} disabled={generating !== null}>
              {t`Generate a test key pair`}
            </Button>
            {generating && (
              <>
                <Progress label={t`Generating the key pair`} className={styles.progress} />
                <Button onClick={() => generating.abort()}>{t`Cancel`}</Button>
              </>
            )}
          </Row>
          {generateError && <p className={styles.error}>{generateError}</p>}
        </Stack>
      </Card>

      <Card title={t`Encrypt with the public key`}>
        <Stack>
          <TextInput
            label={t`Public key (PEM, certificate or ssh-rsa)`}
            value={publicKey}
            onChange={(value) => update({ publicKey: value })}
            multiline
            monospace
            rows={6}
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
            error={keyInfo?.error ?? errorFor(encryptError, 'publicKey')}
            hint={bits && maxBytes !== undefined ? (maxBytes > 0 ? t`${bits}-bit RSA key: messages up to ${maxBytes} bytes with ${schemeName(scheme)}.` : t`${bits}-bit RSA key: too small for ${schemeName(scheme)}.`) : undefined}
          />
          <TextInput
            label={t`Message to encrypt`}
            value={message}
            onChange={(value) => update({ message: value })}
            multiline
            rows={3}
            monospace={messageFormat !== 'text'}
            error={errorFor(encryptError, 'message')}
            hint={messageBytes !== undefined && maxBytes !== undefined && maxBytes > 0 ? t`${messageBytes} of ${maxBytes} bytes` : undefined}
          />
          <TextInput label={t`Encrypted message (${cipherFormatName})`} value={encrypted} readOnly multiline monospace rows={4} copyable />
          <div className={styles.status}>
            {encryption.slow && (
              <>
                <Progress label={t`Encrypting`} className={styles.progress} />
                <Button onClick={encryption.cancel}>{t`Cancel`}</Button>
              </>
            )}
            {encryption.cancelled && (
              <>
                <span>{t`Encryption cancelled.`}</span>
                <Button onClick={encryption.retry}>{t`Encrypt again`}</Button>
              </>
            )}
            {encrypted && !encryption.slow && (
              <Button onClick={() => update({ ciphertext: encrypted })}>{t`Decrypt it below`}</Button>
            )}
          </div>
        </Stack>
      </Card>

      <Card title={t`Decrypt with the private key`}>
        <Stack>
          <TextInput
            label={t`Private key (PEM)`}
            value={privateKey}
            onChange={(value) => update({ privateKey: value })}
            multiline
            monospace
            rows={6}
            placeholder={'-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----'}
            error={errorFor(decryptError, 'privateKey')}
            hint={t`PKCS#8, PKCS#1 or encrypted PEM. Never stored, and left out of links unless you choose to include it.`}
          />
          <TextInput
            label={t`Passphrase of the private key`}
            type="password"
            value={passphrase}
            onChange={(value) => update({ passphrase: value })}
            autoComplete="off"
            hint={isEncryptedPrivateKey(privateKey) ? t`This key is encrypted: its passphrase is needed.` : t`Only for an encrypted key.`}
          />
          <TextInput
            label={t`Ciphertext to decrypt (${cipherFormatName})`}
            value={ciphertext}
            onChange={(value) => update({ ciphertext: value })}
            multiline
            monospace
            rows={4}
            error={errorFor(decryptError, 'ciphertext')}
          />
          <TextInput label={t`Decrypted message`} value={decrypted} readOnly multiline rows={3} monospace={messageFormat !== 'text'} copyable error={errorFor(decryptError, 'decrypted')} />
          <div className={styles.status}>
            {decryption.slow && (
              <>
                <Progress label={t`Decrypting`} className={styles.progress} />
                <Button onClick={decryption.cancel}>{t`Cancel`}</Button>
              </>
            )}
            {decryption.cancelled && (
              <>
                <span>{t`Decryption cancelled.`}</span>
                <Button onClick={decryption.retry}>{t`Decrypt again`}</Button>
              </>
            )}
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
