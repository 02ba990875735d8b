import { Alert, attempt, Button, Card, CopyButton, downloadFile, FileUpload, IndentSelect, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { isContentParseError, SelectionType, type Content, type JSONEditorSelection, type JsonEditor, type OnChangeStatus } from 'vanilla-jsoneditor';
import { checkJson, locationAtOffset, locationIn, normalizedPath, stringifyJsonValue } from './json-editor.js';
import { JsonEditorView, type EditorMode } from './JsonEditorView.js';
import styles from './JsonEditorTool.module.css';
import { jsonEditorState } from './state.js';

/** Documents over this many characters are kept out of the tool's state (never stored, never in a link). */
const STATE_MAX_CHARS = 1_000_000;

/** The editor's content as text (tree and table modes hold a value: it is written with the chosen indentation). */
function textOf(content: Content, indent: number | 'tab'): string {
  return 'text' in content && typeof content.text === 'string' ? content.text : stringifyJsonValue((content as { json: unknown }).json, indent);
}

/** Parsed texts of the editor's content, so selecting again in a large document does not parse it again. */
const parsed = new WeakMap<Content, { value: unknown } | null>();

/** The JSON value of the editor's content (null when its text is not JSON). */
function valueOf(content: Content): { value: unknown } | null {
  if ('json' in content) return { value: content.json };
  if (!parsed.has(content)) {
    let read: { value: unknown } | null;
    try {
      read = { value: JSON.parse(content.text) as unknown };
    } catch {
      read = null;
    }
    parsed.set(content, read);
  }
  return parsed.get(content)!;
}

/**
 * The normalized path (RFC 9535) of what a selection points at: the selected key or value, the
 * node a caret is inside or after, the focus of a multiple selection, or the value under the
 * text caret; null when there is none.
 */
function selectionPath(content: Content, selection: JSONEditorSelection | undefined): string | null {
  if (!selection) return null;
  if (selection.type === SelectionType.text) {
    if (!('text' in content)) return null;
    const range = selection.ranges[selection.main];
    return range ? normalizedPath(locationAtOffset(content.text, range.head)) : null;
  }
  const path = selection.type === SelectionType.multi ? selection.focusPath : selection.path;
  const read = valueOf(content);
  const location = read ? locationIn(read.value, path) : null;
  return location ? normalizedPath(location) : null;
}

/** A text file ends with a line break. */
function withFinalNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/** A document opened from a file too large for the tool's state. */
interface LargeFile {
  name: string;
  chars: number;
}

/**
 * JSON Editor: vanilla-jsoneditor (its menu: tree, text and table modes, expand/collapse all,
 * search and replace with Ctrl+F, sort, transform, undo) with our own validation message (line
 * and column), a summary, opening a file, copy and download. The mode is an option (in the URL). The document is the tool's `input`;
 * a file over 1,000,000 characters is edited outside the state and said so.
 */
export default function JsonEditorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonEditorState);
  const { input } = state;
  const mode = state.mode as EditorMode;
  const indent = state.indent as number | 'tab'; // the schema allows 1–8 or 'tab' only
  const editorRef = useRef<JsonEditor | null>(null);
  const content = useRef<Content>({ text: input });
  const lastEmitted = useRef(input);
  const [initialContent] = useState<Content>(() => ({ text: input }));
  const [largeFile, setLargeFile] = useState<LargeFile | null>(null);
  const [largeError, setLargeError] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);

  // The document changed outside the editor (an example, a link, storage): show it.
  useEffect(() => {
    if (largeFile || input === lastEmitted.current) return;
    lastEmitted.current = input;
    content.current = { text: input };
    editorRef.current?.update({ text: input });
  }, [input, largeFile]);

  const onChange = (next: Content, status: OnChangeStatus) => {
    content.current = next;
    if (largeFile) {
      const errors = status.contentErrors;
      setLargeError(errors && isContentParseError(errors) ? errors.parseError.message : null);
      return;
    }
    const text = textOf(next, indent);
    lastEmitted.current = text;
    update({ input: text });
  };

  const open = (file: File) => {
    setReadError(null);
    file.text().then(
      (text) => {
        content.current = { text };
        if (text.length <= STATE_MAX_CHARS) {
          setLargeFile(null);
          lastEmitted.current = text;
          update({ input: text });
        } else {
          setLargeFile({ name: file.name, chars: text.length });
          setLargeError(null);
        }
        editorRef.current?.set({ text });
      },
      () => setReadError(t`The file could not be read.`),
    );
  };

  const closeLargeFile = () => {
    setLargeFile(null);
    setLargeError(null);
    content.current = { text: input };
    lastEmitted.current = input;
    editorRef.current?.set({ text: input });
  };

  const deferred = useDeferredValue(input);
  const check = useMemo(() => (largeFile ? null : attempt(() => checkJson(deferred))), [deferred, largeFile]);
  const summary = check?.value;
  const error = largeFile ? largeError : (check?.error ?? null);
  const typeName = summary ? { object: t`object`, array: t`array`, string: t`string`, number: t`number`, boolean: t`boolean`, null: 'null' }[summary.type] : '';

  return (
    <Stack>
      <Card>
        <div className={styles.toolbar}>
          <div className={styles.actions}>
            <Button size="small" onClick={() => downloadFile(withFinalNewline(textOf(content.current, indent)), largeFile?.name ?? 'document.json', 'application/json')}>
              <IconDownload size={16} aria-hidden /> {t`Download`}
            </Button>
            {!largeFile && <CopyButton value={input} label={t`Copy the JSON`} showLabel />}
          </div>
          <div className={styles.indent}>
            <IndentSelect tab min={1} value={indent} onChange={(indent) => update({ indent })} />
          </div>
        </div>
        <p className={styles.status}>{t`The editor's menu switches between tree, text and table modes, expands and collapses all (tree mode), formats, sorts, transforms and undoes. Search and replace: Ctrl+F (⌘F) inside the editor; the context menu: right click or Ctrl+Q.`}</p>
      </Card>
      {largeFile && (
        <Alert type="info" title={t`Large file`}>
          <p>
            <strong>{largeFile.name}</strong> ({(largeFile.chars / 1_000_000).toFixed(1)} MB):{' '}
            {t`too large to be remembered: it is not stored in this browser nor put in links. Download the document to keep your changes.`}
          </p>
          <Button size="small" onClick={closeLargeFile}>{t`Close the file and edit the typed document`}</Button>
        </Alert>
      )}
      {error && (
        <Alert type="error" title={t`Invalid JSON`}>
          {error}
        </Alert>
      )}
      <JsonEditorView
        initialContent={initialContent}
        mode={mode}
        indentation={indent === 'tab' ? '\t' : indent}
        ariaLabel={t`JSON document`}
        onChange={onChange}
        onChangeMode={(mode) => update({ mode })}
        onSelect={(selection) => setSelectedPath(selectionPath(content.current, selection))}
        editorRef={editorRef}
      />
      <TextInput
        label={t`JSONPath of the selected node`}
        value={selectedPath ?? ''}
        readOnly
        monospace
        copyable={selectedPath !== null}
        placeholder={t`Select a key or a value in the editor`}
        hint={t`A normalized path (RFC 9535): it selects exactly this node, e.g. in the jq/JSONPath tester.`}
        data-testid="json-editor-selected-path"
      />
      {summary && (
        <dl className={styles.summary} aria-label={t`Document summary`}>
          <div>
            <dt>{t`Valid JSON`}</dt>
            <dd>
              <output>{typeName}</output>
            </dd>
          </div>
          <div>
            <dt>{t`Values`}</dt>
            <dd>
              <output>{summary.values}</output>
            </dd>
          </div>
          <div>
            <dt>{t`Nesting depth`}</dt>
            <dd>
              <output>{summary.depth}</output>
            </dd>
          </div>
        </dl>
      )}
      {summary && (summary.warnings.length > 0 || summary.inexactNumbers.length > 0) && (
        <Alert type="warning" title={t`Check the document`}>
          <ul className={styles.warnings}>
            {summary.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
            {summary.inexactNumbers.length > 0 && (
              <li>
                {t`Tree and table modes read numbers as doubles and would change these; edit them in text mode:`} <code>{summary.inexactNumbers.join(', ')}</code>
              </li>
            )}
          </ul>
        </Alert>
      )}
      <FileUpload label={t`Open a JSON file`} accept=".json,.json5,.txt,.geojson,application/json" onFiles={(files) => files[0] && open(files[0])} />
      {readError && <Alert type="error">{readError}</Alert>}
    </Stack>
  );
}
