import type { WarmWorker } from '@handy-tools/compute';
import {
  Card,
  Checkbox,
  DocumentInput,
  DocumentJobStatus,
  IntegerInput,
  LargeTextOutput,
  Row,
  Select,
  Stack,
  useJobResult,
  type OpenedDocument,
  type SelectOption,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { PrettierOptions } from './prettier.js';
import styles from './PrettierTool.module.css';

/** What a prettifier worker exposes (Comlink). */
export interface PrettierWorkerApi<O> {
  /** Formats `code` with `options`; rejects with a ToolInputError for a syntax error. */
  prettify(code: string, options: O): Promise<string>;
}

/** Inputs from this many characters on show progress and Cancel (formatting always runs in a worker). */
const SHOW_PROGRESS_CHARS = 50_000;

/** The option groups a prettifier shows. */
export type PrettierOptionGroup = 'script' | 'html' | 'jsx';

/** Props of {@link PrettierTool}. */
export interface PrettierToolProps<O extends Partial<PrettierOptions>> {
  /** The tool state's options (Prettier's names) and the typed code. */
  state: O & { input: string; parser: string };
  update: (patch: Partial<O & { input: string }>) => void;
  parsers: readonly SelectOption[];
  groups: readonly PrettierOptionGroup[];
  /** Started once per tool module: `createWarmWorker(() => new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' }))`. */
  worker: WarmWorker<PrettierWorkerApi<O>>;
  /** Turns the state into the options sent to the worker. */
  toOptions: (state: O) => O;
  inputLabel: string;
  outputLabel: string;
  placeholder: string;
  accept: string;
  fileName: string;
  mimeType: string;
}

/**
 * A Prettier prettifier's page: options card, input (typed or a file) and output; the code is
 * formatted as you type in a Web Worker (Prettier is async and takes seconds on a megabyte), with
 * the last good output kept while the input has a syntax error, and Cancel for large inputs.
 *
 * @param props - {@link PrettierToolProps}.
 */
export function PrettierTool<O extends Partial<PrettierOptions>>(props: PrettierToolProps<O>) {
  const { t } = useLingui();
  const { state, update, groups, worker, toOptions } = props;
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const text = document?.text ?? state.input;
  const options = useMemo(() => toOptions(state), [toOptions, state]);
  const request = useMemo(() => (text.trim() === '' ? null : { text, options }), [text, options]);
  const inWorker = useCallback(
    (r: { text: string; options: O }, signal: AbortSignal) =>
      worker.run((api) => api.prettify(r.text, r.options as Parameters<typeof api.prettify>[1]), signal),
    [worker],
  );
  const always = useCallback(() => true, []);
  const never = useCallback((): string => {
    throw new Error('Prettier formats in a worker');
  }, []);
  const result = useJobResult(request, always, never, inWorker);
  const s = state as unknown as PrettierOptions;
  const set = (patch: Partial<PrettierOptions>) => update(patch as Partial<O & { input: string }>);
  const yesNo = groups.includes('script');

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.wide}>
            <Select
              label={t`Parser`}
              options={props.parsers}
              value={state.parser}
              onChange={(parser) => set({ parser: parser as PrettierOptions['parser'] })}
            />
          </div>
          <div className={styles.narrow}>
            <IntegerInput label={t`Print width`} min={1} max={1000} value={s.printWidth} onChange={(printWidth) => set({ printWidth })} />
          </div>
          <div className={styles.narrow}>
            <IntegerInput label={t`Tab width`} min={0} max={16} value={s.tabWidth} onChange={(tabWidth) => set({ tabWidth })} />
          </div>
          <Checkbox label={t`Indent with tabs`} checked={s.useTabs} onChange={(useTabs) => set({ useTabs })} />
          <Checkbox label={t`Single quotes`} checked={s.singleQuote} onChange={(singleQuote) => set({ singleQuote })} />
          {yesNo && <Checkbox label={t`Semicolons`} checked={s.semi} onChange={(semi) => set({ semi })} />}
          {yesNo && (
            <Checkbox label={t`Bracket spacing`} checked={s.bracketSpacing} onChange={(bracketSpacing) => set({ bracketSpacing })} />
          )}
          {yesNo && (
            <div className={styles.narrow}>
              <Select
                label={t`Trailing commas`}
                options={[
                  { value: 'all', label: t`All` },
                  { value: 'es5', label: t`ES5` },
                  { value: 'none', label: t`None` },
                ]}
                value={s.trailingComma}
                onChange={(trailingComma) => set({ trailingComma })}
              />
            </div>
          )}
          {yesNo && (
            <div className={styles.narrow}>
              <Select
                label={t`Arrow parentheses`}
                options={[
                  { value: 'always', label: t`Always` },
                  { value: 'avoid', label: t`Avoid` },
                ]}
                value={s.arrowParens}
                onChange={(arrowParens) => set({ arrowParens })}
              />
            </div>
          )}
          {yesNo && (
            <div className={styles.narrow}>
              <Select
                label={t`Quote keys`}
                options={[
                  { value: 'as-needed', label: t`As needed` },
                  { value: 'consistent', label: t`Consistent` },
                  { value: 'preserve', label: t`Preserve` },
                ]}
                value={s.quoteProps}
                onChange={(quoteProps) => set({ quoteProps })}
              />
            </div>
          )}
          {groups.includes('jsx') && (
            <Checkbox label={t`Single quotes in JSX`} checked={s.jsxSingleQuote} onChange={(jsxSingleQuote) => set({ jsxSingleQuote })} />
          )}
          {groups.includes('html') && (
            <div className={styles.wide}>
              <Select
                label={t`White space`}
                options={[
                  { value: 'css', label: t`As CSS displays it` },
                  { value: 'strict', label: t`Strict: keep all` },
                  { value: 'ignore', label: t`Ignore` },
                ]}
                value={s.htmlWhitespaceSensitivity}
                onChange={(htmlWhitespaceSensitivity) => set({ htmlWhitespaceSensitivity })}
              />
            </div>
          )}
          {(groups.includes('html') || groups.includes('jsx')) && (
            <Checkbox
              label={t`One attribute per line`}
              checked={s.singleAttributePerLine}
              onChange={(singleAttributePerLine) => set({ singleAttributePerLine })}
            />
          )}
          {(groups.includes('html') || groups.includes('jsx')) && (
            <Checkbox
              label={t`Closing bracket on the last line`}
              checked={s.bracketSameLine}
              onChange={(bracketSameLine) => set({ bracketSameLine })}
            />
          )}
          {groups.includes('html') && (
            <Checkbox
              label={t`Indent script and style content`}
              checked={s.vueIndentScriptAndStyle}
              onChange={(vueIndentScriptAndStyle) => set({ vueIndentScriptAndStyle })}
            />
          )}
        </div>
      </Card>
      <Row className={styles.panes}>
        <DocumentInput
          label={props.inputLabel}
          value={state.input}
          onChange={(input) => update({ input } as Partial<O & { input: string }>)}
          document={document}
          onDocument={setDocument}
          accept={props.accept}
          rows={18}
          placeholder={props.placeholder}
          error={result.error}
        />
        <Stack>
          <LargeTextOutput
            label={props.outputLabel}
            value={result.value ?? ''}
            fileName={props.fileName}
            mimeType={props.mimeType}
            rows={18}
            hint={result.error ? t`Showing the result of the last valid input.` : undefined}
          />
          <div className={styles.status}>
            {text.length >= SHOW_PROGRESS_CHARS && <DocumentJobStatus result={result} label={t`Formatting in the background…`} />}
          </div>
        </Stack>
      </Row>
    </Stack>
  );
}
