import { Alert, ButtonsSelect, Card, Checkbox, Collapse, Row, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { textToNatoAlphabetState } from './state.js';
import { ICAO_SPELLING_ALPHABET, textToNato, type NatoWordSeparator } from './text-to-nato-alphabet.js';

/** Text to NATO alphabet: spells text with the ICAO code words, live. */
export default function TextToNatoAlphabetTool() {
  const { t } = useLingui();
  const [{ text, pronunciation, wordSeparator }, update] = useToolState(textToNatoAlphabetState);
  const result = useMemo(() => textToNato(text, { pronunciation, wordSeparator }), [text, pronunciation, wordSeparator]);
  const unknownList = result.unknown
    .map(({ char, positions }) => {
      const where = positions.length === 1 ? t`position` : t`positions`;
      return `"${char}" (${where} ${positions.join(', ')})`;
    })
    .join(', ');

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput label={t`Text to spell`} value={text} onChange={(text) => update({ text })} multiline rows={3} placeholder={t`Type a name, code or reference…`} />
          <Row>
            <ButtonsSelect<NatoWordSeparator>
              label={t`Between words`}
              size="small"
              value={wordSeparator}
              onChange={(wordSeparator) => update({ wordSeparator })}
              options={[
                { value: 'slash', label: t`Slash ( / )` },
                { value: 'newline', label: t`New line` },
              ]}
            />
            <Checkbox label={t`Show ICAO pronunciation`} checked={pronunciation} onChange={(pronunciation) => update({ pronunciation })} />
          </Row>
          <TextInput label={t`NATO spelling`} value={result.spelled} readOnly multiline rows={4} copyable />
          {result.unknown.length > 0 && (
            <Alert type="info" title={t`No code word for these characters; they are kept as they are:`}>
              {unknownList}
            </Alert>
          )}
        </Stack>
      </Card>
      <Collapse title={t`The ICAO spelling alphabet`}>
        <Table
          caption={t`ICAO spelling alphabet (Annex 10, Volume II)`}
          hideCaption
          columns={[
            { key: 'char', header: t`Character` },
            { key: 'word', header: t`Code word` },
            { key: 'pronunciation', header: t`Pronunciation` },
          ]}
          rows={ICAO_SPELLING_ALPHABET}
          getRowKey={(row) => row.char}
          rowHeader="char"
        />
      </Collapse>
    </Stack>
  );
}
