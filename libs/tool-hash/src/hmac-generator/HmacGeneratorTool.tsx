import { runWorkerJob } from '@handy-tools/compute';
import { attempt, ButtonsSelect, Card, isLargeText, Progress, Row, Select, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ByteEncodingSelect } from '../shared/ByteEncodingSelect.js';
import { HMAC_ALGORITHMS, computeHmac, type HmacOutputEncoding, type HmacRequest } from './hmac-generator.js';
import type { HmacWorkerApi } from './hmac.worker.js';
import { hmacGeneratorState } from './state.js';

/** The HMAC of a long message, in a worker (terminated when `signal` aborts). */
const hmacInWorker = (request: HmacRequest, signal: AbortSignal): Promise<string> =>
  runWorkerJob<HmacWorkerApi, string>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./hmac.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-hmac' }),
    (api) => api.computeHmac(request),
    signal,
  );

/** Hmac generator: the HMAC of a message under a secret key, live as you type. */
export default function HmacGeneratorTool() {
  const { t } = useLingui();
  const [{ message, messageEncoding, key, keyEncoding, algorithm, output }, update] = useToolState(hmacGeneratorState);
  // A long message (one the field shows as a summary) is computed in a worker.
  const large = isLargeText(message);
  const request = useMemo(() => ({ message, messageEncoding, key, keyEncoding, algorithm, output }), [message, messageEncoding, key, keyEncoding, algorithm, output]);
  const inline = useMemo(() => (large ? null : attempt(() => computeHmac(request))), [large, request]);
  const remote = useAsyncResult(large ? request : null, hmacInWorker);
  const result: { value?: string; error?: string } = inline ?? (remote.status === 'done' ? { value: remote.value } : remote.status === 'error' ? { error: remote.message } : {});
  const error = result.error ?? null;
  const keyError = error?.startsWith('The key') ? error : null;
  const messageError = error?.startsWith('The message') ? error : null;
  const outputHints: Record<HmacOutputEncoding, string | undefined> = {
    hex: undefined,
    base64: t`Base64 (RFC 4648 §4), padded with "=".`,
    base64url: t`Base64url (RFC 4648 §5): "-" and "_" instead of "+" and "/", without "=" padding, as in JSON Web Tokens.`,
    binary: t`Binary: eight bits per byte, most significant bit first.`,
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Message`}
            value={message}
            onChange={(message) => update({ message })}
            multiline
            rows={4}
            monospace={messageEncoding !== 'text'}
            placeholder={t`Type or paste the message…`}
            error={messageError}
          />
          <ByteEncodingSelect label={t`Message format`} value={messageEncoding} onChange={(messageEncoding) => update({ messageEncoding })} />
          <TextInput
            label={t`Secret key`}
            value={key}
            onChange={(key) => update({ key })}
            monospace={keyEncoding !== 'text'}
            placeholder={t`Type or paste the key…`}
            error={keyError}
            hint={t`The key is never saved; a shared link holds it only if you agree.`}
          />
          <ByteEncodingSelect label={t`Key format`} value={keyEncoding} onChange={(keyEncoding) => update({ keyEncoding })} />
          <Row>
            <Select
              label={t`Hash function`}
              value={algorithm}
              onChange={(algorithm) => update({ algorithm })}
              options={HMAC_ALGORITHMS.map((a) => ({ value: a, label: a === 'Keccak-512' ? t`Keccak-512 (called SHA3 by some tools)` : a }))}
            />
            <ButtonsSelect<HmacOutputEncoding>
              label={t`Output format`}
              size="small"
              value={output}
              onChange={(output) => update({ output })}
              options={[
                { value: 'hex', label: t`Hexadecimal` },
                { value: 'base64', label: t`Base64` },
                { value: 'base64url', label: t`Base64url` },
                { value: 'binary', label: t`Binary` },
              ]}
            />
          </Row>
        </Stack>
      </Card>
      <Card>
        {remote.status === 'pending' && <Progress label={t`Computing the HMAC…`} />}
        <TextInput
          label={t`HMAC`}
          value={result.value ?? ''}
          readOnly
          monospace
          multiline
          rows={2}
          copyable
          copyLabel={t`Copy the HMAC`}
          error={error && !keyError && !messageError ? error : null}
          hint={outputHints[output]}
        />
      </Card>
    </Stack>
  );
}
