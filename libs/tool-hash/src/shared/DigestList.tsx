import { HASH_ALGORITHM_INFO, type HashAlgorithm } from '@handy-tools/compute';
import { Select, TextCopyable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { encodedDigestLength, type DigestEncoding } from './encoding.js';
import styles from './DigestList.module.css';

/** Props of {@link DigestList}. */
export interface DigestListProps {
  /** Encoded digests in display order: `[algorithm, value]`, or `[algorithm, value, note]` (a note under the name). */
  rows: readonly (readonly [string, string] | readonly [string, string, string | undefined])[];
  /** Characters of room each algorithm's value takes while empty (see `TextCopyable`'s `reserve`). */
  reserve?: (algorithm: string) => number | undefined;
}

/**
 * Digests in a two-column list: the algorithm's name (and its note), then its value in a
 * copyable box whose accessible name is the algorithm's name (e.g. "SHA-256").
 */
export function DigestList({ rows, reserve }: DigestListProps) {
  return (
    <dl className={styles.list}>
      {rows.map(([algorithm, value, note]) => (
        <div key={algorithm} className={styles.row}>
          <dt className={styles.name}>
            {algorithm}
            {note && <span className={styles.note}>{note}</span>}
          </dt>
          <dd className={styles.value}>
            <TextCopyable label={algorithm} value={value} reserve={reserve?.(algorithm)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled select of the digest encodings (label "Digest encoding" unless told otherwise). */
export function EncodingSelect({ value, onChange, label }: { value: DigestEncoding; onChange: (value: DigestEncoding) => void; label?: string }) {
  const { t } = useLingui();
  return (
    <Select<DigestEncoding>
      label={label ?? t`Digest encoding`}
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

/** Props of {@link AlgorithmDigestList}. */
export interface AlgorithmDigestListProps {
  /** The algorithms to show, in display order. */
  algorithms: readonly HashAlgorithm[];
  /** Encoded digest of each algorithm (empty while unknown). */
  values: Partial<Record<HashAlgorithm, string>>;
  /** The digests' encoding: their room is kept while they are computed, so the page does not move. */
  encoding?: DigestEncoding;
}

/**
 * The digests of the compute core's algorithms in two groups: cryptographic hashes, then the
 * checksums (CRC-32, Adler-32, xxHash) under a heading that says they are not for security.
 * Algorithms other tools call by another name say so (Keccak-512 is CryptoJS's "SHA3").
 */
export function AlgorithmDigestList({ algorithms, values, encoding }: AlgorithmDigestListProps) {
  const { t } = useLingui();
  const notes: Partial<Record<HashAlgorithm, string>> = {
    'Keccak-256': t`Ethereum's hash`,
    'Keccak-512': t`Called "SHA3" by CryptoJS and tools built on it`,
  };
  const rows = (kind: 'cryptographic' | 'checksum') =>
    algorithms.filter((a) => HASH_ALGORITHM_INFO[a].kind === kind).map((a) => [a, values[a] ?? '', notes[a]] as const);
  const reserve = encoding ? (algorithm: string) => encodedDigestLength(HASH_ALGORITHM_INFO[algorithm as HashAlgorithm].bits, encoding) : undefined;
  const hashes = rows('cryptographic');
  const checksums = rows('checksum');
  return (
    <>
      {hashes.length > 0 && <DigestList rows={hashes} reserve={reserve} />}
      {checksums.length > 0 && (
        <>
          <h3 className={styles.group}>{t`Checksums (fast, not for security)`}</h3>
          <DigestList rows={checksums} reserve={reserve} />
        </>
      )}
    </>
  );
}
