import { Alert, ButtonsSelect, Button, Card, Checkbox, Collapse, DocumentInput, IndentSelect, LargeTextOutput, type OpenedDocument, Progress, Row, Stack, TextInput, useAsyncResult, useDebounced, useToolState, WORKER_INPUT_CHARS } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { endQueryWorker, runQueryInWorker } from './jq-client.js';
import { jqFlags, runJsonPathJob, type QueryIndent, type QueryJob, type QueryLanguage, type QueryOutcome } from './jq-tester.js';
import styles from './JqTesterTool.module.css';
import { JsonNotices } from '../shared/JsonNotices.js';
import { jqTesterState } from './state.js';

/** A short cheat sheet: one click puts the query in the field. */
const CHEATS: Record<QueryLanguage, { query: string; text: string }[]> = {
  jq: [
    { query: '.', text: 'the whole input (pretty-printed)' },
    { query: '.store.book[0]', text: 'a member, an array element' },
    { query: '.store.book[]', text: 'every element, one result each' },
    { query: '.store.book[] | .title', text: 'pipe results into another filter' },
    { query: '[.store.book[] | select(.price > 10)]', text: 'keep what matches, collect into an array' },
    { query: '.store.book | map(.price) | add', text: 'map, then sum' },
    { query: '.store | keys', text: 'sorted keys of an object' },
    { query: '.store.bicycle | to_entries', text: 'object → [{key, value}]' },
    { query: '.store.book | length', text: 'length of an array, object or string' },
    { query: '.store.book[] | "\\(.author): \\(.title)"', text: 'string interpolation (use -r)' },
    { query: '[paths(type == "number")]', text: 'paths to every number' },
    { query: '.store.book | sort_by(.price) | reverse', text: 'sort by a field, descending' },
  ],
  jsonpath: [
    { query: '$', text: 'the root node' },
    { query: '$.store.book[0].title', text: 'child members and an index' },
    { query: '$.store.book[*]', text: 'wildcard: every element' },
    { query: '$..price', text: 'descendants: every price, at any depth' },
    { query: '$.store.book[-1]', text: 'the last element' },
    { query: '$.store.book[0:2]', text: 'a slice: elements 0 and 1' },
    { query: '$.store.book[?@.isbn]', text: 'filter: elements that have a member' },
    { query: '$.store.book[?@.price < 10 && @.category == "fiction"]', text: 'filter with comparisons' },
    { query: '$.store.book[?length(@.title) > 15]', text: 'function extension length()' },
    { query: '$.store.book[?search(@.author, "[Mm]el")]', text: 'regular expression search()' },
  ],
};

/**
 * Jq/JSONPath Tester: the UI. jq runs in a Web Worker (a runaway filter is stopped with Cancel);
 * JSONPath runs as you type, in the worker for documents over ~1 MB. Errors show next to the
 * field they concern: the JSON or the query.
 */
