import { attempt, ButtonsSelect, Card, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlEncoderState } from './state.js';
import { decodeUrlComponent, encodeUrlComponent } from './url-encoder.js';

type Strictness = 'component' | 'strict';
type Plus = 'plus' | 'space';
type Space = 'percent' | 'plus';

/** Encode/decode URL-formatted strings: percent-encoding of URI components, both ways, live. */
export default function UrlEncoderTool() {
  const { t } = useLingui();
  const [{ text, encoded, strict, spaceAsPlus, plusAsSpace }, update] = useToolState(urlEncoderState);

  const encodeResult = useMemo(() => attempt(() => encodeUrlComponent(text, { strict, spaceAsPlus })), [text, strict, spaceAsPlus]);
  const decodeResult = useMemo(() => attempt(() => decodeUrlComponent(encoded, { plusAsSpace })), [encoded, plusAsSpace]);

  return (
    <Stack>
      <Card title={t`Encode`}>
        <Stack>
          <TextInput label={t`Text to encode`} value={text} onChange={(text) => update({ text })} multiline rows={4} placeholder={t`Type or paste text…`} error={encodeResult.error} />
          <Row>
            <ButtonsSelect<Strictness>
              label={t`Characters to encode`}
              size="small"
              value={strict ? 'strict' : 'component'}
              onChange={(v) => update({ strict: v === 'strict' })}
              options={[
                { value: 'component', label: t`Like encodeURIComponent` },
                { value: 'strict', label: t`Strict RFC 3986 (also ! ' ( ) *)` },
              ]}
            />
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
            placeholder={t`Paste percent-encoded text…`}
            error={decodeResult.error}
          />
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
          <TextInput label={t`Decoded text`} value={decodeResult.value ?? ''} readOnly multiline rows={4} copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
