import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useRef } from 'react';
import { ToolHostContext } from '../tool/useToolState.js';
import { readRememberedIndent, rememberIndent, type Indent } from './indent-preference.js';
import { Select } from './Select.js';

export { INDENT_STORAGE_KEY, parseStoredIndent, type Indent } from './indent-preference.js';

/** Props of {@link IndentSelect}: with `tab`, values are spaces or `'tab'`; without, spaces only. */
export type IndentSelectProps = IndentSelectCommonProps &
  (
    | {
        /** "Tab" is offered after the spaces. */
        tab: true;
        value: Indent;
        onChange: (indent: Indent) => void;
      }
    | {
        /** Spaces only (YAML forbids tabs). The default. */
        tab?: false;
        value: number;
        onChange: (indent: number) => void;
      }
  );

interface IndentSelectCommonProps {
  /** The smallest indent offered: 0 (JSON: one line) or 1 (YAML, which needs an indent). Default 0. */
  min?: 0 | 1;
  /** The largest number of spaces offered. Default 8. */
  max?: number;
  /** The field's label. Default "Indent". */
  label?: string;
  /**
   * Remember the visitor's choice in one localStorage key shared by every tool, and start from
   * it where neither a link (the query string) nor a chosen example sets `field`. Default true.
   * A remembered value this select does not offer (a tab, 0 where the minimum is 1) is ignored.
   */
  remember?: boolean;
  /** The tool-state option this select sets, as named in the query string. Default `indent`. */
  field?: string;
}

/** Whether a link's query string or the example just chosen sets the option. */
function setByLinkOrExample(field: string, example: Record<string, unknown> | null | undefined): boolean {
  if (example) return field in example;
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has(field);
}

/**
 * A labelled select of an indent: "None (one line)" (0, when `min` is 0), 1 to `max` spaces,
 * and optionally "Tab". The value is a number of spaces or `'tab'`. The choice is remembered
 * across tools (see `remember`), so a visitor who prefers 4 spaces sets it once.
 */
export function IndentSelect({ value, onChange, min = 0, max = 8, tab = false, label, remember = true, field = 'indent' }: IndentSelectProps) {
  const report = onChange as (indent: Indent) => void;
  const { t } = useLingui();
  const host = useContext(ToolHostContext);
  // Once, on mount: the remembered indent replaces the default, never a linked or example value.
  const initial = useRef({ value, report, example: host?.example });
  useEffect(() => {
    if (!remember) return;
    const { value: current, report: apply, example } = initial.current;
    const stored = readRememberedIndent({ min, max, tab });
    if (stored !== null && stored !== current && !setByLinkOrExample(field, example)) apply(stored);
    // Only on mount: later changes are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const spaces = Array.from({ length: max + 1 - min }, (_, i) => {
    const n = i + min;
    return { value: String(n), label: n === 0 ? t`None (one line)` : n === 1 ? t`1 space` : t`${n} spaces` };
  });
  const options = tab ? [...spaces, { value: 'tab', label: t`Tab` }] : spaces;
  const choose = (v: string) => {
    const indent: Indent = v === 'tab' ? 'tab' : Number(v);
    if (remember) rememberIndent(indent);
    report(indent);
  };
  return <Select label={label ?? t`Indent`} options={options} value={String(value)} onChange={choose} />;
}
