import { useEffect, useRef, type RefObject } from 'react';
import {
  createJSONEditor,
  jmespathQueryLanguage,
  jsonpathQueryLanguage,
  jsonQueryLanguage,
  type Content,
  type JSONEditorSelection,
  type JsonEditor,
  type Mode,
  type OnChangeStatus,
} from 'vanilla-jsoneditor';
import styles from './JsonEditorView.module.css';

/** The editor's modes. */
export type EditorMode = 'tree' | 'text' | 'table';

/** Props of {@link JsonEditorView}. */
export interface JsonEditorViewProps {
  /** The content when the editor is created; later changes go through `editorRef` (`update`, `set`). */
  initialContent: Content;
  mode: EditorMode;
  /** Indentation when the editor formats or writes text: a number of spaces, or `'\t'`. */
  indentation: number | string;
  /** Accessible name of the editor. */
  ariaLabel: string;
  onChange: (content: Content, status: OnChangeStatus) => void;
  onChangeMode: (mode: EditorMode) => void;
  /** The selection or caret moved (undefined: nothing selected). */
  onSelect?: (selection: JSONEditorSelection | undefined) => void;
  /** Receives the vanilla-jsoneditor instance (null once destroyed). */
  editorRef: RefObject<JsonEditor | null>;
}

/** Names of vanilla-jsoneditor's icon-only controls that have no title. */
const ICON_NAMES: [string, string][] = [
  ['jse-navigation-bar-arrow', 'Show the paths inside'],
  ['jse-open-dropdown', 'More options'],
  ['jse-close', 'Close'],
];

/**
 * Repairs the ARIA of vanilla-jsoneditor 3.x that axe-core flags as serious. Its `tree`, `table`
 * and context `menu` containers hold buttons and an input (not allowed in those roles) and its
 * treeitems nest without `group`s: they become plain labelled `group`s, the treeitems lose their
 * role and `aria-selected` (keyboard use is unchanged: the editor handles keys itself). Icon-only
 * buttons and fields named by nothing or only a `title` get an `aria-label`.
 */
function repairAccessibility(root: HTMLElement, label: string) {
  for (const el of root.querySelectorAll('[role="tree"], [role="table"], [role="menu"]')) {
    if (el.getAttribute('role') === 'menu') el.setAttribute('aria-label', 'Context menu');
    else el.setAttribute('aria-label', label);
    el.setAttribute('role', 'group');
  }
  // A dropdown button is a wrapper holding two buttons: it must not be a button itself.
  for (const el of root.querySelectorAll('.jse-dropdown-button[role="button"]')) el.removeAttribute('role');
  for (const el of root.querySelectorAll('[role="treeitem"], [aria-selected]:not([role])')) {
    el.removeAttribute('role');
    el.removeAttribute('aria-selected');
  }
  for (const el of root.querySelectorAll<HTMLElement>('button:not([aria-label]), [role="button"]:not([aria-label])')) {
    if ((el.textContent ?? '').trim() !== '') continue;
    const name = el.getAttribute('title') || ICON_NAMES.find(([cls]) => el.classList.contains(cls))?.[1];
    if (name) el.setAttribute('aria-label', name);
  }
  for (const el of root.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea')) {
    if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')) continue;
    if (el.labels && [...el.labels].some((l) => (l.textContent ?? '').trim() !== '')) continue;
    const header = el.closest('tr')?.querySelector('th')?.textContent?.trim();
    el.setAttribute('aria-label', el.getAttribute('title') || el.getAttribute('placeholder') || header || label);
  }
}

// jsonquery, JSONPath and JMESPath only: the JavaScript and Lodash query languages compile code
// with `new Function`, which the app's Content-Security-Policy forbids.
const QUERY_LANGUAGES = [jsonQueryLanguage, jsonpathQueryLanguage, jmespathQueryLanguage];

/**
 * vanilla-jsoneditor (svelte-jsoneditor's framework-free build) in React: created on mount,
 * destroyed on unmount, its props updated when they change; themed by the app's CSS custom
 * properties (light and dark).
 */
export function JsonEditorView({ initialContent, mode, indentation, ariaLabel, onChange, onChangeMode, onSelect, editorRef }: JsonEditorViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const initial = useRef(initialContent);
  const callbacks = useRef({ onChange, onChangeMode, onSelect });
  useEffect(() => {
    callbacks.current = { onChange, onChangeMode, onSelect };
  });

  useEffect(() => {
    if (!container.current) return;
    const editor = createJSONEditor({
      target: container.current,
      props: {
        content: initial.current,
        mode: mode as Mode,
        indentation,
        ariaLabel,
        queryLanguages: QUERY_LANGUAGES,
        onChange: (content: Content, _previous: Content, status: OnChangeStatus) => callbacks.current.onChange(content, status),
        onChangeMode: (next: Mode) => callbacks.current.onChangeMode(next as EditorMode),
        onSelect: (selection: JSONEditorSelection | undefined) => callbacks.current.onSelect?.(selection),
      },
    });
    editorRef.current = editor;
    const target = container.current;
    repairAccessibility(target, ariaLabel);
    const observer = new MutationObserver(() => repairAccessibility(target, ariaLabel));
    observer.observe(target, { childList: true, subtree: true, attributeFilter: ['aria-selected', 'role'] });
    return () => {
      observer.disconnect();
      editorRef.current = null;
      void editor.destroy();
    };
    // Created once; mode and label changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    editorRef.current?.updateProps({ mode: mode as Mode, indentation, ariaLabel });
  }, [mode, indentation, ariaLabel, editorRef]);

  return <div ref={container} className={styles.editor} />;
}
