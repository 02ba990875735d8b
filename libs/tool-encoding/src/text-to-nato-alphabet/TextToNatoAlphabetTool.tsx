import { Alert, ButtonsSelect, Card, Checkbox, Collapse, Row, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { textToNatoAlphabetState } from './state.js';
import {
  SPELLING_ALPHABET_IDS,
  SPELLING_ALPHABETS,
  spellingTable,
  textToNato,
  type NatoFigures,
  type NatoWordSeparator,
  type SpellingAlphabetId,
  type SpellingCodeWord,
} from './text-to-nato-alphabet.js';

/** Text to NATO alphabet: spells text with the ICAO code words or a national spelling alphabet, live. */
export default function TextToNatoAlphabetTool() {
  const { t } = useLingui();
  const [{ text, alphabet, figures, punctuation, pronunciation, wordSeparator }, update] = useToolState(textToNatoAlphabetState);
  const result = useMemo(
    () => textToNato(text, { alphabet, figures, punctuation, pronunciation, wordSeparator }),
    [text, alphabet, figures, punctuation, pronunciation, wordSeparator],
  );
  const unknownList = result.unknown
    .map(({ char, positions }) => {
      const where = positions.length === 1 ? t`position` : t`positions`;
      return `"${char}" (${where} ${positions.join(', ')})`;
    })
    .join(', ');

  const names: Record<SpellingAlphabetId, string> = {
    icao: t`International (ICAO/NATO)`,
    de: t`German (DIN 5009:2022)`,
    'de-names': t`German, first names (DIN 5009 before 2022)`,
    fr: t`French`,
    it: t`Italian`,
    es: t`Spanish`,
    nl: t`Dutch (Netherlands)`,
    sv: t`Swedish`,
    ru: t`Russian`,
    el: t`Greek`,
    ko: t`Korean`,
    ja: t`Japanese (Wabun)`,
  };
  const isIcao = alphabet === 'icao';
  const chosen = SPELLING_ALPHABETS[alphabet];
  const rows = useMemo(() => {
    const words: SpellingCodeWord[] = spellingTable(alphabet, { figures, punctuation });
    const decimal = chosen.decimal;
    return punctuation && decimal ? [...words, { ...decimal, char: `${decimal.char} (0.5)` }] : words;
  }, [alphabet, figures, punctuation, chosen]);
  const hasPronunciation = rows.some((r) => r.pronunciation);
  const chosenName = names[alphabet];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput label={t`Text to spell`} value={text} onChange={(text) => update({ text })} multiline rows={3} placeholder={t`Type a name, code or reference…`} />
          <Row>
            <Select<SpellingAlphabetId>
              label={t`Spelling alphabet`}
              size="small"
              value={alphabet}
              onChange={(alphabet) => update({ alphabet })}
              options={SPELLING_ALPHABET_IDS.map((id) => ({ value: id, label: names[id] }))}
            />
            {isIcao && (
              <ButtonsSelect<NatoFigures>
                label={t`Figures`}
                size="small"
                value={figures}
                onChange={(figures) => update({ figures })}
                options={[
                  { value: 'icao', label: t`Three, Nine (ICAO)` },
                  { value: 'spoken', label: t`Tree, Niner (as spoken)` },
                  { value: 'itu', label: t`Terrathree (ITU figure code)` },
                ]}
              />
            )}
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
          </Row>
          <Row>
            <Checkbox label={t`Spell punctuation`} checked={punctuation} onChange={(punctuation) => update({ punctuation })} />
            {isIcao && <Checkbox label={t`Show ICAO pronunciation`} checked={pronunciation} onChange={(pronunciation) => update({ pronunciation })} />}
          </Row>
          <TextInput label={t`NATO spelling`} value={result.spelled} readOnly multiline rows={4} copyable />
          {result.unknown.length > 0 && (
            <Alert type="info" title={t`No code word for these characters; they are kept as they are:`}>
              {unknownList}
            </Alert>
          )}
        </Stack>
      </Card>
      <Collapse title={isIcao ? t`The ICAO spelling alphabet` : t`The spelling alphabet: ${chosenName}`}>
        <Stack>
          <Table<SpellingCodeWord>
            caption={isIcao ? t`ICAO spelling alphabet (Annex 10, Volume II)` : chosenName}
            hideCaption
            columns={[
              { key: 'char', header: t`Character` },
              { key: 'word', header: t`Code word`, render: (row: SpellingCodeWord) => <span lang={chosen.language}>{row.word}</span> },
              ...(hasPronunciation ? [{ key: 'pronunciation' as const, header: t`Pronunciation`, render: (row: SpellingCodeWord) => row.pronunciation ?? '' }] : []),
            ]}
            rows={rows}
            getRowKey={(row) => row.char}
            rowHeader="char"
          />
          <p>{t`Source: ${chosen.source}`}</p>
        </Stack>
      </Collapse>
    </Stack>
  );
}
