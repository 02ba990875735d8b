import { DocumentTool, type DocumentToolProps } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { runFormatsJob } from './formats-client.js';
import { runFormatsJobHere, type FormatsJob } from './formats-job.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A job without its input: what a tool's options decide. Memoise it (`useMemo`). */
export type FormatsJobSpec = DistributiveOmit<FormatsJob, 'input'>;

const here = (input: string, spec: FormatsJobSpec) => runFormatsJobHere({ ...spec, input } as FormatsJob);
const inWorker = (input: string, spec: FormatsJobSpec, signal: AbortSignal) => runFormatsJob({ ...spec, input } as FormatsJob, signal);

/** Props of {@link FormatsToolView}: those of {@link DocumentTool}, with the job's `spec` instead of the logic. */
export type FormatsToolViewProps = Omit<DocumentToolProps<FormatsJobSpec>, 'params' | 'compute' | 'computeInWorker'> & {
  /** What to do with the input; compared by identity. */
  spec: FormatsJobSpec;
};

/**
 * The layout every tool of this family shares ({@link DocumentTool}): options, an input (typed or
 * opened from a file of any size), the output (large ones truncated, always downloadable) and
 * notes. Inputs under ~1 MB are converted as you type; bigger ones in this family's Web Worker.
 */
export function FormatsToolView({ spec, ...props }: FormatsToolViewProps) {
  const { t } = useLingui();
  // Notices say how the input was read (JSON5 read as such); they show under the input.
  return <DocumentTool noticesTitle={t`Not strict JSON`} {...props} params={spec} compute={here} computeInWorker={inWorker} />;
}
