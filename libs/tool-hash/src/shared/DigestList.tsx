import { Select, TextCopyable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { DigestEncoding } from './encoding.js';
import styles from './DigestList.module.css';

/** Props of {@link DigestList}. */
export interface DigestListProps {
  /** Encoded digests in display order: `[algorithm, value]`. */
  rows: readonly (readonly [string, string])[];
}

/**
 * Digests in a two-column list: the algorithm's name, then its value in a copyable box whose
 * accessible name is the algorithm's name (e.g. "SHA-256").
 */
export function DigestList({ rows }: DigestListProps) {
  return (
    <dl className={styles.list}>
      {rows.map(([algorithm, value]) => (
        <div key={algorithm} className={styles.row}>
          <dt className={styles.name}>{algorithm}</dt>
          <dd className={styles.value}>
            <TextCopyable label={algorithm} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled select of the digest encodings. */
export function EncodingSelect({ value, onChange }: { value: DigestEncoding; onChange: (value: DigestEncoding) => void }) {
  const { t } = useLingui();
  return (
    <Select<DigestEncoding>
      label={t`Digest encoding`}
      value={value}
      onChange={onChange}
      options={[
        { value: 'hex', label: t`Hexadecimal (base 16)` },
        { value: 'base64', label: t`Base64` },
        { value: 'base64url', label: t`Base64url (URL-safe, no padding)` },
        { value: 'binary', label: t`Binary (base 2)` },
      ]}
    />
  );
}
