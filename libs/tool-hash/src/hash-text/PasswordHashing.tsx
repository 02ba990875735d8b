// Hash text's key derivation (Argon2, PBKDF2): its own chunk, loaded when the visitor opens it.
import { Alert, attempt, Button, Progress, Row, Select, Stack, TextCopyable, TextInput, type ToolStateOf } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { ByteEncodingSelect } from '../shared/ByteEncodingSelect.js';
import { encodeDigest } from '../shared/encoding.js';
import { randomHex } from '../shared/random-hex.js';
import { useBackgroundJob, type BackgroundJobOptions } from '../shared/useBackgroundJob.js';
// The Argon2 code (kdf.ts) and the workers' client load on demand: only the settings' checks here.
import { KDF_ALGORITHMS, PBKDF2_DIGESTS, parseArgon2Secret, prepareKdf, type KdfRequest, type KdfResult } from './kdf-params.js';
import type { hashTextState } from './state.js';
import styles from './HashTextTool.module.css';

type HashTextState = ToolStateOf<typeof hashTextState>;
type HashTextUpdate = (patch: Partial<HashTextState>) => void;

/** Password hashing starts this long after the last change, so typing does not start a run per key. */
const KDF_DEBOUNCE_MS = 300;

/** `deriveKeyJob`, whose client (and, without workers, Argon2 itself) loads on first use. */
async function deriveKeyLater(request: KdfRequest, options: BackgroundJobOptions): Promise<KdfResult> {
  const { deriveKeyJob } = await import('./kdf-client.js');
  return deriveKeyJob(request, options);
}

/** Which field an error of `prepareKdf` belongs to (its message starts with the field's name). */
function fieldOf(message: string | undefined): 'salt' | 'secret' | 'iterations' | 'memory' | 'parallelism' | 'hashLength' | 'other' | null {
  if (!message) return null;
  if (message.startsWith('The salt')) return 'salt';
  if (message.startsWith('The secret key')) return 'secret';
  if (message.startsWith('Iterations')) return 'iterations';
  if (message.startsWith('Memory')) return 'memory';
  if (message.startsWith('Parallelism')) return 'parallelism';
  if (message.startsWith('Hash length')) return 'hashLength';
  return 'other';
}

/**
 * Argon2 / PBKDF2 of the text: slow by design, so computed in a worker with progress and cancel.
 * Argon2's optional secret key K (`secret`, a state secret: never stored) goes to the worker with
 * the request, in memory only.
 */
