import { attempt, ButtonsSelect, Card, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ByteEncodingSelect } from '../shared/ByteEncodingSelect.js';
import { HMAC_ALGORITHMS, computeHmac, type HmacOutputEncoding } from './hmac-generator.js';
import { hmacGeneratorState } from './state.js';

/** Hmac generator: the HMAC of a message under a secret key, live as you type. */
export default function HmacGeneratorTool() {
  const { t } = useLingui();
  const [{ message, messageEncoding, key, keyEncoding, algorithm, output }, update] = useToolState(hmacGeneratorState);
  const result = useMemo(
    () => attempt(() => computeHmac({ message, messageEncoding, key, keyEncoding, algorithm, output })),
    [message, messageEncoding, key, keyEncoding, algorithm, output],
  );
  const error = result.error ?? null;
  const keyError = error?.startsWith('The key') ? error : null;
  const messageError = error?.startsWith('The message') ? error : null;

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
        <TextInput label={t`HMAC`} value={result.value ?? ''} readOnly monospace multiline rows={2} copyable copyLabel={t`Copy the HMAC`} error={error && !keyError && !messageError ? error : null} />
      </Card>
    </Stack>
  );
}
