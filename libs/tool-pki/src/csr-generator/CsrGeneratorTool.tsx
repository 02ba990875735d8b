import { Alert, Card, Stack, TextCopyable, useAsyncResult, useDebounced, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { csrGeneratorState } from './state.js';
import { checkCsrOptions, CsrFieldError, opensslReqCommand, type CsrOptions, type CsrResult } from './csr-generator.js';
import type { CsrWorkerApi } from './csr.worker.js';
import { KeySection, PemOutput, SubjectSection, useNewKey, type FieldErrors } from './PkiFields.js';
import { createWorkerClient, type WorkerClient } from './pki-worker.js';
import styles from './pki-form.module.css';

let worker: WorkerClient<CsrWorkerApi> | null = null;
/** The page's client of the CSR worker (started on first use, kept for the next request). */
const csrWorker = () =>
  (worker ??= createWorkerClient<CsrWorkerApi>(
    () => new Worker(new URL('./csr.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-csr' }),
  ));

/**
 * CSR generator: the UI. Subject fields and SANs are checked as you type (errors next to each
 * field); the key is made once in a worker (progress, Cancel) and kept in memory for the key type;
 * the request is re-signed in the worker whenever an input changes.
 */
export default function CsrGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(csrGeneratorState);
  const options: CsrOptions = state;
  const checked = useMemo(() => {
    try {
      return { plan: checkCsrOptions(options) };
    } catch (e) {
      if (e instanceof CsrFieldError) return { field: e.field, error: e.message };
      throw e;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the state object changes with any field
  }, [state]);
  const errors: FieldErrors = checked.error ? { [checked.field]: checked.error } : {};
  const newKey = useNewKey(csrWorker, state.keySource === 'new', state.keyType, state.rsaBits);
  // Signed once typing pauses (an encrypted key output costs a PBKDF2 run).
  const stateKey = JSON.stringify(state);
  const settledKey = useDebounced(stateKey, 150);
  const request = useMemo(() => {
    if (checked.error || settledKey !== stateKey) return null;
    if (state.keySource === 'new' && !newKey.key) return null;
    return { options: JSON.parse(settledKey) as CsrOptions, key: state.keySource === 'new' ? newKey.key : null };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stateKey stands for the state
  }, [checked, settledKey, stateKey, newKey.key]);
  const result = useAsyncResult(request, (req, signal) => csrWorker().call('buildCsr', [req.options, req.key ?? undefined], { signal }));
  // The last request's outputs stay while the next one is signed (nothing blanks or moves).
  const last = useRef<CsrResult | null>(null);
  if (result.status === 'done') last.current = result.value;
  const keyPending = state.keySource === 'new' && !newKey.key;
  const shown = checked.error || keyPending ? null : last.current;
  const command = useMemo(() => (checked.error ? '' : opensslReqCommand(options)), [checked, options]);
  const given = state.keySource === 'given';
  return (
    <Stack>
      <Card title={t`Subject name`}>
        <SubjectSection state={state} update={update} errors={errors} />
      </Card>
      <Card title={t`Key and signature`}>
        <KeySection state={state} update={update} errors={errors} newKey={newKey} />
      </Card>
      <Card title={t`Certificate signing request`}>
        <Stack>
          {result.status === 'error' && <Alert type="error">{result.message}</Alert>}
          <PemOutput label={t`CSR (PEM)`} value={shown?.csrPem ?? ''} fileName="request.csr" rows={10} />
          {!given && <PemOutput label={t`Private key (PEM)`} value={shown?.privateKeyPem ?? ''} fileName="private.key" rows={6} />}
          <PemOutput label={t`Public key (PEM)`} value={shown?.publicKeyPem ?? ''} fileName="public.pem" rows={4} />
          <div>
            <strong>{t`Same request with OpenSSL`}</strong>
            <TextCopyable label={t`openssl req command`} value={command} copyLabel={t`Copy the openssl command`} />
          </div>
          <dl className={styles.facts} aria-label={t`Request summary`}>
            <dt>{t`Subject name`}</dt>
            <dd>{shown?.subject ?? '—'}</dd>
            <dt>{t`SANs`}</dt>
            <dd>
              {shown
                ? shown.sans
                    .map((s) => `${s.type === 'url' ? 'URI' : s.type === 'ip' ? 'IP' : s.type === 'dns' ? 'DNS' : 'email'}:${s.value}`)
                    .join(', ') || t`none`
                : '—'}
            </dd>
            <dt>{t`Key`}</dt>
            <dd>{shown?.key ?? '—'}</dd>
            <dt>{t`Signature`}</dt>
            <dd>{shown?.signature ?? '—'}</dd>
          </dl>
        </Stack>
      </Card>
    </Stack>
  );
}
