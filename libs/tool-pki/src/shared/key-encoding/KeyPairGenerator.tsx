import { Alert, attempt, Button, ButtonsSelect, Card, downloadFile, Progress, Stack, TextCopyable, TextInput, useDebounced } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { generateKeyPairInBackground, isAbortError } from './keygen-client.js';
import { encodeKeyPair, pickKeyPairOutputs, type EncodedKeyPair, type KeyPairSpec, type PrivateKeyFormat, type PublicKeyFormat } from './key-pair.js';
import styles from './KeyPairGenerator.module.css';

/** The state fields the key pair tools share (see their state.ts). */
export interface KeyPairFields<P extends PrivateKeyFormat = PrivateKeyFormat, Q extends PublicKeyFormat = PublicKeyFormat> {
  comment: string;
  passphrase: string;
  privateFormat: P;
  publicFormat: Q;
}

/** Props of {@link KeyPairGenerator}. */
export interface KeyPairGeneratorProps<P extends PrivateKeyFormat, Q extends PublicKeyFormat> extends KeyPairFields<P, Q> {
  /** The key to generate; a new key is generated whenever it changes (compared by value). */
  spec: KeyPairSpec;
  /** Names the key in messages, e.g. "2048-bit RSA". */
  keyName: string;
  /** The tool's own controls (key size, curve), shown first. */
  controls?: ReactNode;
  onChange: (patch: Partial<KeyPairFields<P, Q>>) => void;
  privateFormats: readonly { value: P; label: string }[];
  publicFormats: readonly { value: Q; label: string }[];
  /** File name stem, as ssh-keygen names keys (`id_rsa`, `id_ecdsa`, `id_ed25519`). */
  fileBase: string;
  /** Rows of the private and public key fields (enough for the largest key, so nothing moves). */
  rows: { private: number; public: number };
}

type Job = { status: 'idle' } | { status: 'running'; started: number } | { status: 'done'; jwk: JsonWebKey; ms: number } | { status: 'cancelled' } | { status: 'error'; message: string };

/**
 * The key pair generator shared by the RSA, ECDSA and Ed25519 tools: generates the key in a worker
 * (progress and Cancel), then writes it in the chosen formats with the comment and passphrase.
 * The key lives in this component's memory only: never in the tool state, storage or a link.
 */
