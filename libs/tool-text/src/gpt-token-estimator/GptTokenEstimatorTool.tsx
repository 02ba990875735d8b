import { Button, ButtonsSelect, Card, Checkbox, Progress, Row, Select, Stack, Table, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { encodeInWorker } from '../shared/tokens/tokens-client.js';
import { loadTokenizer, type Tokenizer } from '../shared/tokens/tokens.js';
import { costRows, countTokens, ENCODINGS, PRICES_AS_OF, PRICES_SOURCE, tokenPieces, type CostRow, type EncodingName, type TokenCount } from './gpt-token-estimator.js';
import styles from './GptTokenEstimatorTool.module.css';
import { gptTokenEstimatorState } from './state.js';

/** From this many characters on, a plain text is tokenised in a worker (~5 MB/s on the main thread). */
const TOKEN_WORKER_CHARS = 100_000;
/** Tokens shown coloured at most. */
const SHOWN_TOKENS = 1000;

interface Job {
  text: string;
  encoding: EncodingName;
  mode: 'text' | 'chat';
}

interface Counted extends TokenCount {
  tokenizer: Tokenizer;
}

async function run(job: Job, signal: AbortSignal): Promise<Counted> {
  const tokenizer = await loadTokenizer(job.encoding);
  if (job.mode === 'text' && job.text.length >= TOKEN_WORKER_CHARS) {
    const ids = await encodeInWorker(job.text, job.encoding, signal);
    return { count: ids.length, ids, messages: null, tokenizer };
  }
  return { ...countTokens(job.text, job.mode, tokenizer), tokenizer };
}

/** GPT token counter: the UI. The tokenizer's ranks load on first use; big texts are tokenised in a worker. */
export default function GptTokenEstimatorTool() {
  const { t, i18n } = useLingui();
  const [{ input, encoding, mode, showIds }, update] = useToolState(gptTokenEstimatorState);
  const deferred = useDeferredValue(input);
  const job = useMemo<Job | null>(() => (deferred.trim() === '' ? null : { text: deferred, encoding, mode }), [deferred, encoding, mode]);
  const [cancelled, setCancelled] = useState<Job | null>(null);
  const result = useAsyncResult(job !== null && job === cancelled ? null : job, run);
  const value = result.status === 'done' ? result.value : null;
  const pieces = useMemo(() => (value?.ids ? tokenPieces(value.ids, value.tokenizer.decode, SHOWN_TOKENS) : []), [value]);
  const usd = (n: number) => i18n.number(n, { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 });

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <Select<EncodingName>
              label={t`Encoding`}
              value={encoding}
              onChange={(encoding) => update({ encoding })}
              options={ENCODINGS.map((e) => ({ value: e, label: e === 'o200k_base' ? t`o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series)` : t`cl100k_base (GPT-4, GPT-3.5)` }))}
            />
            <ButtonsSelect<'text' | 'chat'>
              label={t`Input`}
              size="small"
              value={mode}
              onChange={(mode) => update({ mode })}
              options={[
                { value: 'text', label: t`Plain text` },
                { value: 'chat', label: t`Chat messages (JSON)` },
              ]}
            />
          </Row>
          <TextInput
            label={mode === 'chat' ? t`Chat messages (OpenAI format)` : t`Text`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={8}
            monospace={mode === 'chat'}
            error={result.status === 'error' ? result.message : null}
            placeholder={mode === 'chat' ? '[{"role": "user", "content": "Hello"}]' : t`Type or paste text…`}
          />
          <div className={styles.summary}>
            {result.status === 'pending' && (
              <Row>
                <Progress label={t`Counting tokens…`} />
                {job && job.text.length >= TOKEN_WORKER_CHARS && (
                  <Button size="small" onClick={() => setCancelled(job)}>{t`Cancel`}</Button>
                )}
              </Row>
            )}
            {job !== null && job === cancelled && (
              <Row>
                <p role="status">{t`Cancelled.`}</p>
                <Button size="small" onClick={() => setCancelled(null)}>{t`Run again`}</Button>
              </Row>
            )}
            {result.status !== 'pending' && (
              <p role="status" aria-label={t`Token count`}>
                {value ? (value.messages !== null ? t`${i18n.number(value.count)} tokens (messages: ${value.messages}, with the per-message overhead)` : t`${i18n.number(value.count)} tokens`) : ''}
              </p>
            )}
          </div>
        </Stack>
      </Card>
      {mode === 'text' && (
        <Card title={t`Tokens`}>
          <Stack>
            <Checkbox label={t`Show token ids`} checked={showIds} onChange={(showIds) => update({ showIds })} />
            <div className={styles.tokens} role="region" aria-label={t`Tokens of the text`}>
              {showIds
                ? pieces.flatMap((p) => p.ids).join(', ')
                : pieces.map((p, i) => (
                    <span key={i} className={`${styles.token} ${styles[`t${i % 5}`]}`} title={p.ids.join(', ')}>
                      {p.text}
                    </span>
                  ))}
            </div>
            {value?.ids && value.ids.length > SHOWN_TOKENS && <p>{t`The first ${SHOWN_TOKENS} tokens are shown.`}</p>}
          </Stack>
        </Card>
      )}
      <Card title={t`Estimated cost`}>
        <Stack>
          <Table<CostRow>
            aria-label={t`Estimated cost`}
            dense
            rows={costRows(value?.count ?? 0, encoding)}
            getRowKey={(r) => r.model}
            rowHeader="model"
            columns={[
              { key: 'model', header: t`Model` },
              { key: 'inputCost', header: t`As input`, render: (r) => usd(r.inputCost) },
              { key: 'outputCost', header: t`As output`, render: (r) => usd(r.outputCost) },
              { key: 'input', header: t`Per 1M tokens (in / out)`, render: (r) => `${usd(r.input)} / ${usd(r.output)}` },
            ]}
          />
          <p>
            {t`Prices as of ${PRICES_AS_OF}, standard tier, from`}{' '}
            <a href={PRICES_SOURCE} target="_blank" rel="noopener noreferrer">
              {PRICES_SOURCE}
            </a>
            . {t`Check the current prices before relying on them.`}
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}
