import { attempt, ButtonsSelect, Card, DocumentJobStatus, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { decodeBase64Input } from '../shared/data-url.js';
import { useCodecResult } from '../shared/useCodecResult.js';
import { decodedInputToText, encodeBase64, type DecodedBase64Text } from './base64-string-converter.js';
import { base64StringConverterState } from './state.js';

type Alphabet = 'standard' | 'url-safe';
type Padding = 'with' | 'without';

/** Base64 string encoder/decoder: text → Base64 and Base64 → text, both live. */
export default function Base64StringConverterTool() {
  const { t } = useLingui();
  // State keys match the examples in meta.ts: text, base64 (inputs), urlSafe, padding (options).
  const [{ text, base64, urlSafe, padding }, update] = useToolState(base64StringConverterState);

  // A long text (one the field shows as a summary) is converted in a worker.
  const encoded = useCodecResult('base64Encode', text, { urlSafe, padding }, encodeBase64);
  const input = useCodecResult('base64DecodeInput', base64, undefined, decodeBase64Input);
  const decoded = useMemo((): { value?: DecodedBase64Text; error?: string } => {
    if (input.error !== null || input.value === null) return { error: input.error ?? undefined };
    // UTF-8 decoding is native and fast: it stays on the page.
    const result = attempt(() => decodedInputToText(input.value!));
    return result.error === undefined ? result : { error: `${result.error} ${t`If it is binary data, use the Base64 file converter.`}` };
  }, [input.error, input.value, t]);

  const mediaType = decoded.value?.mediaType;
  const charset = decoded.value?.charset;

  return (
    <Stack>
      <Card title={t`Text to Base64`}>
        <Stack>
          <TextInput label={t`Text to encode`} value={text} onChange={(text) => update({ text })} multiline rows={5} placeholder={t`Type or paste text…`} error={encoded.error} />
          <Row>
            <ButtonsSelect<Alphabet>
              label={t`Alphabet`}
              size="small"
              value={urlSafe ? 'url-safe' : 'standard'}
              onChange={(v) => update({ urlSafe: v === 'url-safe' })}
              options={[
                { value: 'standard', label: t`Standard (+ /)` },
                { value: 'url-safe', label: t`URL-safe (- _)` },
              ]}
            />
            <ButtonsSelect<Padding>
              label={t`Padding`}
              size="small"
              value={padding ? 'with' : 'without'}
              onChange={(v) => update({ padding: v === 'with' })}
              options={[
                { value: 'with', label: t`With =` },
                { value: 'without', label: t`Without` },
              ]}
            />
          </Row>
          <DocumentJobStatus result={encoded} label={t`Encoding…`} />
          <TextInput label={t`Base64 of the text`} value={encoded.value ?? ''} readOnly multiline rows={5} monospace copyable />
        </Stack>
      </Card>
      <Card title={t`Base64 to text`}>
        <Stack>
          <TextInput
            label={t`Base64 to decode`}
            value={base64}
            onChange={(base64) => update({ base64 })}
            multiline
            rows={5}
            monospace
            placeholder={t`Paste Base64…`}
            error={decoded.error}
            hint={t`Standard or URL-safe alphabet, with or without padding; spaces and line breaks are ignored. A data: URL is read too.`}
          />
          <DocumentJobStatus result={input} label={t`Decoding…`} />
          <TextInput
            label={t`Decoded text`}
            value={decoded.value?.text ?? ''}
            readOnly
            multiline
            rows={5}
            copyable
            hint={mediaType ? t`From a data URL (RFC 2397): media type ${mediaType}, read as ${charset}.` : undefined}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
