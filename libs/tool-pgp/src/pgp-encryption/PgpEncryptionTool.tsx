import { Alert, Button, ButtonsSelect, Card, Checkbox, downloadFile, Progress, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { formatFingerprint } from '../pgp-key-pair-generator/keygen-options.js';
import { usePgpJob } from '../pgp-key-pair-generator/pgp-worker-client.js';
import type { PgpKeyInfo, PgpSignatureCheck } from './pgp-encryption.js';
import { runPgpToolJob, stopPgpWorker } from './pgp-client.js';
import type { PgpKeyField, PgpToolRequest, PgpToolResult } from './pgp-tool-run.js';
import type { PgpMode, PgpSignStyle } from './modes.js';
import { pgpEncryptionState } from './state.js';
import styles from './pgp-encryption.module.css';

const DEBOUNCE_MS = 250;

/** An ISO time as `YYYY-MM-DD` (the same for every visitor). */
const day = (iso: string) => iso.slice(0, 10);

/** PGP encryption: encrypt, decrypt, sign and verify in a worker; private keys and passphrases are secrets. */
export default function PgpEncryptionTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(pgpEncryptionState);
  const { mode, style, showPassphrase, text, recipients, encrypted, message, signature, publicKeys, privateKey, passphrase } = state;
  const job = usePgpJob<PgpToolResult>(stopPgpWorker);
  // Leaving the tool ends its worker.
  useEffect(() => stopPgpWorker, []);

  const request: PgpToolRequest = useMemo(
    () => ({ mode, style, text, recipients, encrypted, message, signature, publicKeys, privateKey, passphrase }),
    [mode, style, text, recipients, encrypted, message, signature, publicKeys, privateKey, passphrase],
  );
  const key = useMemo(() => JSON.stringify(request), [request]);
  const { start } = job;
  useEffect(() => {
    const timer = setTimeout(() => start(key, (j) => runPgpToolJob(request, j)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, request, start]);

  const current = job.state.result?.for === key ? job.state.result.value : null;
  // While a new run is on its way, the last result stays (nothing jumps); it is marked as outdated.
  const result = current ?? job.state.result?.value ?? null;
  const sameMode = result !== null && (JSON.parse(job.state.result?.for as string) as PgpToolRequest).mode === mode;
  const shown = sameMode ? result : null;
  const jobError = job.state.error?.for === key ? job.state.error.message : undefined;
  const error = shown?.error ?? jobError;

  const keyError = (field: PgpKeyField) => shown?.keys[field]?.error;
  const keyErrors = new Set((['recipients', 'privateKey', 'publicKeys'] as const).map(keyError).filter(Boolean));
  const errorField: 'passphrase' | 'privateKey' | 'main' | null = !error || keyErrors.has(error) ? null : /passphrase/iu.test(error) ? 'passphrase' : /private key/iu.test(error) ? 'privateKey' : 'main';
  const fieldError = (field: 'passphrase' | 'privateKey' | 'main') => (errorField === field ? error : undefined);

  const outputText = shown?.output?.text ?? '';
  const outputLabel = { encrypt: t`Encrypted message`, decrypt: t`Decrypted text`, sign: style === 'detached' ? t`Detached signature` : t`Signed message`, verify: t`Signed text` }[mode];
  const fileName = { encrypt: 'message.asc', decrypt: 'decrypted.txt', sign: style === 'detached' ? 'signature.asc' : 'signed.asc', verify: 'signed.txt' }[mode];

  const passphraseField = (
    <>
      <TextInput
        label={t`Passphrase`}
        type={showPassphrase ? 'text' : 'password'}
        value={passphrase}
        onChange={(passphrase) => update({ passphrase })}
        autoComplete="off"
        spellCheck={false}
        error={fieldError('passphrase')}
        hint={t`Unlocks the private key. Never saved.`}
      />
      <Checkbox label={t`Show the passphrase`} checked={showPassphrase} onChange={(showPassphrase) => update({ showPassphrase })} />
    </>
  );
  const privateKeyField = (label: string, hint: string) => (
    <KeyField label={label} value={privateKey} onChange={(privateKey) => update({ privateKey })} error={keyError('privateKey') ?? fieldError('privateKey')} info={shown?.keys.privateKey?.info} hint={hint} placeholder="-----BEGIN PGP PRIVATE KEY BLOCK-----" />
  );

  return (
    <Stack>
      <Card>
        <Stack>
          <ButtonsSelect<PgpMode>
            label={t`Mode`}
            options={[
              { value: 'encrypt', label: t`Encrypt` },
              { value: 'decrypt', label: t`Decrypt` },
              { value: 'sign', label: t`Sign a message` },
              { value: 'verify', label: t`Verify` },
            ]}
            value={mode}
            onChange={(mode) => update({ mode })}
          />
          {mode === 'encrypt' && (
            <>
              <TextInput label={t`Message to encrypt`} value={text} onChange={(text) => update({ text })} multiline rows={5} error={fieldError('main')} placeholder={t`The text to encrypt`} />
              <KeyField
                label={t`Recipients' public keys`}
                value={recipients}
                onChange={(recipients) => update({ recipients })}
                error={keyError('recipients')}
                info={shown?.keys.recipients?.info}
                hint={t`One or more public keys, pasted one after the other: each recipient can decrypt.`}
                placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
              />
              {privateKeyField(t`Sign with your private key (optional)`, t`Signs the message too. Never saved.`)}
              {privateKey.trim() !== '' && passphraseField}
            </>
          )}
          {mode === 'decrypt' && (
            <>
              <TextInput label={t`Encrypted message`} value={encrypted} onChange={(encrypted) => update({ encrypted })} multiline monospace rows={6} error={fieldError('main')} placeholder="-----BEGIN PGP MESSAGE-----" />
              {privateKeyField(t`Your private key`, t`The key the message was encrypted to. Never saved.`)}
              {passphraseField}
              <KeyField
                label={t`Sender's public key (optional, checks the signature)`}
                value={publicKeys}
                onChange={(publicKeys) => update({ publicKeys })}
                error={keyError('publicKeys')}
                info={shown?.keys.publicKeys?.info}
                placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
              />
            </>
          )}
          {mode === 'sign' && (
            <>
              <TextInput label={t`Text to sign`} value={text} onChange={(text) => update({ text })} multiline rows={5} error={fieldError('main')} />
              <ButtonsSelect<PgpSignStyle>
                label={t`Signature`}
                options={[
                  { value: 'cleartext', label: t`Cleartext (text and signature together)` },
                  { value: 'detached', label: t`Detached (signature alone)` },
                ]}
                value={style}
                onChange={(style) => update({ style })}
              />
              {privateKeyField(t`Your private key`, t`Never saved.`)}
              {passphraseField}
            </>
          )}
          {mode === 'verify' && (
            <>
              <TextInput
                label={t`Signed message or text`}
                value={message}
                onChange={(message) => update({ message })}
                multiline
                monospace
                rows={6}
                error={fieldError('main')}
                hint={t`A cleartext signed message ("-----BEGIN PGP SIGNED MESSAGE-----"), a signed message, or the signed text with its detached signature below.`}
              />
              <TextInput label={t`Detached signature (optional)`} value={signature} onChange={(signature) => update({ signature })} multiline monospace rows={4} placeholder="-----BEGIN PGP SIGNATURE-----" />
              <KeyField label={t`Signer's public key`} value={publicKeys} onChange={(publicKeys) => update({ publicKeys })} error={keyError('publicKeys')} info={shown?.keys.publicKeys?.info} placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----" />
            </>
          )}
        </Stack>
      </Card>
      <Card title={t`Result`}>
        <Stack>
          <div className={styles.status}>
            {job.state.running && (
              <>
                <Progress className={styles.progress} label={t`Working`} />
                <Button size="small" onClick={job.cancel}>
                  {t`Cancel`}
                </Button>
              </>
            )}
            {!job.state.running && job.state.cancelled && <span role="status">{t`Cancelled.`}</span>}
          </div>
          <TextInput label={outputLabel} value={outputText} readOnly multiline monospace={mode !== 'decrypt' && mode !== 'verify'} rows={8} copyable placeholder={shown?.missing ? t`Fill in the fields above.` : ''} />
          <div>
            <Button onClick={() => downloadFile(outputText, fileName, mode === 'encrypt' || mode === 'sign' ? 'application/pgp-encrypted' : 'text/plain')} disabled={outputText === ''}>
              <IconDownload size={18} aria-hidden />
              {t`Download`}
            </Button>
          </div>
          {(mode === 'decrypt' || mode === 'verify') && <Signatures checks={shown?.output?.signatures} />}
        </Stack>
      </Card>
    </Stack>
  );
}

/** A key field and the details of the keys pasted in it. */
function KeyField({ label, value, onChange, error, info, hint, placeholder }: { label: string; value: string; onChange: (value: string) => void; error?: string; info?: PgpKeyInfo[]; hint?: string; placeholder?: string }) {
  return (
    <Stack>
      <TextInput label={label} value={value} onChange={onChange} multiline monospace rows={4} spellCheck={false} error={error} hint={hint} placeholder={placeholder} />
      {value.trim() !== '' && info && <KeyDetails keys={info} label={label} />}
    </Stack>
  );
}

function KeyDetails({ keys, label }: { keys: PgpKeyInfo[]; label: string }) {
  const { t } = useLingui();
  return (
    <ul className={styles.keys} aria-label={t`Keys in ${label}`}>
      {keys.map((k) => (
        <li key={k.fingerprint} className={styles.key}>
          <strong>{k.userIds.join(', ') || t`(no user ID)`}</strong>
          <span>
            {k.isPrivate ? (k.locked ? t`Private key (protected)` : t`Private key (not protected)`) : t`Public key`} · {k.algorithm} · v{k.version} · {t`created ${day(k.created)}`} ·{' '}
            {k.expires ? (k.expired ? t`expired ${day(k.expires)}` : t`expires ${day(k.expires)}`) : t`never expires`}
            {k.revoked ? ` · ${t`REVOKED`}` : ''}
          </span>
          <span className={styles.mono}>
            {t`Fingerprint`} <output aria-label={t`Fingerprint of ${k.keyId}`}>{formatFingerprint(k.fingerprint)}</output>
          </span>
          {k.subkeys.length > 0 && <span className={styles.muted}>{t`Subkeys:`} {k.subkeys.map((s) => `${s.keyId} (${s.algorithm}${s.expires ? `, ${t`expires ${day(s.expires)}`}` : ''})`).join(', ')}</span>}
        </li>
      ))}
    </ul>
  );
}

function Signatures({ checks }: { checks?: PgpSignatureCheck[] }) {
  const { t } = useLingui();
  return (
    <div className={styles.signatures} aria-live="polite">
      {checks?.length === 0 && <Alert type="info">{t`The message is not signed.`}</Alert>}
      {checks?.map((c, i) =>
        c.valid ? (
          <p key={i} className={styles.good} role="status">
            <IconRosetteDiscountCheck size={20} aria-hidden />
            <span>
              <strong>{t`Good signature`}</strong> {t`by ${c.signer ?? c.keyId} (key ID ${c.keyId})`}
              {c.created ? t` on ${c.created.slice(0, 10)} ${c.created.slice(11, 19)} UTC` : ''}.
            </span>
          </p>
        ) : (
          <Alert key={i} type={c.problem?.startsWith('Not checked') ? 'warning' : 'error'} title={c.problem?.startsWith('Not checked') ? t`Signature not checked` : t`Bad signature`}>
            {c.problem}
          </Alert>
        ),
      )}
    </div>
  );
}
