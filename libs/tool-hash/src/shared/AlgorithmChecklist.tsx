import { HASH_ALGORITHM_INFO, type HashAlgorithm } from '@handy-tools/compute';
import { Checkbox } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import styles from './AlgorithmChecklist.module.css';

/** Props of {@link AlgorithmChecklist}. */
export interface AlgorithmChecklistProps<A extends HashAlgorithm> {
  /** The visible legend, which names the group of checkboxes. */
  legend: string;
  /** The algorithms to choose from, in display order. */
  algorithms: readonly A[];
  /** The chosen ones. */
  value: readonly A[];
  /** Called with the new choice, in the order of `algorithms`. */
  onChange: (value: A[]) => void;
  /** When given, a first checkbox with this label chooses all or none (mixed when some are chosen). */
  allLabel?: string;
  /** Shown at the end of the group (e.g. a message about the choice). */
  children?: ReactNode;
}

/**
 * A group of checkboxes, one per algorithm (each labelled with the algorithm's name), the
 * cryptographic hashes first, then the checksums under "Checksums (fast, not for security)";
 * optionally an "all" checkbox first. Used by Hash text ("More algorithms") and the File hasher.
 */
export function AlgorithmChecklist<A extends HashAlgorithm>({ legend, algorithms, value, onChange, allLabel, children }: AlgorithmChecklistProps<A>) {
  const { t } = useLingui();
  const legendId = useId();
  const toggle = (a: A, on: boolean) => onChange(algorithms.filter((x) => (x === a ? on : value.includes(x))));
  const checks = (kind: 'cryptographic' | 'checksum') => {
    const list = algorithms.filter((a) => HASH_ALGORITHM_INFO[a].kind === kind);
    return (
      list.length > 0 && (
        <div className={styles.checks}>
          {list.map((a) => (
            <Checkbox key={a} label={a} checked={value.includes(a)} onChange={(on) => toggle(a, on)} />
          ))}
        </div>
      )
    );
  };
  const hasChecksums = algorithms.some((a) => HASH_ALGORITHM_INFO[a].kind === 'checksum');
  const chosen = algorithms.filter((a) => value.includes(a)).length;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      {allLabel && (
        <div className={styles.all}>
          <Checkbox label={allLabel} checked={chosen === algorithms.length} indeterminate={chosen > 0 && chosen < algorithms.length} onChange={(on) => onChange(on ? [...algorithms] : [])} />
        </div>
      )}
      {checks('cryptographic')}
      {hasChecksums && <p className={styles.group}>{t`Checksums (fast, not for security)`}</p>}
      {checks('checksum')}
      {children}
    </fieldset>
  );
}
