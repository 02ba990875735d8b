import { Alert, Button, ButtonsSelect, Card, Checkbox, downloadFile, IntegerInput, Progress, Row, Select, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { generatePgpKeyPairJob } from './keygen-client.js';
import {
  formatFingerprint,
  PGP_KEY_ALGORITHMS,
  PGP_MAX_EXPIRY_DAYS,
  pgpKeyFieldErrors,
  pgpKeyFileName,
  planPgpKeyPair,
  type PgpExpiryMode,
  type PgpKeyAlgorithm,
  type PgpKeyOptions,
  type PgpKeyPair,
  type PgpKeyVersion,
} from './keygen-options.js';
import { usePgpJob } from './pgp-worker-client.js';
import { pgpKeyPairGeneratorState } from './state.js';
import styles from './pgp-key-pair-generator.module.css';

/** Keys of these algorithms are generated as you type; RSA waits for the button (seconds in a browser). */
const isFast = (algorithm: PgpKeyAlgorithm) => !algorithm.startsWith('rsa');
const DEBOUNCE_MS = 400;

/** An ISO time as `YYYY-MM-DD HH:MM:SS UTC` (the same for every visitor). */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** PGP key pair generator: the UI. Keys are generated in a worker; the passphrase is a secret. */
export default function PgpKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(pgpKeyPairGeneratorState);
  const { algorithm, version, name, email, comment, passphrase, showPassphrase, expiry, expiryDays, expiryDate } = state;
  const job = usePgpJob<PgpKeyPair>();

  const options: PgpKeyOptions = useMemo(
    () => ({ algorithm, version, name, email, comment, passphrase, expiry, expiryDays, expiryDate }),
    [algorithm, version, name, email, comment, passphrase, expiry, expiryDays, expiryDate],
  );
  const request = useMemo(() => JSON.stringify(options), [options]);
  const errors = useMemo(() => pgpKeyFieldErrors(options), [options]);
  const valid = Object.keys(errors).length === 0;
  const fast = isFast(algorithm);

  const { start } = job;
  const generate = () => start(request, (j) => generatePgpKeyPairJob(options, j));
  // Fast algorithms: a new key pair shortly after each change (as the original tool did).
  useEffect(() => {
    if (!fast || !valid) return;
    const timer = setTimeout(() => start(request, (j) => generatePgpKeyPairJob(options, j)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [fast, valid, request, options, start]);

  const pair = job.state.result && job.state.result.for === request ? job.state.result.value : null;
  const stale = !pair && job.state.result !== undefined;
  const jobError = job.state.error && job.state.error.for === request ? job.state.error.message : undefined;

  const algorithmLabels: Record<PgpKeyAlgorithm, string> = {
    curve25519: t`Curve25519 (Ed25519 + X25519, recommended)`,
    curve448: t`Curve448 (Ed448 + X448)`,
    rsa2048: 'RSA 2048',
    rsa3072: 'RSA 3072',
    rsa4096: 'RSA 4096',
    nistP256: 'NIST P-256',
    nistP384: 'NIST P-384',
    nistP521: 'NIST P-521',
    brainpoolP256r1: 'Brainpool P-256r1',
    brainpoolP384r1: 'Brainpool P-384r1',
    brainpoolP512r1: 'Brainpool P-512r1',
    secp256k1: t`secp256k1 (not in RFC 9580)`,
  };
  const shown = pair ?? (stale ? job.state.result?.value : null) ?? null;
  const rows: ValueRow[] = [
    { key: 'fingerprint', label: t`Fingerprint`, value: shown ? formatFingerprint(shown.fingerprint) : null },
    { key: 'keyId', label: t`Key ID`, value: shown ? shown.keyId : null },
    { key: 'userId', label: t`User ID`, value: shown ? shown.userId : null },
    { key: 'algorithm', label: t`Algorithm`, value: shown ? `${algorithmLabels[algorithm]} · v${shown.version}` : null },
    { key: 'created', label: t`Created`, value: shown ? utc(shown.created) : null },
    { key: 'expires', label: t`Expires`, value: shown ? (shown.expires ? utc(shown.expires) : t`Never`) : null },
  ];
  const plannedUserId = useMemo(() => {
    try {
      return planPgpKeyPair(options).userId;
    } catch {
      return '';
    }
  }, [options]);

  const download = (kind: 'public' | 'private' | 'revocation') => {
    if (!shown) return;
    const text = kind === 'public' ? shown.publicKey : kind === 'private' ? shown.privateKey : shown.revocationCertificate;
    downloadFile(text, pgpKeyFileName(shown, kind), 'application/pgp-keys');
  };

  return (
    <Stack>
      <Card title={t`Key`}>
        <Stack>
          <Row>
            <Select<PgpKeyAlgorithm> label={t`Algorithm`} options={PGP_KEY_ALGORITHMS.map((value) => ({ value, label: algorithmLabels[value] }))} value={algorithm} onChange={(algorithm) => update({ algorithm })} />
            <ButtonsSelect<PgpKeyVersion>
              label={t`Key format`}
              options={[
                { value: '4', label: t`v4 (RFC 4880, read everywhere)` },
                { value: '6', label: t`v6 (RFC 9580)` },
              ]}
              value={version}
              onChange={(version) => update({ version })}
            />
          </Row>
          {(version === '6' || algorithm === 'curve448') && (
            <Alert type="info">{t`v6 keys and Curve448 follow RFC 9580: OpenPGP.js 6, Sequoia and GnuPG 2.5 read them; GnuPG 2.2 and 2.4 do not. Choose v4 with Curve25519 or RSA to share the key widely.`}</Alert>
          )}
          <Row>
            <TextInput label={t`Name`} value={name} onChange={(name) => update({ name })} error={errors.name ?? errors.userId} autoComplete="name" placeholder="Alice Example" />
            <TextInput label={t`E-mail`} type="email" value={email} onChange={(email) => update({ email })} error={errors.email} autoComplete="email" placeholder="alice@example.com" />
          </Row>
          <TextInput label={t`Comment (optional)`} value={comment} onChange={(comment) => update({ comment })} error={errors.comment} hint={plannedUserId ? t`User ID: ${plannedUserId}` : undefined} />
          <TextInput
            label={t`Passphrase`}
            type={showPassphrase ? 'text' : 'password'}
            value={passphrase}
            onChange={(passphrase) => update({ passphrase })}
            autoComplete="new-password"
            spellCheck={false}
            hint={passphrase ? t`Protects the private key. Never saved by this page.` : t`Empty: the private key is not protected; anyone with the file can use it.`}
          />
          <Checkbox label={t`Show the passphrase`} checked={showPassphrase} onChange={(showPassphrase) => update({ showPassphrase })} />
          <Row>
            <ButtonsSelect<PgpExpiryMode>
              label={t`Expires`}
              options={[
                { value: 'never', label: t`Never` },
                { value: 'days', label: t`After days` },
                { value: 'date', label: t`On a date` },
              ]}
              value={expiry}
              onChange={(expiry) => update({ expiry })}
            />
            {expiry === 'days' && <IntegerInput label={t`Days until expiry`} value={expiryDays} min={1} max={PGP_MAX_EXPIRY_DAYS} onChange={(expiryDays) => update({ expiryDays })} />}
            {expiry === 'date' && <TextInput label={t`Expiry date (00:00 UTC)`} type="date" value={expiryDate} onChange={(expiryDate) => update({ expiryDate })} error={errors.expiry} />}
          </Row>
          <div className={styles.actions}>
            <Button variant="primary" onClick={generate} disabled={!valid || job.state.running}>
              {pair ? t`Generate a new key pair` : t`Generate key pair`}
            </Button>
            {job.state.running && <Button onClick={job.cancel}>{t`Cancel`}</Button>}
            {job.state.running && <Progress className={styles.progress} label={t`Generating the keys`} />}
            {!job.state.running && job.state.cancelled && <span role="status">{t`Cancelled.`}</span>}
            {!job.state.running && !fast && !pair && !job.state.cancelled && (
              <span className={styles.note}>{stale ? t`RSA keys take a few seconds: press Generate (the keys below were made with the previous settings).` : t`RSA keys take a few seconds: press Generate.`}</span>
            )}
          </div>
          {jobError && <Alert type="error">{jobError}</Alert>}
        </Stack>
      </Card>
      <Card title={t`Key pair`}>
        <Stack>
          <ValueTable caption={t`Key details`} rows={rows} />
          <KeyOutput label={t`Public key`} value={shown?.publicKey ?? ''} onDownload={() => download('public')} downloadLabel={t`Download public key`} hint={t`Share it: people encrypt to it and check your signatures with it.`} />
          <KeyOutput label={t`Private key`} value={shown?.privateKey ?? ''} onDownload={() => download('private')} downloadLabel={t`Download private key`} hint={t`Keep it secret. Never saved by this page.`} />
          <KeyOutput
            label={t`Revocation certificate`}
            value={shown?.revocationCertificate ?? ''}
            onDownload={() => download('revocation')}
            downloadLabel={t`Download revocation certificate`}
            hint={t`Store it safely; import it (gpg --import) to revoke the key if the private key is lost or stolen.`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function KeyOutput({ label, value, onDownload, downloadLabel, hint }: { label: string; value: string; onDownload: () => void; downloadLabel: string; hint: string }) {
  return (
    <Stack>
      <TextInput label={label} value={value} readOnly multiline monospace rows={6} copyable hint={hint} />
      <Row>
        <Button onClick={onDownload} disabled={value === ''}>
          <IconDownload size={18} aria-hidden />
          {downloadLabel}
        </Button>
      </Row>
    </Stack>
  );
}
