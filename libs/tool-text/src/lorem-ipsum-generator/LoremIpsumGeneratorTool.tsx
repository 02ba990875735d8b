import { attempt, Button, ButtonsSelect, Card, Checkbox, IntegerInput, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { generateLorem, LOREM_MAX_COUNT, LOREM_MAX_RANGE, LOREM_SCRIPTS, LOREM_SOURCES, randomSeed, type LoremScript } from './lorem-ipsum-generator.js';
import { loremIpsumGeneratorState } from './state.js';

type Unit = 'paragraphs' | 'sentences' | 'words';

/** Lorem ipsum generator: the UI. The seed is drawn after the first render (prerendered pages stay identical). */
export default function LoremIpsumGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(loremIpsumGeneratorState);
  const { script, unit, count, sentencesMin, sentencesMax, wordsMin, wordsMax, classicOpening, html, seed } = state;

  useEffect(() => {
    if (seed === 0) update({ seed: randomSeed() });
  }, [seed, update]);

  const result = useMemo(
    () =>
      seed === 0
        ? null
        : attempt(() =>
            generateLorem(seed, { script, unit, count, sentences: [sentencesMin, sentencesMax], words: [wordsMin, wordsMax], classicOpening, html }),
          ),
    [seed, script, unit, count, sentencesMin, sentencesMax, wordsMin, wordsMax, classicOpening, html],
  );

  const scriptLabels: Record<LoremScript, string> = {
    latin: t`Latin (Lorem ipsum)`,
    chinese: t`Chinese`,
    japanese: t`Japanese`,
    cyrillic: t`Russian (Cyrillic)`,
  };
  const unitLabels: Record<Unit, string> = { paragraphs: t`Paragraphs`, sentences: t`Sentences`, words: t`Words` };

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <Select<LoremScript>
              label={t`Script`}
              value={script}
              onChange={(script) => update({ script })}
              options={LOREM_SCRIPTS.map((s) => ({ value: s, label: scriptLabels[s] }))}
            />
            <ButtonsSelect<Unit> label={t`Generate`} size="small" value={unit} onChange={(unit) => update({ unit })} options={(['paragraphs', 'sentences', 'words'] as const).map((u) => ({ value: u, label: unitLabels[u] }))} />
            <IntegerInput label={t`How many`} value={count} min={1} max={LOREM_MAX_COUNT} onChange={(count) => update({ count })} />
          </Row>
          <Row>
            {unit === 'paragraphs' && (
              <>
                <IntegerInput label={t`Sentences per paragraph, from`} value={sentencesMin} min={1} max={LOREM_MAX_RANGE} onChange={(sentencesMin) => update({ sentencesMin })} />
                <IntegerInput label={t`to`} value={sentencesMax} min={1} max={LOREM_MAX_RANGE} onChange={(sentencesMax) => update({ sentencesMax })} />
              </>
            )}
            {unit !== 'words' && (
              <>
                <IntegerInput label={t`Words per sentence, from`} value={wordsMin} min={1} max={LOREM_MAX_RANGE} onChange={(wordsMin) => update({ wordsMin })} />
                <IntegerInput label={t`to`} value={wordsMax} min={1} max={LOREM_MAX_RANGE} onChange={(wordsMax) => update({ wordsMax })} />
              </>
            )}
          </Row>
          <Row>
            <Checkbox label={t`Start with the classic opening`} checked={classicOpening} onChange={(classicOpening) => update({ classicOpening })} />
            <Checkbox label={t`Wrap paragraphs in <p>`} checked={html} onChange={(html) => update({ html })} />
            <Button size="small" onClick={() => update({ seed: randomSeed() })}>
              <IconRefresh size={16} aria-hidden /> {t`New text`}
            </Button>
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <TextInput label={t`Placeholder text`} value={result?.value ?? ''} readOnly multiline rows={12} copyable error={result?.error} />
          <p>
            {t`Words from:`} {LOREM_SOURCES[script].source} · {t`The same link gives the same text.`}
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}
