import {
  attempt,
  Card,
  Checkbox,
  Collapse,
  IndentSelect,
  LargeTextOutput,
  Row,
  Select,
  Stack,
  TextInput,
  useToolState,
} from '@handy-tools/ui';
import { sanitizeHtml } from '@handy-tools/ui/markdown';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import {
  cleanHtml,
  DEFAULT_KEPT_ATTRIBUTES,
  type HtmlAttributeMode,
  type HtmlCleanerOptions,
  type HtmlCleanerResult,
} from './html-cleaner.js';
import { htmlCleanerState } from './state.js';
import styles from './HtmlCleaner.module.css';

/** HTML cleaner: the UI. The input is parsed inert and sanitised (DOMPurify); nothing in it runs. */
export default function HtmlCleanerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(htmlCleanerState);
  const {
    input,
    attributes,
    keepAttributes,
    removeStyles,
    removeClassesAndIds,
    removeDataAttributes,
    removeComments,
    removeEmpty,
    unwrapSpans,
    officeCleanup,
    indent,
    pasteHtml,
  } = state;
  const options = useMemo<HtmlCleanerOptions>(
    () => ({
      attributes,
      keepAttributes,
      removeStyles,
      removeClassesAndIds,
      removeDataAttributes,
      removeComments,
      removeEmpty,
      unwrapSpans,
      officeCleanup,
      indent,
    }),
    [
      attributes,
      keepAttributes,
      removeStyles,
      removeClassesAndIds,
      removeDataAttributes,
      removeComments,
      removeEmpty,
      unwrapSpans,
      officeCleanup,
      indent,
    ],
  );
  const source = useDeferredValue(input);
  // Cleaning needs the DOM: computed after hydration (an effect), never while prerendering.
  const [result, setResult] = useState<{ value?: HtmlCleanerResult; error?: string | null } | null>(null);
  useEffect(() => {
    setResult(source.trim() === '' ? null : attempt(() => cleanHtml(source, options)));
  }, [source, options]);
  const cleaned = result?.value;
  const preview = useMemo(() => (cleaned?.html ? sanitizeHtml(cleaned.html, { remoteImages: false }).html : ''), [cleaned]);

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = pasteHtml ? event.clipboardData.getData('text/html') : '';
    const field = event.target as HTMLTextAreaElement;
    if (!html || field.tagName !== 'TEXTAREA') return;
    event.preventDefault();
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? field.value.length;
    update({ input: field.value.slice(0, start) + html + field.value.slice(end) });
  };

  let summary = '';
  if (cleaned) {
    const { before, after } = cleaned;
    const elements = before.elements - after.elements;
    const attributeCount = before.attributes - after.attributes;
    summary = t`Removed ${elements} element(s) and ${attributeCount} attribute(s).`;
  }

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <Select<HtmlAttributeMode>
              label={t`Attributes`}
              value={attributes}
              onChange={(attributes) => update({ attributes })}
              options={[
                { value: 'list', label: t`Keep only these` },
                { value: 'all', label: t`Keep all safe ones` },
              ]}
            />
            {attributes === 'list' && (
              <TextInput
                label={t`Attributes to keep`}
                value={keepAttributes}
                onChange={(keepAttributes) => update({ keepAttributes })}
                placeholder={DEFAULT_KEPT_ATTRIBUTES}
                spellCheck={false}
                monospace
              />
            )}
            <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          </Row>
          <Row>
            <Checkbox label={t`Remove styles`} checked={removeStyles} onChange={(removeStyles) => update({ removeStyles })} />
            <Checkbox
              label={t`Remove classes and ids`}
              checked={removeClassesAndIds}
              onChange={(removeClassesAndIds) => update({ removeClassesAndIds })}
            />
            <Checkbox
              label={t`Remove data-* attributes`}
              checked={removeDataAttributes}
              onChange={(removeDataAttributes) => update({ removeDataAttributes })}
            />
            <Checkbox label={t`Remove comments`} checked={removeComments} onChange={(removeComments) => update({ removeComments })} />
            <Checkbox label={t`Remove empty elements`} checked={removeEmpty} onChange={(removeEmpty) => update({ removeEmpty })} />
            <Checkbox label={t`Unwrap span and font`} checked={unwrapSpans} onChange={(unwrapSpans) => update({ unwrapSpans })} />
            <Checkbox
              label={t`Word and Google Docs clean-up`}
              checked={officeCleanup}
              onChange={(officeCleanup) => update({ officeCleanup })}
            />
            <Checkbox label={t`Paste rich text as HTML`} checked={pasteHtml} onChange={(pasteHtml) => update({ pasteHtml })} />
          </Row>
        </Stack>
      </Card>
      <div onPaste={onPaste}>
        <TextInput
          label={t`HTML to clean`}
          value={input}
          onChange={(input) => update({ input })}
          multiline
          rows={10}
          monospace
          spellCheck={false}
          placeholder={t`Paste from Word, Google Docs or a web page, or type HTML…`}
          error={result?.error}
          hint={t`Scripts, <style>, event handlers and javascript: links are always removed.`}
        />
      </div>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      <LargeTextOutput label={t`Cleaned HTML`} value={cleaned?.html ?? ''} fileName="cleaned.html" mimeType="text/html" rows={12} />
      <Collapse title={t`Preview`}>
        {/* Sanitised again, remote images blocked: nothing loads or runs. */}
        <div
          className={styles.preview}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t`Preview of the cleaned HTML`}
          role="region"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </Collapse>
    </Stack>
  );
}
