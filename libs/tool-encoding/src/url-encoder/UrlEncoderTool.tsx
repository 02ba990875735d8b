import { attempt, ButtonsSelect, Card, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlEncoderState } from './state.js';
import { decodeExtValue, decodeUrlComponent, encodeUrl, type UrlEncodeMode } from './url-encoder.js';

type Plus = 'plus' | 'space';
type Space = 'percent' | 'plus';
type DecodeAs = 'component' | 'rfc5987';

/** Encode/decode URL-formatted strings: percent-encoding of URI components, whole URLs and RFC 5987 header values, both ways, live. */
export default function UrlEncoderTool() {
  const { t } = useLingui();
  const [{ text, encoded, mode, language, spaceAsPlus, decodeAs, plusAsSpace }, update] = useToolState(urlEncoderState);
  const formEncoding = mode === 'component' || mode === 'strict';

  const encodeResult = useMemo(() => attempt(() => encodeUrl(text, { mode, spaceAsPlus, language })), [text, mode, spaceAsPlus, language]);
  const decodeResult = useMemo(
    () =>
      attempt(() => {
        if (decodeAs === 'component') return { text: decodeUrlComponent(encoded, { plusAsSpace }), hint: null };
        if (encoded.trim() === '') return { text: '', hint: null };
        const { charset, language, value } = decodeExtValue(encoded);
        return { text: value, hint: language ? t`Charset ${charset}, language ${language}.` : t`Charset ${charset}, no language.` };
      }),
    [encoded, decodeAs, plusAsSpace, t],
  );

  return (
    <Stack>
      <Card title={t`Encode`}>
        <Stack>
          <TextInput label={t`Text to encode`} value={text} onChange={(text) => update({ text })} multiline rows={4} placeholder={t`Type or paste text…`} error={encodeResult.error} />
          <Row>
            <ButtonsSelect<UrlEncodeMode>
              label={t`Characters to encode`}
              size="small"
              value={mode}
              onChange={(mode) => update({ mode })}
              options={[
                { value: 'component', label: t`Like encodeURIComponent` },
                { value: 'uri', label: t`Whole URL (keeps : / ? # & =…)` },
                { value: 'encode-uri', label: t`Like encodeURI (also encodes [ ])` },
                { value: 'strict', label: t`Strict RFC 3986 (also ! ' ( ) *)` },
                { value: 'rfc5987', label: t`RFC 5987 header value (UTF-8'')` },
              ]}
            />
            {formEncoding && (
              <ButtonsSelect<Space>
                label={t`Spaces become`}
                size="small"
                value={spaceAsPlus ? 'plus' : 'percent'}
                onChange={(v) => update({ spaceAsPlus: v === 'plus' })}
                options={[
                  { value: 'percent', label: '%20' },
                  { value: 'plus', label: t`+ (form data)` },
                ]}
              />
            )}
            {mode === 'rfc5987' && (
              <TextInput
                label={t`Language tag (optional)`}
                value={language}
                onChange={(language) => update({ language })}
                placeholder="en"
                spellCheck={false}
                hint={t`RFC 5646, e.g. en or de-CH.`}
              />
            )}
          </Row>
          <TextInput label={t`Encoded text`} value={encodeResult.value ?? ''} readOnly multiline rows={4} monospace copyable />
        </Stack>
      </Card>
      <Card title={t`Decode`}>
        <Stack>
          <TextInput
            label={t`Text to decode`}
            value={encoded}
            onChange={(encoded) => update({ encoded })}
            multiline
            rows={4}
            monospace
            placeholder={decodeAs === 'rfc5987' ? "UTF-8''%E2%82%AC%20rates" : t`Paste percent-encoded text…`}
            error={decodeResult.error}
          />
          <Row>
            <ButtonsSelect<DecodeAs>
              label={t`Decode as`}
              size="small"
              value={decodeAs}
              onChange={(decodeAs) => update({ decodeAs })}
              options={[
                { value: 'component', label: t`Percent-encoded text or URL` },
                { value: 'rfc5987', label: t`RFC 5987 header value` },
              ]}
            />
            {decodeAs === 'component' && (
              <ButtonsSelect<Plus>
                label={t`A "+" sign means`}
                size="small"
                value={plusAsSpace ? 'space' : 'plus'}
                onChange={(v) => update({ plusAsSpace: v === 'space' })}
                options={[
                  { value: 'plus', label: t`A plus sign` },
                  { value: 'space', label: t`A space (form data)` },
                ]}
              />
            )}
          </Row>
          <TextInput label={t`Decoded text`} value={decodeResult.value?.text ?? ''} readOnly multiline rows={4} copyable hint={decodeResult.value?.hint ?? undefined} />
        </Stack>
      </Card>
    </Stack>
  );
}
