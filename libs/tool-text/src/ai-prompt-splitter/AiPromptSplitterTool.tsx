import { runWorkerJob } from '@handy-tools/compute';
import { Button, ButtonsSelect, Card, CopyButton, IntegerInput, Progress, Row, Select, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { ENCODINGS, type EncodingName } from '../shared/tokens/tokens.js';
import { DEFAULT_FINAL_INSTRUCTION, DEFAULT_PART_TEMPLATE, type PromptPart } from './ai-prompt-splitter.js';
import type { AiPromptSplitterWorkerApi } from './ai-prompt-splitter.worker.js';
import { runSplitJob, type SplitJob } from './split-job.js';
import { aiPromptSplitterState } from './state.js';

/** From this many characters on, the text is split in a worker. */
const SPLIT_WORKER_CHARS = 50_000;
/** The placeholders of the template (kept out of the translated text: braces are ICU syntax). */
const I = '{i}';
const N = '{n}';

/** Parts shown at most. */
const SHOWN_PARTS = 200;

function run(job: SplitJob, signal: AbortSignal): Promise<PromptPart[]> {
  if (job.text.length < SPLIT_WORKER_CHARS) return runSplitJob(job);
  return runWorkerJob<AiPromptSplitterWorkerApi, PromptPart[]>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./ai-prompt-splitter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-ai-prompt-splitter' }),
    (api) => api.split(job),
    signal,
  );
}

/** AI prompt splitter: the UI. */
export default function AiPromptSplitterTool() {
  const { t, i18n } = useLingui();
  const [{ input, unit, limit, encoding, template, finalInstruction }, update] = useToolState(aiPromptSplitterState);
  const deferred = useDeferredValue(input);
  const job = useMemo<SplitJob | null>(
    () => (deferred.trim() === '' ? null : { text: deferred, unit, limit, encoding, template, finalInstruction }),
    [deferred, unit, limit, encoding, template, finalInstruction],
  );
  const [cancelled, setCancelled] = useState<SplitJob | null>(null);
  const result = useAsyncResult(job !== null && job === cancelled ? null : job, run);
  const parts = result.status === 'done' ? result.value : null;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Long text`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={8}
            error={result.status === 'error' ? result.message : null}
            placeholder={t`Paste the text to send in parts…`}
          />
          <Row>
            <ButtonsSelect<'tokens' | 'characters'>
              label={t`Measure parts in`}
              size="small"
              value={unit}
              onChange={(unit) => update({ unit })}
              options={[
                { value: 'tokens', label: t`Tokens` },
                { value: 'characters', label: t`Characters` },
              ]}
            />
            <IntegerInput label={t`At most per part`} value={limit} min={1} max={10_000_000} onChange={(limit) => update({ limit })} />
            {unit === 'tokens' && (
              <Select<EncodingName>
                label={t`Encoding`}
                value={encoding}
                onChange={(encoding) => update({ encoding })}
                options={ENCODINGS.map((e) => ({ value: e, label: e === 'o200k_base' ? t`o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series)` : t`cl100k_base (GPT-4, GPT-3.5)` }))}
              />
            )}
          </Row>
          <TextInput
            label={t`Instruction before each part (${I}: its number, ${N}: the count)`}
            value={template}
            onChange={(template) => update({ template })}
            multiline
            rows={2}
            placeholder={DEFAULT_PART_TEMPLATE}
          />
          <TextInput label={t`Instruction after the last part`} value={finalInstruction} onChange={(finalInstruction) => update({ finalInstruction })} multiline rows={2} placeholder={DEFAULT_FINAL_INSTRUCTION} />
          <Row>
            <Button size="small" onClick={() => update({ template: DEFAULT_PART_TEMPLATE, finalInstruction: DEFAULT_FINAL_INSTRUCTION })}>{t`Default instructions`}</Button>
          </Row>
          <div>
            {result.status === 'pending' && (
              <Row>
                <Progress label={t`Splitting…`} />
                {job && <Button size="small" onClick={() => setCancelled(job)}>{t`Cancel`}</Button>}
              </Row>
            )}
            {job !== null && job === cancelled && (
              <Row>
                <p role="status">{t`Cancelled.`}</p>
                <Button size="small" onClick={() => setCancelled(null)}>{t`Run again`}</Button>
              </Row>
            )}
            <p role="status" aria-label={t`Parts`}>
              {parts ? t`${parts.length} parts` : ''}
            </p>
          </div>
        </Stack>
      </Card>
      {parts?.slice(0, SHOWN_PARTS).map((part, i) => (
        <Card key={i} title={t`Part ${i + 1} of ${parts.length}`}>
          <Stack>
            <TextInput label={t`Part ${i + 1}`} hideLabel value={part.prompt} readOnly multiline rows={6} />
            <Row>
              <CopyButton value={part.prompt} label={t`Copy part ${i + 1}`} showLabel />
              <span>{unit === 'tokens' ? t`${i18n.number(part.size)} tokens` : t`${i18n.number(part.size)} characters`}</span>
            </Row>
          </Stack>
        </Card>
      ))}
      {parts && parts.length > SHOWN_PARTS && <p>{t`The first ${SHOWN_PARTS} parts are shown; raise the limit to get fewer.`}</p>}
    </Stack>
  );
}
