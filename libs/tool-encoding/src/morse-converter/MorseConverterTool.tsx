import { Alert, Card, Collapse, DocumentJobStatus, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCodecResult } from '../shared/useCodecResult.js';
import { ITU_MORSE_CODE, morseToText, textToMorse, type MorseCode } from './morse-converter.js';
import { morseConverterState } from './state.js';

/** Morse Code Converter: text ⇄ International Morse code, live, both ways. */
export default function MorseConverterTool() {
  const { t } = useLingui();
  const [{ text, morse }, update] = useToolState(morseConverterState);

  // A long text (one the field shows as a summary) is converted in a worker.
  const encodeResult = useCodecResult('morseEncode', text, undefined, textToMorse);
  const encoded = encodeResult.value ?? { morse: '', unknown: [] };
  const decodeResult = useCodecResult('morseDecode', morse, undefined, morseToText);
  const where = (positions: number[]) => {
    // The numbers are appended, not interpolated, so the label reads well before the catalogs list it.
    return `${positions.length === 1 ? t`position` : t`positions`} ${positions.join(', ')}`;
  };
  const unknownChars = encoded.unknown.map((u) => `"${u.char}" (${where(u.positions)})`).join(', ');
  const unknownGroups = (decodeResult.value?.unknown ?? []).map((u) => `${u.code} (${where(u.positions)})`).join(', ');

  return (
    <Stack>
      <Card title={t`Text to Morse`}>
        <Stack>
          <TextInput label={t`Text to encode`} value={text} onChange={(text) => update({ text })} multiline rows={3} placeholder={t`Type or paste text…`} />
          <DocumentJobStatus result={encodeResult} label={t`Encoding…`} />
          <TextInput label={t`Morse code`} value={encoded.morse} readOnly multiline rows={4} monospace copyable />
          {encoded.unknown.length > 0 && (
            <Alert type="warning" title={t`These characters have no Morse code and were left out:`}>
              {unknownChars}
            </Alert>
          )}
        </Stack>
      </Card>
      <Card title={t`Morse to text`}>
        <Stack>
          <TextInput
            label={t`Morse code to decode`}
            value={morse}
            onChange={(morse) => update({ morse })}
            multiline
            rows={3}
            monospace
            placeholder={t`e.g. ... --- ...`}
            hint={t`Dots (.) and dashes (-); a space between letters, "/" between words.`}
            error={decodeResult.error}
          />
          <DocumentJobStatus result={decodeResult} label={t`Decoding…`} />
          <TextInput label={t`Decoded text`} value={decodeResult.value?.text ?? ''} readOnly multiline rows={3} copyable />
          {unknownGroups && (
            <Alert type="warning" title={t`These code groups are not International Morse code (shown as �):`}>
              {unknownGroups}
            </Alert>
          )}
        </Stack>
      </Card>
      <Collapse title={t`The International Morse code (ITU-R M.1677-1)`}>
        <Table
          caption={t`International Morse code, ITU-R M.1677-1 §1.1`}
          hideCaption
          columns={[
            { key: 'char', header: t`Character` },
            { key: 'code', header: t`Code`, render: (row: MorseCode) => <code>{row.code}</code> },
            { key: 'name', header: t`Name` },
          ]}
          rows={ITU_MORSE_CODE}
          getRowKey={(row) => row.char}
          rowHeader="char"
        />
      </Collapse>
    </Stack>
  );
}