export default function PasswordHashing({ state, update }: { state: HashTextState; update: HashTextUpdate }) {
  const { t } = useLingui();
  const { input, encoding, kdf, salt, saltEncoding, secret, secretEncoding, argon2Iterations, argon2Memory, argon2Parallelism, pbkdf2Iterations, pbkdf2Digest, hashLength } = state;
  const isPbkdf2 = kdf === 'PBKDF2';
  // PBKDF2 has no secret key: a key left in the (hidden) field plays no part.
  const secretText = isPbkdf2 ? '' : secret;
  const request = useMemo<KdfRequest>(
    () => ({ algorithm: kdf, password: input, salt, saltEncoding, secret: secretText, secretEncoding, argon2Iterations, argon2Memory, argon2Parallelism, pbkdf2Iterations, pbkdf2Digest, hashLength }),
    [kdf, input, salt, saltEncoding, secretText, secretEncoding, argon2Iterations, argon2Memory, argon2Parallelism, pbkdf2Iterations, pbkdf2Digest, hashLength],
  );
  const requestKey = JSON.stringify(request);
  // Argon2 needs a salt; an empty one is a prompt, not an error.
  const waitingForSalt = !isPbkdf2 && salt.trim() === '';
  const check = useMemo(() => (waitingForSalt ? null : attempt(() => prepareKdf(request))), [request, waitingForSalt]);
  const ready = check !== null && check.error === undefined;
  const job = useBackgroundJob<KdfResult>();
  const { start, reset } = job;

  useEffect(() => {
    reset();
    if (!ready) return;
    const timer = setTimeout(() => start(requestKey, (options) => deriveKeyLater(JSON.parse(requestKey) as KdfRequest, options)), KDF_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [requestKey, ready, start, reset]);

  const errorField = fieldOf(check?.error);
  const fieldError = (field: NonNullable<ReturnType<typeof fieldOf>>) => (errorField === field ? check?.error : null);
  // The secret key's format is checked on its own too, so its message shows while a salt is awaited.
  const secretError = useMemo(() => attempt(() => parseArgon2Secret(secretText, secretEncoding)).error ?? null, [secretText, secretEncoding]);
  const result = job.state.result?.for === requestKey ? job.state.result.value : undefined;
  const running = ready && (job.state.running || (!result && !job.state.cancelled && !job.state.error));

  return (
    <Stack>
        <p className={styles.hint}>{t`Key derivation from the text above, slow on purpose. It runs in the background: the page stays usable and you can cancel.`}</p>
        <Row>
          <Select label={t`Password hashing function`} value={kdf} onChange={(kdf) => update({ kdf })} options={KDF_ALGORITHMS} />
          {isPbkdf2 && <Select label={t`PBKDF2 hash function`} value={pbkdf2Digest} onChange={(pbkdf2Digest) => update({ pbkdf2Digest })} options={PBKDF2_DIGESTS} />}
        </Row>
        <TextInput
          label={t`Salt`}
          value={salt}
          onChange={(salt) => update({ salt })}
          monospace={saltEncoding !== 'text'}
          placeholder={isPbkdf2 ? t`Optional` : t`At least 8 bytes, e.g. 16 random bytes`}
          error={fieldError('salt')}
          hint={isPbkdf2 ? undefined : t`Argon2 needs a salt of at least 8 bytes (RFC 9106); 16 random bytes are recommended.`}
        />
        <Row>
          <ByteEncodingSelect label={t`Salt format`} value={saltEncoding} onChange={(saltEncoding) => update({ saltEncoding })} />
          <div>
            <Button size="small" onClick={() => update({ salt: randomHex(16), saltEncoding: 'hex' })}>
              {t`Random salt (16 bytes)`}
            </Button>
          </div>
        </Row>
        {!isPbkdf2 && (
          <>
            <TextInput
              label={t`Secret key (K, optional)`}
              value={secret}
              onChange={(secret) => update({ secret })}
              type="password"
              autoComplete="off"
              spellCheck={false}
              monospace={secretEncoding !== 'text'}
              placeholder={t`Optional`}
              error={secretError}
              hint={t`A pepper: a secret kept apart from the stored hashes (in the server's configuration, say) and mixed into Argon2 as its secret value K (RFC 9106 §3.1). The PHC string does not hold it, so verifying needs the same key. A secret: never stored by this page.`}
            />
            <ByteEncodingSelect label={t`Secret key format`} value={secretEncoding} onChange={(secretEncoding) => update({ secretEncoding })} />
          </>
        )}
        <Row>
          {isPbkdf2 ? (
            <TextInput
              label={t`Iterations (c)`}
              value={pbkdf2Iterations}
              onChange={(pbkdf2Iterations) => update({ pbkdf2Iterations })}
              inputMode="numeric"
              error={fieldError('iterations')}
              hint={t`OWASP recommends 600000 for HMAC-SHA-256.`}
            />
          ) : (
            <>
              <TextInput
                label={t`Iterations (t)`}
                value={argon2Iterations}
                onChange={(argon2Iterations) => update({ argon2Iterations })}
                inputMode="numeric"
                error={fieldError('iterations')}
              />
              <TextInput
                label={t`Memory (m, KiB)`}
                value={argon2Memory}
                onChange={(argon2Memory) => update({ argon2Memory })}
                inputMode="numeric"
                error={fieldError('memory')}
              />
              <TextInput
                label={t`Parallelism (p)`}
                value={argon2Parallelism}
                onChange={(argon2Parallelism) => update({ argon2Parallelism })}
                inputMode="numeric"
                error={fieldError('parallelism')}
              />
            </>
          )}
          <TextInput label={t`Hash length (bytes)`} value={hashLength} onChange={(hashLength) => update({ hashLength })} inputMode="numeric" error={fieldError('hashLength')} />
        </Row>
        {!isPbkdf2 && <p className={styles.hint}>{t`OWASP's minimum for Argon2id: m = 19456 KiB (19 MiB), t = 2, p = 1. RFC 9106 recommends m = 2 GiB, t = 1, p = 4, or m = 64 MiB, t = 3, p = 4.`}</p>}

        {waitingForSalt && (
          <p role="status">{t`Enter a salt (or make a random one) to derive a key with ${kdf}.`}</p>
        )}
        {errorField === 'other' && (
          <Alert type="error" title={t`Cannot derive a key`}>
            {check?.error}
          </Alert>
        )}
        {running && (
          <Row>
            <Progress label={t`Computing ${kdf}`} value={isPbkdf2 ? undefined : Math.round(job.state.progress * 100)} />
            <div>
              <Button onClick={job.cancel}>{t`Cancel`}</Button>
            </div>
          </Row>
        )}
        {ready && job.state.cancelled && !job.state.running && (
          <Alert type="warning" title={t`Cancelled`}>
            <Button size="small" onClick={() => start(requestKey, (options) => deriveKeyLater(request, options))}>
              {t`Compute again`}
            </Button>
          </Alert>
        )}
        {ready && job.state.error && !job.state.running && (
          <Alert type="error" title={t`Cannot derive a key`}>
            {job.state.error}
          </Alert>
        )}
        <TextCopyable label={t`Derived key`} showLabel value={result ? encodeDigest(result.key, encoding) : ''} />
        {!isPbkdf2 && <TextCopyable label={t`Encoded hash (PHC string)`} showLabel value={result?.encoded ?? ''} />}
    </Stack>
  );
}
