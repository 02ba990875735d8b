import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { textToBinaryState } from './state.js';
import { binaryToText, textToBinary } from './text-to-binary.js';

/** Text to UTF-8 binary: text ⇄ space-separated octets of its UTF-8 bytes, live, both ways. */
export default function TextToBinaryTool() {
  const { t } = useLingui();
  const [{ text, binary }, update] = useToolState(textToBinaryState);

  const encodeResult = useMemo(() => attempt(() => textToBinary(text)), [text]);
  const decodeResult = useMemo(() => attempt(() => binaryToText(binary)), [binary]);

  return (
    <Stack>
      <Card title={t`Text to binary`}>
        <Stack>
          <TextInput label={t`Text to convert`} value={text} onChange={(text) => update({ text })} multiline rows={4} placeholder={t`Type or paste text…`} error={encodeResult.error} />
          <TextInput label={t`Binary of the UTF-8 bytes`} value={encodeResult.value ?? ''} readOnly multiline rows={4} monospace copyable />
        </Stack>
      </Card>
      <Card title={t`Binary to text`}>
        <Stack>
          <TextInput
            label={t`Binary to convert`}
            value={binary}
            onChange={(binary) => update({ binary })}
            multiline
            rows={4}
            monospace
            placeholder={t`e.g. 01001000 01101001`}
            hint={t`Octets of 8 bits, separated by spaces or line breaks.`}
            error={decodeResult.error}
          />
          <TextInput label={t`Decoded text`} value={decodeResult.value ?? ''} readOnly multiline rows={4} copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
