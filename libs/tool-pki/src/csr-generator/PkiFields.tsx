import { Alert, Button, ButtonsSelect, Checkbox, downloadFile, Progress, Select, TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, type WorkerApi, type WorkerClient } from './pki-worker.js';
import {
  keyLabel,
  type KeyType,
  type PrivateKeyMaterial,
  type RsaBits,
  type RsaScheme,
  type SignatureHash,
  type SubjectFields,
} from './pkix-common.js';
import styles from './pki-form.module.css';

/** The state fields the subject and key sections edit. */
export interface PkiFormState extends SubjectFields {
  sans: string;
  cnAsSan: boolean;
  keySource: 'new' | 'given';
  keyType: KeyType;
  rsaBits: RsaBits;
  hash: SignatureHash;
  rsaScheme: RsaScheme;
  privateKey: string;
  passphrase: string;
}

/** An error message for one field, or none. */
export type FieldErrors = Partial<Record<keyof PkiFormState, string>>;

/** Subject fields and SANs. */
export function SubjectSection({
  state,
  update,
  errors,
}: {
  state: PkiFormState;
  update: (patch: Partial<PkiFormState>) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const field = (key: keyof SubjectFields, label: string, extra: { placeholder?: string; hint?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      value={state[key]}
      onChange={(value) => update({ [key]: value })}
      error={errors[key]}
      spellCheck={false}
      {...extra}
    />
  );
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>{field('commonName', t`Common name (CN)`, { placeholder: 'www.example.com', autoComplete: 'off' })}</div>
      {field('organization', t`Organization (O)`, { autoComplete: 'organization' })}
      {field('organizationalUnit', t`Organizational unit (OU)`)}
      {field('locality', t`Locality / city (L)`, { autoComplete: 'address-level2' })}
      {field('state', t`State or province (ST)`, { autoComplete: 'address-level1' })}
      {field('country', t`Country (C)`, { placeholder: 'FR', hint: t`Two-letter ISO 3166 code`, autoComplete: 'country' })}
      {field('email', t`E-mail address`, { autoComplete: 'off' })}
      <div className={styles.wide}>
        <TextInput
          label={t`Subject alternative names`}
          value={state.sans}
          onChange={(sans) => update({ sans })}
          multiline
          rows={4}
          monospace
          spellCheck={false}
          placeholder={'www.example.com\n192.0.2.1\nadmin@example.com\nURI:https://example.com/'}
          hint={t`One per line: DNS name, IP address, e-mail or URI (DNS:, IP:, email:, URI: prefixes accepted).`}
          error={errors.sans}
        />
      </div>
      <div className={styles.wide}>
        <Checkbox
          label={t`Add the common name to the SANs (browsers only read SANs)`}
          checked={state.cnAsSan}
          onChange={(cnAsSan) => update({ cnAsSan })}
        />
      </div>
    </div>
  );
}

/** A new key kept in memory for the current key type (never stored). */
export interface NewKeyState {
  /** The key, once generated for `spec`. */
  key: PrivateKeyMaterial | null;
  /** `keyType:rsaBits` the key was made for. */
  spec: string;
  running: boolean;
  cancelled: boolean;
  error?: string;
  regenerate(): void;
  cancel(): void;
}

/**
 * Keeps a new private key for the chosen type, generated in the worker: on first use, when the
 * type changes, and on `regenerate()`; `cancel()` stops the worker (an RSA 8192 key can take a minute).
 */
export function useNewKey<A extends WorkerApi & { generatePrivateKey: (type: KeyType, bits: RsaBits) => Promise<PrivateKeyMaterial> }>(
  client: () => WorkerClient<A>,
  enabled: boolean,
  keyType: KeyType,
  rsaBits: RsaBits,
): NewKeyState {
  const spec = keyType === 'rsa' ? `rsa:${rsaBits}` : keyType;
  const [round, setRound] = useState(0);
  const [made, setMade] = useState<{ spec: string; round: number; key: PrivateKeyMaterial } | null>(null);
  const [stopped, setStopped] = useState<{ spec: string; round: number; cancelled: boolean; error?: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const have = made !== null && made.spec === spec && made.round === round;
  const halted = stopped !== null && stopped.spec === spec && stopped.round === round;
  const running = enabled && !have && !halted;
  useEffect(() => {
    if (!running) return;
    const ctrl = new AbortController();
    controller.current = ctrl;
    client()
      .call('generatePrivateKey', [keyType, rsaBits] as Parameters<A['generatePrivateKey']>, { signal: ctrl.signal, terminate: true })
      .then(
        (key) => setMade({ spec, round, key: key as PrivateKeyMaterial }),
        (e: unknown) => {
          if (!isAbortError(e)) setStopped({ spec, round, cancelled: false, error: e instanceof Error ? e.message : String(e) });
        },
      );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one job per key spec and round
  }, [running, spec, round]);
  return {
    key: have ? made.key : null,
    spec,
    running,
    cancelled: halted && stopped.cancelled,
    error: halted ? stopped.error : undefined,
    regenerate: () => setRound((r) => r + 1),
    cancel: () => {
      controller.current?.abort();
      setStopped({ spec, round, cancelled: true });
    },
  };
}

/** Key choices: new (type, size, passphrase) or pasted; the signature digest and RSA scheme. */
export function KeySection({
  state,
  update,
  errors,
  newKey,
}: {
  state: PkiFormState;
  update: (patch: Partial<PkiFormState>) => void;
  errors: FieldErrors;
  newKey: NewKeyState;
}) {
  const { t } = useLingui();
  const keyTypes: { value: KeyType; label: string }[] = [
    { value: 'ecdsa-p256', label: 'ECDSA P-256' },
    { value: 'ecdsa-p384', label: 'ECDSA P-384' },
    { value: 'ecdsa-p521', label: 'ECDSA P-521' },
    { value: 'ed25519', label: 'Ed25519' },
    { value: 'rsa', label: 'RSA' },
  ];
  const bits: { value: RsaBits; label: string }[] = [
    { value: '1024', label: t`1024 (weak)` },
    { value: '2048', label: '2048' },
    { value: '3072', label: '3072' },
    { value: '4096', label: '4096' },
    { value: '8192', label: '8192' },
  ];
  const hashes: { value: SignatureHash; label: string }[] = ['SHA-256', 'SHA-384', 'SHA-512'].map((h) => ({
    value: h as SignatureHash,
    label: h,
  }));
  const given = state.keySource === 'given';
  const label = keyLabel({ type: state.keyType, bits: Number(state.rsaBits) });
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <ButtonsSelect
          label={t`Key`}
          options={[
            { value: 'new', label: t`New key` },
            { value: 'given', label: t`My private key` },
          ]}
          value={state.keySource}
          onChange={(keySource) => update({ keySource })}
        />
      </div>
      {given ? (
        <div className={styles.wide}>
          <TextInput
            label={t`Private key (PEM)`}
            value={state.privateKey}
            onChange={(privateKey) => update({ privateKey })}
            multiline
            rows={6}
            monospace
            spellCheck={false}
            autoComplete="off"
            openFile
            placeholder="-----BEGIN PRIVATE KEY-----"
            hint={t`PKCS#8, PKCS#1 (RSA) or SEC 1 (EC), unencrypted. It stays in this page: never stored, never sent.`}
            error={errors.privateKey}
          />
        </div>
      ) : (
        <>
          <Select label={t`Key type`} options={keyTypes} value={state.keyType} onChange={(keyType) => update({ keyType })} />
          {state.keyType === 'rsa' && (
            <Select label={t`RSA key size (bits)`} options={bits} value={state.rsaBits} onChange={(rsaBits) => update({ rsaBits })} />
          )}
          <TextInput
            label={t`Passphrase for the private key (optional)`}
            type="password"
            autoComplete="new-password"
            value={state.passphrase}
            onChange={(passphrase) => update({ passphrase })}
            hint={t`Encrypts the key output (PKCS#8, AES-256, PBKDF2-SHA256).`}
          />
          <div className={`${styles.wide} ${styles.keyStatus}`} aria-live="polite">
            {newKey.running ? (
              <>
                <Progress label={t`Generating the ${label} key…`} />
                <Button onClick={newKey.cancel}>{t`Cancel`}</Button>
              </>
            ) : (
              <>
                <span>
                  {newKey.cancelled
                    ? t`Key generation cancelled.`
                    : newKey.error
                      ? ''
                      : newKey.key
                        ? t`A new ${label} key, made in this page (it is not stored).`
                        : t`Preparing a new ${label} key…`}
                </span>
                <Button onClick={newKey.regenerate}>
                  <IconRefresh size={16} aria-hidden /> {newKey.cancelled || newKey.error ? t`Generate key` : t`New key`}
                </Button>
              </>
            )}
          </div>
          {newKey.error && (
            <div className={styles.wide}>
              <Alert type="error">{newKey.error}</Alert>
            </div>
          )}
        </>
      )}
      {(given || state.keyType !== 'ed25519') && (
        <Select label={t`Signature hash`} options={hashes} value={state.hash} onChange={(hash) => update({ hash })} />
      )}
      {(given || state.keyType === 'rsa') && (
        <ButtonsSelect
          label={t`RSA signature scheme`}
          options={[
            { value: 'pkcs1', label: 'PKCS #1 v1.5' },
            { value: 'pss', label: 'RSA-PSS' },
          ]}
          value={state.rsaScheme}
          onChange={(rsaScheme) => update({ rsaScheme })}
        />
      )}
    </div>
  );
}

/** A read-only PEM output with Copy (from TextInput) and Download. */
export function PemOutput({ label, value, fileName, rows = 8 }: { label: string; value: string; fileName: string; rows?: number }) {
  const { t } = useLingui();
  return (
    <div>
      <TextInput label={label} value={value} readOnly multiline rows={rows} monospace copyable />
      <div className={styles.actions}>
        <Button size="small" variant="subtle" disabled={!value} onClick={() => downloadFile(value, fileName, 'application/x-pem-file')}>
          <IconDownload size={16} aria-hidden /> {t`Download ${fileName}`}
        </Button>
      </div>
    </div>
  );
}
