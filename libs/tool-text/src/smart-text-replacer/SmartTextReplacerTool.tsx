import { runWorkerJob } from '@handy-tools/compute';
import { Button, Card, Checkbox, DocumentJobStatus, LargeTextOutput, Row, Select, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import styles from './smart-text-replacer.module.css';
import { replaceText, type BreakPlace, type ReplaceResult, type ReplaceRule, type TextReplaceOptions, type WrapUnit } from './smart-text-replacer.js';
import type { SmartTextReplacerWorkerApi } from './smart-text-replacer.worker.js';
import { smartTextReplacerState } from './state.js';

/** Texts from this many characters on are processed in a Web Worker. */
const WORKER_CHARS = 200_000;

interface Request {
  text: string;
  rules: ReplaceRule[];
  options: TextReplaceOptions;
}

const inWorker = (r: Request, signal: AbortSignal): Promise<ReplaceResult> =>
  runWorkerJob<SmartTextReplacerWorkerApi, ReplaceResult>(
    () => new Worker(new URL('./smart-text-replacer.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-smart-text-replacer' }),
    (api) => api.replaceText(r.text, r.rules, r.options),
    signal,
  );
const compute = (r: Request) => replaceText(r.text, r.rules, r.options);
const isLarge = (r: Request) => r.text.length >= WORKER_CHARS;

const NEW_RULE = { find: '', replace: '', regex: false, caseSensitive: false, wholeWord: false, enabled: true } satisfies ReplaceRule;

/** Smart text replacer and line breaker: the UI. */
export default function SmartTextReplacerTool() {
  const { t, i18n } = useLingui();
  const [{ input, rules, joinLines, breakAt, breakPlace, wrapEvery, wrapUnit, keepWords }, update] = useToolState(smartTextReplacerState);
  const request = useMemo<Request>(
    () => ({ text: input, rules, options: { joinLines, breakAt, breakPlace, wrapEvery, wrapUnit, keepWords } }),
    [input, rules, joinLines, breakAt, breakPlace, wrapEvery, wrapUnit, keepWords],
  );
  const job = useJobResult(request, isLarge, compute, inWorker);
  const result = job.value;
  const setRule = (index: number, patch: Partial<(typeof rules)[number]>) => update({ rules: rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)) });

  return (
    <Stack>
      <Card>
        <TextInput label={t`Your text`} value={input} onChange={(input) => update({ input })} multiline rows={8} placeholder={t`Type or paste text…`} />
      </Card>
      <Card title={t`Rules, applied in order`}>
        <Stack>
          {rules.map((rule, i) => {
            const n = i + 1;
            const outcome = result?.rules[i];
            return (
              <div className={styles.rule} key={i} role="group" aria-label={t`Rule ${n}`}>
                <TextInput label={t`Find (rule ${n})`} value={rule.find} onChange={(find) => setRule(i, { find })} monospace spellCheck={false} />
                <TextInput label={t`Replace with (rule ${n})`} value={rule.replace} onChange={(replace) => setRule(i, { replace })} monospace spellCheck={false} hint={rule.regex ? t`$1, $<name>, $& refer to the match.` : undefined} />
                <Button size="small" onClick={() => update({ rules: rules.filter((_, j) => j !== i) })} aria-label={t`Remove rule ${n}`}>{t`Remove`}</Button>
                <div className={styles.flags}>
                  <Checkbox label={t`Regular expression`} checked={rule.regex} onChange={(regex) => setRule(i, { regex })} />
                  <Checkbox label={t`Match case`} checked={rule.caseSensitive} onChange={(caseSensitive) => setRule(i, { caseSensitive })} />
                  <Checkbox label={t`Whole words`} checked={rule.wholeWord} onChange={(wholeWord) => setRule(i, { wholeWord })} />
                  <Checkbox label={t`On`} checked={rule.enabled !== false} onChange={(enabled) => setRule(i, { enabled })} />
                  <output className={styles.count} aria-label={t`Replacements by rule ${n}`}>
                    {outcome && !outcome.error ? t`${i18n.number(outcome.count)} replaced` : ' '}
                  </output>
                </div>
                {outcome?.error && (
                  <p className={styles.error} role="alert">
                    {outcome.error}
                  </p>
                )}
              </div>
            );
          })}
          <Row>
            <Button size="small" onClick={() => update({ rules: [...rules, NEW_RULE] })} disabled={rules.length >= 100}>{t`Add a rule`}</Button>
          </Row>
        </Stack>
      </Card>
      <Card title={t`Line breaks`}>
        <Stack>
          <Row>
            <Checkbox label={t`Join lines (line breaks become spaces)`} checked={joinLines} onChange={(joinLines) => update({ joinLines })} />
          </Row>
          <Row>
            <Select<BreakPlace>
              label={t`Add a line break`}
              value={breakPlace}
              onChange={(breakPlace) => update({ breakPlace })}
              options={[
                { value: 'before', label: t`Before each match` },
                { value: 'after', label: t`After each match` },
                { value: 'instead', label: t`Instead of each match` },
              ]}
            />
            <TextInput label={t`Line break at (regular expression)`} value={breakAt} onChange={(breakAt) => update({ breakAt })} monospace spellCheck={false} error={job.error?.startsWith('Line break at') ? job.error : null} />
          </Row>
          <Row>
            <TextInput
              label={t`Break every (0: never)`}
              type="number"
              inputMode="numeric"
              value={String(wrapEvery)}
              onChange={(v) => {
                const value = Number(v);
                if (Number.isInteger(value) && value >= 0 && value <= 100_000) update({ wrapEvery: value });
              }}
            />
            <Select<WrapUnit>
              label={t`Unit`}
              value={wrapUnit}
              onChange={(wrapUnit) => update({ wrapUnit })}
              options={[
                { value: 'characters', label: t`Characters` },
                { value: 'words', label: t`Words` },
              ]}
            />
            {wrapUnit === 'characters' && <Checkbox label={t`Do not split words`} checked={keepWords} onChange={(keepWords) => update({ keepWords })} />}
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <DocumentJobStatus result={job} label={t`Replacing…`} />
          <LargeTextOutput label={t`Result`} value={result?.text ?? ''} fileName="text.txt" rows={8} />
        </Stack>
      </Card>
    </Stack>
  );
}
