import {
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  IntegerInput,
  Stack,
  TextInput,
  useAsyncResult,
  useDebounced,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { KeySection, PemOutput, SubjectSection, useNewKey, type FieldErrors } from '../csr-generator/PkiFields.js';
import { createWorkerClient, WorkerInputError, type WorkerClient } from '../csr-generator/pki-worker.js';
import styles from '../csr-generator/pki-form.module.css';
import { x509CertificateGeneratorState } from './state.js';
import {
  CertificateFieldError,
  checkCertificateOptions,
  EXTENDED_KEY_USAGE_NAMES,
  KEY_USAGES,
  type CertificateOptions,
  type CertificateResult,
  type ExtendedKeyUsageName,
  type KeyUsage,
} from './x509-certificate-generator.js';
import type { X509WorkerApi } from './x509.worker.js';

let worker: WorkerClient<X509WorkerApi> | null = null;
/** The page's client of the certificate worker (started on first use, kept for the next one). */
const x509Worker = () =>
  (worker ??= createWorkerClient<X509WorkerApi>(
    () => new Worker(new URL('./x509.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-x509' }),
  ));

/** Presets of the extension fields (UI only: they set the fields). */
const PRESETS: Record<string, Partial<CertificateOptions>> = {
  server: { isCa: false, pathLength: '', keyUsage: ['digitalSignature'], extendedKeyUsage: ['serverAuth'], keyUsageCritical: true },
  client: { isCa: false, pathLength: '', keyUsage: ['digitalSignature'], extendedKeyUsage: ['clientAuth'], keyUsageCritical: true },
  ca: {
    isCa: true,
    keyUsage: ['keyCertSign', 'cRLSign', 'digitalSignature'],
    extendedKeyUsage: [],
    keyUsageCritical: true,
    cnAsSan: false,
  },
  // it-tools' certificates: CA:TRUE with broad key usage on every certificate (kept for old setups).
  legacy: {
    isCa: true,
    pathLength: '',
    keyUsage: ['keyCertSign', 'digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment'],
    extendedKeyUsage: [],
    keyUsageCritical: false,
    keyType: 'rsa',
    rsaBits: '2048',
  },
};

/**
 * X.509 certificate generator: the UI. Inputs are checked as you type (errors next to each
 * field); the key is made once in a worker (progress, Cancel) and kept in memory for the key
 * type; the certificate is signed in the worker whenever an input changes.
 */
export default function X509CertificateGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(x509CertificateGeneratorState);
  const options = state as CertificateOptions;
  const checked = useMemo(() => {
    try {
      return { plan: checkCertificateOptions(options) };
    } catch (e) {
      if (e instanceof CertificateFieldError) return { field: e.field, error: e.message };
      throw e;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the state object changes with any field
  }, [state]);
  const errors: FieldErrors & Partial<Record<string, string>> = checked.error ? { [checked.field]: checked.error } : {};
  const newKey = useNewKey(x509Worker, state.keySource === 'new', state.keyType, state.rsaBits);
  const stateKey = JSON.stringify(state);
  const settledKey = useDebounced(stateKey, 150);
  const request = useMemo(() => {
    if (checked.error || settledKey !== stateKey) return null;
    if (state.keySource === 'new' && !newKey.key) return null;
    return { options: JSON.parse(settledKey) as CertificateOptions, key: state.keySource === 'new' ? newKey.key : null };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stateKey stands for the state
  }, [checked, settledKey, stateKey, newKey.key]);
  // A signing error keeps its field (the CA fields are checked there), shown next to that field.
  const result = useAsyncResult(request, async (req, signal): Promise<{ value?: CertificateResult; error?: string; field?: string }> => {
    try {
      return { value: await x509Worker().call('buildCertificate', [req.options, req.key ?? undefined], { signal }) };
    } catch (e) {
      if (e instanceof WorkerInputError) return { error: e.message, field: e.field };
      throw e;
    }
  });
  const last = useRef<CertificateResult | null>(null);
  const done = result.status === 'done' ? result.value : null;
  if (done?.value) last.current = done.value;
  const shown = checked.error || done?.error || (state.keySource === 'new' && !newKey.key) ? null : last.current;
  const workerError = result.status === 'error' ? result.message : done?.error;
  const caError = done?.field === 'caCertificate' ? done.error : undefined;
  const caKeyError = done?.field === 'caPrivateKey' ? done.error : undefined;
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const usageLabels: Record<KeyUsage, string> = {
    digitalSignature: t`Digital signature`,
    nonRepudiation: t`Non-repudiation (content commitment)`,
    keyEncipherment: t`Key encipherment`,
    dataEncipherment: t`Data encipherment`,
    keyAgreement: t`Key agreement`,
    keyCertSign: t`Certificate signing`,
    cRLSign: t`CRL signing`,
    encipherOnly: t`Encipher only`,
    decipherOnly: t`Decipher only`,
  };
  const ekuLabels: Record<ExtendedKeyUsageName, string> = {
    serverAuth: t`TLS server`,
    clientAuth: t`TLS client`,
    codeSigning: t`Code signing`,
    emailProtection: t`E-mail protection (S/MIME)`,
    timeStamping: t`Time stamping`,
    OCSPSigning: t`OCSP signing`,
  };
  return (
    <Stack>
      <Card title={t`Issuer`}>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <ButtonsSelect
              label={t`Signed by`}
              options={[
                { value: 'self-signed', label: t`Itself (self-signed)` },
                { value: 'ca-signed', label: t`A CA (certificate and key)` },
              ]}
              value={state.mode}
              onChange={(mode) => update({ mode })}
            />
          </div>
          {state.mode === 'ca-signed' && (
            <>
              <TextInput
                label={t`CA certificate (PEM)`}
                value={state.caCertificate}
                onChange={(caCertificate) => update({ caCertificate })}
                multiline
                rows={6}
                monospace
                spellCheck={false}
                openFile
                placeholder="-----BEGIN CERTIFICATE-----"
                error={errors.caCertificate ?? caError}
              />
              <TextInput
                label={t`CA private key (PEM)`}
                value={state.caPrivateKey}
                onChange={(caPrivateKey) => update({ caPrivateKey })}
                multiline
                rows={6}
                monospace
                spellCheck={false}
                autoComplete="off"
                openFile
                placeholder="-----BEGIN PRIVATE KEY-----"
                hint={t`Never stored, never sent.`}
                error={errors.caPrivateKey ?? caKeyError}
              />
            </>
          )}
        </div>
      </Card>
      <Card title={t`Subject name`}>
        <SubjectSection state={state} update={update} errors={errors} />
      </Card>
      <Card title={t`Validity and serial number`}>
        <div className={styles.grid}>
          <TextInput
            label={t`Not before (UTC)`}
            type="datetime-local"
            value={state.notBefore}
            onChange={(notBefore) => update({ notBefore })}
            hint={t`Empty: now.`}
            error={errors.notBefore}
          />
          <ButtonsSelect
            label={t`Validity given as`}
            options={[
              { value: 'days', label: t`Days` },
              { value: 'notAfter', label: t`End date` },
            ]}
            value={state.validityMode}
            onChange={(validityMode) => update({ validityMode })}
          />
          {state.validityMode === 'days' ? (
            <IntegerInput label={t`Validity (days)`} value={state.days} min={1} max={100_000} onChange={(days) => update({ days })} />
          ) : (
            <TextInput
              label={t`Not after (UTC)`}
              type="datetime-local"
              value={state.notAfter}
              onChange={(notAfter) => update({ notAfter })}
              error={errors.notAfter}
            />
          )}
          <TextInput
            label={t`Serial number (hex)`}
            value={state.serial}
            onChange={(serial) => update({ serial })}
            monospace
            spellCheck={false}
            placeholder={t`Random (159 bits)`}
            error={errors.serial}
          />
        </div>
        {errors.days && <Alert type="error">{errors.days}</Alert>}
      </Card>
      <Card title={t`Certificate extensions`}>
        <Stack>
          <div className={styles.actions} role="group" aria-label={t`Presets`}>
            <span>{t`Presets:`}</span>
            <Button size="small" onClick={() => update(PRESETS.server!)}>{t`TLS server`}</Button>
            <Button size="small" onClick={() => update(PRESETS.client!)}>{t`TLS client`}</Button>
            <Button size="small" onClick={() => update(PRESETS.ca!)}>{t`CA`}</Button>
            <Button size="small" onClick={() => update(PRESETS.legacy!)}>{t`Legacy (it-tools: CA, broad usage)`}</Button>
          </div>
          <div className={styles.grid}>
            <Checkbox
              label={t`Certificate authority (basicConstraints CA)`}
              checked={state.isCa}
              onChange={(isCa) => update({ isCa, ...(isCa ? {} : { pathLength: '' }) })}
            />
            {state.isCa && (
              <TextInput
                label={t`Path length`}
                value={state.pathLength}
                onChange={(pathLength) => update({ pathLength })}
                inputMode="numeric"
                placeholder={t`No limit`}
                error={errors.pathLength}
              />
            )}
          </div>
          <fieldset className={styles.grid}>
            <legend>{t`Key usage`}</legend>
            {KEY_USAGES.map((usage) => (
              <Checkbox
                key={usage}
                label={usageLabels[usage]}
                checked={state.keyUsage.includes(usage)}
                onChange={(on) => update({ keyUsage: toggle(state.keyUsage, usage, on) })}
              />
            ))}
            <Checkbox
              label={t`Mark key usage critical`}
              checked={state.keyUsageCritical}
              onChange={(keyUsageCritical) => update({ keyUsageCritical })}
            />
          </fieldset>
          {errors.keyUsage && <Alert type="error">{errors.keyUsage}</Alert>}
          <fieldset className={styles.grid}>
            <legend>{t`Extended key usage`}</legend>
            {EXTENDED_KEY_USAGE_NAMES.map((eku) => (
              <Checkbox
                key={eku}
                label={ekuLabels[eku]}
                checked={state.extendedKeyUsage.includes(eku)}
                onChange={(on) => update({ extendedKeyUsage: toggle(state.extendedKeyUsage, eku, on) })}
              />
            ))}
          </fieldset>
          <div className={styles.grid}>
            <Checkbox
              label={t`Subject key identifier`}
              checked={state.subjectKeyId}
              onChange={(subjectKeyId) => update({ subjectKeyId })}
            />
            <Checkbox
              label={t`Authority key identifier`}
              checked={state.authorityKeyId}
              onChange={(authorityKeyId) => update({ authorityKeyId })}
            />
          </div>
        </Stack>
      </Card>
      <Card title={t`Key and signature`}>
        <KeySection state={state} update={update} errors={errors} newKey={newKey} />
      </Card>
      <Card title={t`Certificate`}>
        <Stack>
          {workerError && !caError && !caKeyError && <Alert type="error">{workerError}</Alert>}
          {shown && shown.warnings.length > 0 && (
            <Alert type="warning">
              {shown.warnings.map((w) => (
                <div key={w}>{w}</div>
              ))}
            </Alert>
          )}
          <PemOutput label={t`Certificate (PEM)`} value={shown?.certificatePem ?? ''} fileName="certificate.crt" rows={10} />
          {state.keySource === 'new' && (
            <PemOutput label={t`Private key (PEM)`} value={shown?.privateKeyPem ?? ''} fileName="private.key" rows={6} />
          )}
          <PemOutput label={t`Public key (PEM)`} value={shown?.publicKeyPem ?? ''} fileName="public.pem" rows={4} />
          <dl className={styles.facts} aria-label={t`Certificate summary`}>
            <dt>{t`Subject name`}</dt>
            <dd>{shown?.subject ?? '—'}</dd>
            <dt>{t`Issuer`}</dt>
            <dd>{shown?.issuer ?? '—'}</dd>
            <dt>{t`Serial number`}</dt>
            <dd>{shown?.serial ?? '—'}</dd>
            <dt>{t`Valid from`}</dt>
            <dd>{shown?.notBefore ?? '—'}</dd>
            <dt>{t`Valid until`}</dt>
            <dd>{shown?.notAfter ?? '—'}</dd>
            <dt>{t`Key`}</dt>
            <dd>{shown?.key ?? '—'}</dd>
            <dt>{t`Signature`}</dt>
            <dd>{shown?.signature ?? '—'}</dd>
            <dt>{t`Certificate extensions`}</dt>
            <dd>{shown ? shown.extensions.map((line) => <div key={line}>{line}</div>) : '—'}</dd>
            <dt>{t`SHA-256 fingerprint`}</dt>
            <dd>{shown?.sha256Fingerprint ?? '—'}</dd>
            <dt>{t`SHA-1 fingerprint`}</dt>
            <dd>{shown?.sha1Fingerprint ?? '—'}</dd>
          </dl>
        </Stack>
      </Card>
    </Stack>
  );
}