export default function JqTesterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jqTesterState);
  const { language, query, json5, rawOutput, compact, slurp, nullInput, sortKeys, paths } = state;
  const indent = state.indent as QueryIndent; // the schema allows 0–7 or 'tab' only
  // An opened file is not state: never stored nor put in a link.
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const input = document?.text ?? state.input;
  const current = useMemo<QueryJob>(
    () => ({ language, input, query, json5, rawOutput, compact, slurp, nullInput, sortKeys, paths, indent }),
    [language, input, query, json5, rawOutput, compact, slurp, nullInput, sortKeys, paths, indent],
  );
  const job = useDebounced(current, 200);
  // JSONPath runs here below the shared worker threshold; jq always runs in a worker (a filter may never end).
  const inline = job.language === 'jsonpath' && job.input.length < WORKER_INPUT_CHARS;
  const inlineOutcome = useMemo<QueryOutcome | null>(() => (inline ? runJsonPathJob(job) : null), [inline, job]);
  const [cancelledJob, setCancelledJob] = useState<QueryJob | null>(null);
  const cancelled = !inline && cancelledJob === job;
  const remote = useAsyncResult(inline || cancelled ? null : job, runQueryInWorker);
  useEffect(() => endQueryWorker, []); // leaving the tool gives back jq's memory
  const outcome = inlineOutcome ?? (remote.status === 'done' ? remote.value : null);
  const pending = remote.status === 'pending';

  // While a query runs, the previous outcome stays in view.
  const [shown, setShown] = useState<QueryOutcome | null>(null);
  if (outcome && outcome !== shown) setShown(outcome);
  const result = shown?.ok ? shown.result : null;
  const error = shown && !shown.ok ? shown : null;
  const isJq = language === 'jq';
  const queryLabel = isJq ? t`jq filter` : t`JSONPath query`;

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <ButtonsSelect
            label={t`Language`}
            options={[
              { value: 'jq', label: 'jq' },
              { value: 'jsonpath', label: t`JSONPath (RFC 9535)` },
            ]}
            value={language}
            onChange={(language) => update({ language })}
          />
          <Checkbox label={t`Accept JSON5 input`} checked={json5} onChange={(json5) => update({ json5 })} />
          <div className={styles.indent}>
            <IndentSelect tab max={7} value={indent} onChange={(indent) => update({ indent: indent as QueryIndent })} />
          </div>
        </div>
        <div className={styles.options}>
          {isJq ? (
            <>
              <Checkbox label={t`Raw output (-r)`} checked={rawOutput} onChange={(rawOutput) => update({ rawOutput })} />
              <Checkbox label={t`Compact (-c)`} checked={compact} onChange={(compact) => update({ compact })} />
              <Checkbox label={t`Slurp into an array (-s)`} checked={slurp} onChange={(slurp) => update({ slurp })} />
              <Checkbox label={t`Null input (-n)`} checked={nullInput} onChange={(nullInput) => update({ nullInput })} />
              <Checkbox label={t`Sort keys (-S)`} checked={sortKeys} onChange={(sortKeys) => update({ sortKeys })} />
            </>
          ) : (
            <>
              <Checkbox label={t`Show normalized paths instead of values`} checked={paths} onChange={(paths) => update({ paths })} />
              <Checkbox label={t`Compact`} checked={compact} onChange={(compact) => update({ compact })} />
            </>
          )}
        </div>
      </Card>
      <TextInput
        label={queryLabel}
        value={query}
        onChange={(query) => update({ query })}
        multiline
        monospace
        rows={3}
        error={error?.field === 'query' ? error.message : null}
        placeholder={isJq ? '.store.book[] | select(.price < 10) | .title' : '$.store.book[?@.price < 10].title'}
        hint={
          isJq ? (
            <>
              {t`jq 1.7 (compiled to WebAssembly), run as:`} <code>{['jq', '-M', ...jqFlags({ ...state, indent }), '<filter>'].join(' ')}</code>
            </>
          ) : (
            t`JSONPath as standardised in RFC 9535; the result is the list of nodes found.`
          )
        }
      />
      {!isJq && result?.queryHint && (
        <Alert type="info" title={t`Nothing found: RFC 9535 reads this query differently`}>
          {result.queryHint}
        </Alert>
      )}
      <Collapse title={isJq ? t`jq cheat sheet` : t`JSONPath cheat sheet`}>
        <ul className={styles.cheats}>
          {CHEATS[language].map((c) => (
            <li key={c.query}>
              <Button size="small" variant="subtle" onClick={() => update({ query: c.query })}>
                <code>{c.query}</code>
              </Button>
              <span className={styles.cheatText}>{c.text}</span>
            </li>
          ))}
        </ul>
      </Collapse>
      <div className={styles.panes}>
        <Stack>
          <DocumentInput
            label={t`JSON input`}
            value={state.input}
            onChange={(input) => update({ input })}
            document={document}
            onDocument={setDocument}
            accept=".json,.json5,.txt,application/json"
            rows={16}
            error={error?.field === 'input' ? error.message : null}
            hint={json5 ? t`JSON5 is accepted (comments, trailing commas, unquoted keys).` : t`Strict JSON (RFC 8259), one document.`}
          />
          {error?.field !== 'input' && <JsonNotices notices={result?.notices} />}
        </Stack>
        <Stack>
          {pending && (
            <Row>
              <Progress label={isJq ? t`Running jq…` : t`Running the query…`} />
              <Button size="small" onClick={() => setCancelledJob(job)}>{t`Cancel`}</Button>
            </Row>
          )}
          {cancelled && (
            <Row>
              <p role="status">{t`Cancelled: the query was stopped.`}</p>
              <Button size="small" onClick={() => setCancelledJob(null)}>{t`Run again`}</Button>
            </Row>
          )}
          <LargeTextOutput
            label={t`Result`}
            value={error ? error.output : (result?.output ?? '')}
            fileName={isJq && rawOutput ? 'result.txt' : 'result.json'}
            mimeType={isJq && rawOutput ? 'text/plain' : 'application/json'}
            rows={16}
            hint={
              error
                ? error.output
                  ? t`Output before the error.`
                  : t`No result: see the error message.`
                : result?.count != null
                  ? (
                      <>
                        {t`Nodes found:`} <output aria-label={t`Nodes found`}>{result.count}</output>
                      </>
                    )
                  : undefined
            }
          />
          {result?.messages && <TextInput label={t`jq messages (standard error)`} value={result.messages} readOnly multiline monospace rows={4} />}
        </Stack>
      </div>
      {result && result.warnings.length > 0 && (
        <Alert type="warning" title={t`Check the input`}>
          <ul className={styles.warnings}>
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
