import { attempt, Card, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xVrSpamcauseDecoderState } from './state.js';
import { decodeSpamCause, type SpamCauseDecoding, type SpamCausePart } from './x-vr-spamcause-decoder.js';

/** X-VR-SPAMCAUSE decoder: the UI. Decodes every spam-cause header of the pasted text as you type. */
export default function XVrSpamcauseDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xVrSpamcauseDecoderState);
  const result = useMemo(() => (input.trim() ? attempt(() => decodeSpamCause(input)) : null), [input]);
  const decodings: SpamCauseDecoding[] = result?.value ?? [];
  const first = decodings[0];
  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`X-VR-SPAMCAUSE header or value`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={5}
            monospace
            placeholder="X-VR-SPAMCAUSE: gggruggvucftvghtrhho…"
            hint={t`Paste the header, its value, or all the headers of a message.`}
            error={result?.error}
          />
          <TextInput label={t`Decoded text`} value={first?.text ?? ''} readOnly multiline rows={3} copyable />
        </Stack>
      </Card>
      {decodings.map((d, i) => (
        <Card key={i} title={decodings.length > 1 ? `${i + 1}. ${d.header ?? 'X-VR-SPAMCAUSE'}` : (d.header ?? 'X-VR-SPAMCAUSE')}>
          <Stack>
            {i > 0 && <TextInput label={t`Decoded text ${i + 1}`} value={d.text} readOnly multiline rows={3} copyable />}
            <Table<SpamCausePart>
              aria-label={decodings.length > 1 ? t`Parts ${i + 1}` : t`Parts`}
              dense
              columns={[
                { key: 'key', header: t`Key`, render: (p) => p.key ?? '' },
                { key: 'value', header: t`Value`, render: (p) => <code>{p.value}</code> },
                { key: 'score', header: t`Score`, render: (p) => (p.score === null ? '' : String(p.score)) },
              ]}
              rows={d.parts}
              getRowKey={(_, j) => j}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