export function KeyPairGenerator<P extends PrivateKeyFormat, Q extends PublicKeyFormat>(props: KeyPairGeneratorProps<P, Q>) {
  const { t } = useLingui();
  const { spec, comment, passphrase, privateFormat, publicFormat, onChange } = props;
  const specKey = JSON.stringify(spec);
  const [job, setJob] = useState<Job>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const fingerprintsId = useId();

  // Generate on load (in an effect: the prerendered page has no key), on a new size/curve, and on "New key pair".
  useEffect(() => {
    const ctrl = new AbortController();
    controller.current = ctrl;
    const started = performance.now();
    setJob({ status: 'running', started });
    generateKeyPairInBackground(JSON.parse(specKey) as KeyPairSpec, ctrl.signal).then(
      (jwk) => !ctrl.signal.aborted && setJob({ status: 'done', jwk, ms: performance.now() - started }),
      (e: unknown) => {
        if (isAbortError(e)) return;
        if (!ctrl.signal.aborted) setJob({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => ctrl.abort();
  }, [specKey, round]);

  const cancel = () => {
    controller.current?.abort();
    setJob({ status: 'cancelled' });
  };

  // Elapsed time while generating.
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (job.status !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(timer);
  }, [job.status]);

  // Encoding (fast, except PBKDF2 for a passphrase: debounced while typing).
  const debouncedPassphrase = useDebounced(passphrase, 300);
  const jwk = job.status === 'done' ? job.jwk : null;
  const [encoded, setEncoded] = useState<{ for: unknown; keys?: EncodedKeyPair; error?: string } | null>(null);
  const request = useMemo(() => (jwk ? { jwk, comment, passphrase: debouncedPassphrase } : null), [jwk, comment, debouncedPassphrase]);
  useEffect(() => {
    if (!request) return;
    let live = true;
    encodeKeyPair(request.jwk, { comment: request.comment, passphrase: request.passphrase }).then(
      (keys) => live && setEncoded({ for: request, keys }),
      (e: unknown) => live && setEncoded({ for: request, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [request]);
  // Keep showing the previous encoding of the same key while a new comment/passphrase is applied.
  const keys = encoded && jwk && (encoded.for as { jwk: JsonWebKey }).jwk === jwk ? encoded.keys : undefined;
  const encodeError = encoded?.for === request ? encoded?.error : undefined;
  const outputs = useMemo(() => (keys ? attempt(() => pickKeyPairOutputs(keys, privateFormat, publicFormat, passphrase, props.fileBase)) : null), [keys, privateFormat, publicFormat, passphrase, props.fileBase]);
  const pending = passphrase !== debouncedPassphrase || (request !== null && encoded?.for !== request);
  const passphraseError = outputs?.error && passphrase && privateFormat === 'openssh' ? outputs.error : undefined;
  const formatError = outputs?.error && !passphraseError ? outputs.error : undefined;
  const privateKey = outputs?.value && !pending ? outputs.value.privateKey : '';
  const publicKey = outputs?.value?.publicKey ?? '';

  const fingerprints = [
    { label: t`SHA-256 (ssh-keygen -l)`, value: keys?.fingerprints.sha256 ?? '', reserve: 50, copyLabel: t`Copy SHA-256 fingerprint` },
    { label: t`MD5 (legacy)`, value: keys?.fingerprints.md5 ?? '', reserve: 51, copyLabel: t`Copy MD5 fingerprint` },
    { label: t`SPKI SHA-256`, value: keys?.fingerprints.spkiSha256 ?? '', reserve: 95, copyLabel: t`Copy SPKI SHA-256` },
    { label: t`SPKI pin (pin-sha256)`, value: keys?.fingerprints.spkiPin ?? '', reserve: 44, copyLabel: t`Copy SPKI pin` },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          {props.controls}
          <div className={styles.fields}>
            <TextInput label={t`Comment`} value={comment} onChange={(comment) => onChange({ comment })} placeholder="user@host" hint={t`Stored in the OpenSSH keys (e.g. user@host).`} error={encodeError} />
            <TextInput
              label={t`Passphrase (optional)`}
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(passphrase) => onChange({ passphrase })}
              error={passphraseError}
              hint={t`Encrypts the PEM private key (PKCS#8: PBES2 with PBKDF2-SHA-256 and AES-256-CBC). A secret: never stored by this page.`}
            />
          </div>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setRound((r) => r + 1)} disabled={job.status === 'running'}>
              <IconRefresh size={18} aria-hidden />
              {t`New key pair`}
            </Button>
            {job.status === 'running' && (
              <Button onClick={cancel}>
                <IconPlayerStop size={18} aria-hidden />
                {t`Cancel`}
              </Button>
            )}
          </div>
          <div className={styles.status} aria-live="polite">
            {job.status === 'running' && (
              <Progress label={t`Generating a ${props.keyName} key pair…`} detail={t`${(Math.max(0, now - job.started) / 1000).toFixed(1)} s`} />
            )}
            {job.status === 'done' && (
              <p className={styles.summary}>{t`A new ${props.keyName} key pair, generated in this browser in ${(job.ms / 1000).toFixed(2)} s.`}</p>
            )}
            {job.status === 'cancelled' && <p className={styles.summary}>{t`Cancelled. Press “New key pair” to generate one.`}</p>}
            {job.status === 'error' && <Alert type="error">{job.message}</Alert>}
          </div>
        </Stack>
      </Card>
      <Card>
        <section className={styles.section}>
          <ButtonsSelect<P> label={t`Private key format`} options={props.privateFormats} value={privateFormat} onChange={(privateFormat) => onChange({ privateFormat })} />
          <TextInput label={t`Private key`} value={privateKey} readOnly multiline monospace rows={props.rows.private} copyable copyLabel={t`Copy private key`} error={formatError} />
          <div className={styles.actions}>
            <Button disabled={!privateKey} onClick={() => outputs?.value && downloadFile(privateKey, outputs.value.privateFileName, 'application/x-pem-file')}>
              <IconDownload size={18} aria-hidden />
              {t`Download private key`}
            </Button>
          </div>
        </section>
      </Card>
      <Card>
        <section className={styles.section}>
          <ButtonsSelect<Q> label={t`Public key format`} options={props.publicFormats} value={publicFormat} onChange={(publicFormat) => onChange({ publicFormat })} />
          <TextInput label={t`Public key`} value={publicKey} readOnly multiline monospace rows={props.rows.public} copyable copyLabel={t`Copy public key`} />
          <div className={styles.actions}>
            <Button disabled={!publicKey} onClick={() => outputs?.value && downloadFile(publicKey, outputs.value.publicFileName, publicFormat === 'openssh' ? 'text/plain' : 'application/x-pem-file')}>
              <IconDownload size={18} aria-hidden />
              {t`Download public key`}
            </Button>
          </div>
        </section>
      </Card>
      <Card>
        <section className={styles.section} aria-labelledby={fingerprintsId}>
          <h2 id={fingerprintsId}>{t`Fingerprints`}</h2>
          <div className={styles.fingerprints}>
            {fingerprints.map(({ label, value, reserve, copyLabel }) => (
              <div key={label} className={styles.fingerprint}>
                <span aria-hidden>{label}</span>
                <TextCopyable label={label} value={value} reserve={reserve} copyLabel={copyLabel} />
              </div>
            ))}
          </div>
        </section>
      </Card>
    </Stack>
  );
}
