import { attempt, Card, InputNotices, LargeTextOutput, Progress, Row, Stack, TextInput, useAsyncResult } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { runCodegen } from './codegen-client.js';
import type { CodegenRequest, GeneratedCode } from './codegen-types.js';
import { checkTypeName } from './names.js';
import styles from './CodegenToolView.module.css';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request without its input and type name: what a tool's language options decide. Memoise it. */
export type CodegenSpec = DistributiveOmit<CodegenRequest, 'input' | 'typeName'>;

/** Props of {@link CodegenToolView}. */
export interface CodegenToolViewProps {
  /** The JSON sample (state). */
  input: string;
  onInput: (input: string) => void;
  /** The top-level type name (state). */
  typeName: string;
  onTypeName: (typeName: string) => void;
  /** The language and its options, or null while an option is invalid (its field shows why). */
  spec: CodegenSpec | null;
  /** The tool's option controls, shown after the type name. */
  options: ReactNode;
  outputLabel: string;
  /** Download name, e.g. `types.ts`. */
  fileName: string;
  mimeType?: string;
  outputHint?: ReactNode;
}

/**
 * The layout of the family's tools: options, the JSON sample, and the generated code. Every
 * generation runs in the family's Web Worker (quicktype is several MB): a newer input terminates
 * the worker computing an older one, an indeterminate progress bar shows while it works, and the
 * last good output stays visible meanwhile and while the input has an error. A sample that is not
 * strict JSON gets a notice naming its first JSON5 feature, below the panes.
 */
export function CodegenToolView({ input, onInput, typeName, onTypeName, spec, options, outputLabel, fileName, mimeType, outputHint }: CodegenToolViewProps) {
  const { t } = useLingui();
  const sample = useDeferredValue(input);
  const nameError = attempt(() => checkTypeName(typeName)).error ?? null;
  const request = useMemo<CodegenRequest | null>(
    () => (spec === null || nameError !== null || sample.trim() === '' ? null : ({ ...spec, input: sample, typeName } as CodegenRequest)),
    [spec, nameError, sample, typeName],
  );
  const result = useAsyncResult(request, runCodegen);
  // The last good output stays while a newer input is computed or has an error; none for an empty input.
  const [last, setLast] = useState<GeneratedCode | null>(null);
  const empty = sample.trim() === '';
  if (empty) {
    if (last !== null) setLast(null);
  } else if (result.status === 'done' && result.value !== last) setLast(result.value);
  const error = result.status === 'error' ? result.message : null;
  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <TextInput label={t`Top-level type name`} value={typeName} onChange={onTypeName} error={nameError} spellCheck={false} />
          {options}
        </div>
      </Card>
      <Row className={styles.panes}>
        <TextInput
          label={t`JSON sample`}
          value={input}
          onChange={onInput}
          multiline
          monospace
          rows={20}
          placeholder={t`Paste a JSON object or an array of objects…`}
          error={error}
          hint={t`Strict JSON or JSON5 (comments, trailing commas, unquoted keys). Properties missing from some objects of an array become optional.`}
        />
        <Stack>
          {result.status === 'pending' && <Progress label={t`Generating…`} />}
          <LargeTextOutput
            label={outputLabel}
            value={last?.code ?? ''}
            fileName={fileName}
            mimeType={mimeType}
            rows={20}
            hint={error && last ? t`Showing the result of the last valid input.` : outputHint}
          />
        </Stack>
      </Row>
      {!error && last && <InputNotices notices={last.notices} title={t`Not strict JSON`} />}
    </Stack>
  );
}
