import type { HashAlgorithm } from '@handy-tools/compute';
import { Alert, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DigestList, EncodingSelect } from '../shared/DigestList.js';
import { HASH_TEXT_ALGORITHMS, hashTextAll } from './hash-text.js';
import { hashTextState } from './state.js';

/** Hash text: every digest of the typed text at once, in the chosen encoding. */
export default function HashTextTool() {
  const { t } = useLingui();
  const [{ input, encoding }, update] = useToolState(hashTextState);
  const [digests, setDigests] = useState<Record<HashAlgorithm, string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    hashTextAll(input, encoding).then(
      (out) => {
        if (!current) return;
        setDigests(out);
        setFailure(null);
      },
      (e: unknown) => {
        if (current) setFailure(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      current = false;
    };
  }, [input, encoding]);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Your text to hash`}
            value={input}
            onChange={(input) => update({ input })}
            multiline
            rows={4}
            placeholder={t`Type or paste text…`}
            hint={t`The text is encoded as UTF-8 before hashing.`}
          />
          <EncodingSelect value={encoding} onChange={(encoding) => update({ encoding })} />
        </Stack>
      </Card>
      <Card title={t`Digests`}>
        {failure ? (
          <Alert type="error" title={t`Could not hash the text`}>
            {failure}
          </Alert>
        ) : (
          <DigestList rows={HASH_TEXT_ALGORITHMS.map((a) => [a, digests?.[a] ?? ''] as const)} />
        )}
      </Card>
    </Stack>
  );
}
