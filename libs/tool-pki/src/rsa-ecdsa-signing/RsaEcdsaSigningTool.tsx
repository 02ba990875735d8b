import { attempt, Button, ButtonsSelect, Card, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { JobWorker } from '../rsa-encryption/job-worker.js';
import { useCryptoJob } from '../rsa-encryption/useCryptoJob.js';
import type { SignRequest, SignResult, SigningKeyType, VerifyRequest, VerifyResult } from './rsa-ecdsa-signing.js';
import { describeSigningKey } from './signing-keys.js';
import { rsaEcdsaSigningState } from './state.js';
import styles from './RsaEcdsaSigningTool.module.css';

/** Which field an error message belongs to (the logic's messages name it first). */
function errorFor(message: string | undefined, field: 'privateKey' | 'publicKey' | 'message' | 'signature' | 'settings'): string | undefined {
  if (!message) return undefined;
  const owner = /^The private key/.test(message)
    ? 'privateKey'
    : /^The public key/.test(message)
      ? 'publicKey'
      : /^The message/.test(message)
        ? 'message'
        : /^The signature/.test(message)
          ? 'signature'
          : 'settings';
  return owner === field ? message : undefined;
}

/** RSA/ECDSA/Ed25519 signer and verifier. */
export default function RsaEcdsaSigningTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(rsaEcdsaSigningState);
  const { hash, rsaPadding, pssSalt, ecdsaFormat, messageFormat, signatureFormat, message, publicKey, signature, privateKey, passphrase } = state;
  const worker = useRef<JobWorker | null>(null);
  useEffect(() => {
    const w = new JobWorker(() => new Worker(new URL('./rsa-ecdsa-signing.worker.js', import.meta.url), { type: 'module' }));
    worker.current = w;
    return () => w.stop();
  }, []);
  // In the worker; in place (node-forge loaded on demand) only where there is no Worker.
  const logic = () => import('./rsa-ecdsa-signing.js');
  const runJob = <T,>(op: string, request: unknown, direct: () => Promise<T>, signal: AbortSignal) =>
    worker.current ? worker.current.run(op, request, direct, signal) : direct();

  const signRequest = useMemo<SignRequest | null>(
    () => (privateKey.trim() ? { privateKey, passphrase, message, hash, rsaPadding, pssSalt, ecdsaFormat, messageFormat, signatureFormat } : null),
    [privateKey, passphrase, message, hash, rsaPadding, pssSalt, ecdsaFormat, messageFormat, signatureFormat],
  );
  const verifyRequest = useMemo<VerifyRequest | null>(
    () => (publicKey.trim() && signature.trim() ? { publicKey, passphrase, message, signature, hash, rsaPadding, pssSalt, ecdsaFormat, messageFormat, signatureFormat } : null),
    [publicKey, passphrase, message, signature, hash, rsaPadding, pssSalt, ecdsaFormat, messageFormat, signatureFormat],
  );
  const signing = useCryptoJob(signRequest, (r, signal) => runJob<SignResult>('sign', r, () => logic().then((m) => m.signMessage(r)), signal));
  const verifying = useCryptoJob(verifyRequest, (r, signal) => runJob<VerifyResult>('verify', r, () => logic().then((m) => m.verifySignature(r)), signal));

  // The key in each field, named as soon as it is pasted (the passphrase's key once it decrypts: in the job).
  const privateInfo = useMemo(() => (/ENCRYPTED/.test(privateKey) ? null : attempt(() => describeSigningKey(privateKey, 'private'))), [privateKey]);
  const publicInfo = useMemo(() => (/ENCRYPTED/.test(publicKey) ? null : attempt(() => describeSigningKey(publicKey, 'public'))), [publicKey]);

  const signError = signing.result.status === 'error' ? signing.result.message : undefined;
  const verifyError = verifying.result.status === 'error' ? verifying.result.message : undefined;
  const signed = signing.result.status === 'done' ? signing.result.value : undefined;
  const verified = verifying.result.status === 'done' ? verifying.result.value : undefined;
  const signatureName = signatureFormat === 'hex' ? t`hex` : 'Base64';

  const [keyType, setKeyType] = useState<SigningKeyType>('P-256');
  const [generating, setGenerating] = useState<AbortController | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const generate = () => {
    const controller = new AbortController();
    setGenerating(controller);
    setGenerateError(null);
    runJob('generate', keyType, () => logic().then((m) => m.generateSigningKeyPair(keyType)), controller.signal).then(
      (pair) => {
        setGenerating(null);
        update({ privateKey: pair.privateKey, publicKey: pair.publicKey, passphrase: '', signature: '' });
      },
      (error: unknown) => {
        setGenerating(null);
        if (!(error instanceof DOMException && error.name === 'AbortError')) setGenerateError(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const settingsError = errorFor(signError, 'settings') ?? errorFor(verifyError, 'settings');

  return (
    <Stack>
      <Card title={t`Settings`}>
        <Stack>
          <Row className={styles.options}>
            <Select
              label={t`Hash function`}
              options={[
                { value: 'SHA-256' as const, label: 'SHA-256' },
                { value: 'SHA-384' as const, label: 'SHA-384' },
                { value: 'SHA-512' as const, label: 'SHA-512' },
                { value: 'SHA-1' as const, label: t`SHA-1 (legacy)` },
                { value: 'MD5' as const, label: t`MD5 (legacy, RSA PKCS#1 v1.5 only)` },
              ]}
              value={hash}
              onChange={(value) => update({ hash: value })}
            />
            <ButtonsSelect
              label={t`RSA padding`}
              options={[
                { value: 'pkcs1' as const, label: 'PKCS#1 v1.5' },
                { value: 'pss' as const, label: 'PSS' },
              ]}
              value={rsaPadding}
              onChange={(value) => update({ rsaPadding: value })}
            />
            {rsaPadding === 'pss' && (
              <Select
                label={t`PSS salt length (signing)`}
                options={[
                  { value: 'digest' as const, label: t`Hash length (standard)` },
                  { value: 'max' as const, label: t`Maximum (OpenSSL's default)` },
                  { value: 'zero' as const, label: t`None (deterministic)` },
                ]}
                value={pssSalt}
                onChange={(value) => update({ pssSalt: value })}
              />
            )}
            <ButtonsSelect
              label={t`ECDSA signature`}
              options={[
                { value: 'der' as const, label: t`DER (OpenSSL, X.509)` },
                { value: 'p1363' as const, label: t`r‖s (WebCrypto, JWS)` },
              ]}
              value={ecdsaFormat}
              onChange={(value) => update({ ecdsaFormat: value })}
            />
          </Row>
          <Row className={styles.options}>
            <ButtonsSelect
              label={t`Message format`}
              options={[
                { value: 'text' as const, label: t`Text (UTF-8)` },
                { value: 'base64' as const, label: 'Base64' },
                { value: 'hex' as const, label: t`Hex` },
              ]}
              value={messageFormat}
              onChange={(value) => update({ messageFormat: value })}
            />
            <ButtonsSelect
              label={t`Signature format`}
              options={[
                { value: 'base64' as const, label: 'Base64' },
                { value: 'hex' as const, label: t`Hex` },
              ]}
              value={signatureFormat}
              onChange={(value) => update({ signatureFormat: value })}
            />
          </Row>
          <p className={styles.note}>{t`The key type comes from the key. Ed25519 hashes with SHA-512 itself (the hash setting does not apply); verifying finds the PSS salt length and accepts ECDSA signatures in either encoding.`}</p>
          {settingsError && <p className={styles.error} role="alert">{settingsError}</p>}
          <Row className={styles.generate}>
            <Select
              label={t`Test key type`}
              options={[
                { value: 'P-256' as const, label: 'ECDSA P-256' },
                { value: 'P-384' as const, label: 'ECDSA P-384' },
                { value: 'P-521' as const, label: 'ECDSA P-521' },
                { value: 'Ed25519' as const, label: 'Ed25519' },
                { value: 'RSA-2048' as const, label: t`RSA 2048 bits` },
                { value: 'RSA-3072' as const, label: t`RSA 3072 bits` },
                { value: 'RSA-4096' as const, label: t`RSA 4096 bits` },
              ]}
              value={keyType}
              onChange={setKeyType}
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

      <Card title={t`Message`}>
        <TextInput
          label={t`Message to sign or verify`}
          value={message}
          onChange={(value) => update({ message: value })}
          multiline
          rows={3}
          monospace={messageFormat !== 'text'}
          error={errorFor(signError, 'message') ?? errorFor(verifyError, 'message')}
        />
      </Card>

      <Card title={t`Sign with the private key`}>
        <Stack>
          <TextInput
            label={t`Private key (PEM)`}
            value={privateKey}
            onChange={(value) => update({ privateKey: value })}
            multiline
            monospace
            rows={6}
            placeholder={'-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----'}
            error={privateInfo?.error ?? errorFor(signError, 'privateKey')}
            hint={signed ? t`${signed.key} key. Never stored, and left out of links unless you choose to include it.` : (privateInfo?.value ?? t`PKCS#8, PKCS#1, SEC 1 or encrypted PEM. Never stored, and left out of links unless you choose to include it.`)}
          />
          <TextInput
            label={t`Passphrase of the private key`}
            type="password"
            value={passphrase}
            onChange={(value) => update({ passphrase: value })}
            hint={/ENCRYPTED/.test(privateKey) ? t`This key is encrypted: its passphrase is needed.` : t`Only for an encrypted key.`}
          />
          <TextInput label={t`Signature (${signatureName})`} value={signed?.signature ?? ''} readOnly multiline monospace rows={3} copyable hint={signed ? t`${signed.scheme}: ${signed.bytes} bytes.` : undefined} />
          <div className={styles.status}>
            {signing.slow && (
              <>
                <Progress label={t`Signing`} className={styles.progress} />
                <Button onClick={signing.cancel}>{t`Cancel`}</Button>
              </>
            )}
            {signing.cancelled && (
              <>
                <span>{t`Signing cancelled.`}</span>
                <Button onClick={signing.retry}>{t`Sign again`}</Button>
              </>
            )}
            {signed && !signing.slow && <Button onClick={() => update({ signature: signed.signature })}>{t`Verify it below`}</Button>}
          </div>
        </Stack>
      </Card>

      <Card title={t`Verify with the public key`}>
        <Stack>
          <TextInput
            label={t`Public key (PEM, certificate or OpenSSH)`}
            value={publicKey}
            onChange={(value) => update({ publicKey: value })}
            multiline
            monospace
            rows={5}
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
            error={publicInfo?.error ?? errorFor(verifyError, 'publicKey')}
            hint={publicInfo?.value ?? undefined}
          />
          <TextInput
            label={t`Signature to verify (${signatureName})`}
            value={signature}
            onChange={(value) => update({ signature: value })}
            multiline
            monospace
            rows={3}
            error={errorFor(verifyError, 'signature')}
          />
          <output aria-label={t`Verification result`} className={[styles.verdict, verified ? (verified.valid ? styles.valid : styles.invalid) : ''].join(' ')}>
            {verified ? (
              verified.valid ? (
                <>
                  <strong>{t`✓ Valid signature`}</strong> <span>{verified.scheme}</span>
                </>
              ) : (
                <>
                  <strong>{t`✗ Invalid signature`}</strong> <span>{verified.reason ?? verified.scheme}</span>
                </>
              )
            ) : verifying.slow ? (
              <>
                <Progress label={t`Verifying`} className={styles.progress} />
                <Button onClick={verifying.cancel}>{t`Cancel`}</Button>
              </>
            ) : verifying.cancelled ? (
              <>
                <span>{t`Verification cancelled.`}</span>
                <Button onClick={verifying.retry}>{t`Verify again`}</Button>
              </>
            ) : (
              <span className={styles.muted}>{t`Paste a public key and a signature to verify the message.`}</span>
            )}
          </output>
        </Stack>
      </Card>
    </Stack>
  );
}
