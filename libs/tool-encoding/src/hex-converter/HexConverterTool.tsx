import { ButtonsSelect, Card, DocumentJobStatus, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCodecResult } from '../shared/useCodecResult.js';
import { hexToText, textToHex, type HexSeparator } from './hex-converter.js';
import { hexConverterState } from './state.js';

/** Hex Encoder/Decoder: text ⇄ hexadecimal of its UTF-8 bytes, live, both ways. */
export default function HexConverterTool() {
  const { t } = useLingui();
  const [{ text, hex, separator, letterCase }, update] = useToolState(hexConverterState);

  // A long text (one the field shows as a summary) is converted in a worker.
  const encodeResult = useCodecResult('hexEncode', text, { separator, letterCase }, textToHex);
  const decodeResult = useCodecResult('hexDecode', hex, undefined, hexToText);

  return (
    <Stack>
      <Card title={t`Encode`}>
        <Stack>
          <TextInput label={t`Text to encode`} value={text} onChange={(text) => update({ text })} multiline rows={4} placeholder={t`Type or paste text…`} error={encodeResult.error} />
          <Row>
            <ButtonsSelect<HexSeparator>
              label={t`Separator`}
              size="small"
              value={separator}
              onChange={(separator) => update({ separator })}
              options={[
                { value: 'none', label: t`None` },
                { value: 'space', label: t`Space` },
                { value: 'colon', label: t`Colon (:)` },
                { value: '0x', label: t`0x prefix` },
              ]}
            />
            <ButtonsSelect<'upper' | 'lower'>
              label={t`Letter case`}
              size="small"
              value={letterCase}
              onChange={(letterCase) => update({ letterCase })}
              options={[
                { value: 'upper', label: t`Upper (A–F)` },
                { value: 'lower', label: t`Lower (a–f)` },
              ]}
            />
          </Row>
          <DocumentJobStatus result={encodeResult} label={t`Encoding…`} />
          <TextInput label={t`Hex of the UTF-8 bytes`} value={encodeResult.value ?? ''} readOnly multiline rows={4} monospace copyable />
        </Stack>
      </Card>
      <Card title={t`Decode`}>
        <Stack>
          <TextInput
            label={t`Hex to decode`}
            value={hex}
            onChange={(hex) => update({ hex })}
            multiline
            rows={4}
            monospace
            placeholder={t`e.g. 48 65 6C 6C 6F, 48:65:6c, 0x48 0x65 or 48656C`}
            hint={t`Bytes may be run together or separated by spaces, ":", "," or "-", with or without a 0x prefix.`}
            error={decodeResult.error}
          />
          <DocumentJobStatus result={decodeResult} label={t`Decoding…`} />
          <TextInput label={t`Decoded text`} value={decodeResult.value ?? ''} readOnly multiline rows={4} copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
