import { createWarmWorker } from '@handy-tools/compute';
import {
  Button,
  Card,
  Checkbox,
  CopyButton,
  DocumentJobStatus,
  IntegerInput,
  Select,
  Stack,
  TextInput,
  useJobResult,
  useToolState,
} from '@handy-tools/ui';
import { sanitizeHtml } from '@handy-tools/ui/markdown';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { HIGHLIGHT_LANGUAGES, HIGHLIGHT_THEMES, type HighlightOptions, type HighlightResult } from './code-highlighter.js';
import type { CodeHighlighterWorkerApi } from './code-highlighter.worker.js';
import { codeHighlighterState } from './state.js';
import styles from './CodeHighlighterTool.module.css';

// One warm worker: Shiki, its grammars and themes load once; each keystroke then tokenises quickly off the page.
const worker = createWarmWorker<CodeHighlighterWorkerApi>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./code-highlighter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-code-highlighter' }),
);

const LANGUAGE_OPTIONS = Object.entries(HIGHLIGHT_LANGUAGES).map(([value, { label }]) => ({ value, label }));
const THEME_OPTIONS = Object.entries(HIGHLIGHT_THEMES).map(([value, { label }]) => ({ value, label }));

interface Job {
  code: string;
  options: HighlightOptions;
}

/** Code highlighter: the UI. Shiki runs in a Web Worker; its HTML is sanitised before it is shown. */
export default function CodeHighlighterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(codeHighlighterState);
  const { code, lang, theme, lineNumbers, startLine, highlightLines, transparentBackground } = state;
  const request = useMemo<Job | null>(
    () => (code === '' ? null : { code, options: { lang, theme, lineNumbers, startLine, highlightLines, transparentBackground } }),
    [code, lang, theme, lineNumbers, startLine, highlightLines, transparentBackground],
  );
  const always = useCallback(() => true, []);
  const never = useCallback((): HighlightResult => {
    throw new Error('Shiki highlights in a worker');
  }, []);
  const inWorker = useCallback((job: Job, signal: AbortSignal) => worker.run((api) => api.highlight(job.code, job.options), signal), []);
  const result = useJobResult(request, always, never, inWorker);
  // Shiki escapes the code; the HTML is still sanitised (inline styles kept) before it reaches the page.
  const html = useMemo(() => (result.value ? sanitizeHtml(result.value.html, { styleAttributes: true }).html : ''), [result.value]);
  const lineCount = useMemo(() => (result.value && request ? request.code.split(/\r\n?|\n/).length : 0), [result.value, request]);
  const [richCopied, setRichCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const linesError = result.error && /line|range/i.test(result.error) && highlightLines.trim() !== '' ? result.error : null;

  const copyRich = () => {
    const item = new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([code], { type: 'text/plain' }),
    });
    navigator.clipboard.write([item]).then(
      () => setRichCopied('done'),
      () => setRichCopied('failed'),
    );
  };

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.select}>
            <Select
              label={t`Language`}
              options={LANGUAGE_OPTIONS}
              value={lang}
              searchable
              onChange={(value) => update({ lang: value as typeof lang })}
            />
          </div>
          <div className={styles.select}>
            <Select
              label={t`Theme`}
              options={THEME_OPTIONS}
              value={theme}
              searchable
              onChange={(value) => update({ theme: value as typeof theme })}
            />
          </div>
          <Checkbox label={t`Line numbers`} checked={lineNumbers} onChange={(value) => update({ lineNumbers: value })} />
          <div className={styles.narrow}>
            <IntegerInput
              label={t`First line number`}
              min={0}
              max={1_000_000_000}
              value={startLine}
              onChange={(value) => update({ startLine: value })}
            />
          </div>
          <div className={styles.select}>
            <TextInput
              label={t`Highlighted lines`}
              placeholder="3, 7-9"
              value={highlightLines}
              onChange={(value) => update({ highlightLines: value })}
              error={linesError}
            />
          </div>
          <Checkbox
            label={t`Transparent background`}
            checked={transparentBackground}
            onChange={(value) => update({ transparentBackground: value })}
          />
        </div>
      </Card>
      <Card>
        <Stack>
          <TextInput
            label={t`Code`}
            value={code}
            onChange={(value) => update({ code: value })}
            multiline
            rows={10}
            monospace
            placeholder={t`Paste your code here…`}
            error={linesError ? null : result.error}
          />
          <div className={styles.actions}>
            <Button onClick={copyRich} disabled={!html}>
              {t`Copy as rich text`}
            </Button>
            <CopyButton value={html} label={t`Copy HTML`} showLabel disabled={!html} />
            <CopyButton value={code} label={t`Copy code`} showLabel disabled={!code} />
            {/* A short named output: how many lines the preview shows (empty until it is ready). */}
            <output aria-label={t`Line count`}>{html ? t`Lines: ${lineCount}` : ''}</output>
            <span role="status" aria-live="polite">
              {richCopied === 'done'
                ? t`Copied with its colours: paste into a document or an e-mail.`
                : richCopied === 'failed'
                  ? t`The browser refused to copy.`
                  : ''}
            </span>
          </div>
          <div className={styles.status}>
            {code.length >= 50_000 && <DocumentJobStatus result={result} label={t`Highlighting in the background…`} />}
          </div>
          {/* Sanitised HTML (Shiki's escaped tokens with inline colours); focusable so keyboard users can scroll it. */}
          <div
            className={styles.preview}
            role="region"
            aria-label={t`Highlighted code`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
