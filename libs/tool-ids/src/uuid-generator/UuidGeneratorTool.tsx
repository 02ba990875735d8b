import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Stack, TextInput } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import styles from './uuid-generator.module.css';
import {
  checkQuantity,
  generateUuids,
  parseNamespace,
  UUID_NAMESPACES,
  UUID_VERSIONS,
  type UuidNamespaceName,
  type UuidVersion,
} from './uuid-generator.js';

const PRESETS = Object.keys(UUID_NAMESPACES) as UuidNamespaceName[];

/** The preset whose namespace equals `text` (ignoring case and spaces), or '' for a custom one. */
function presetOf(text: string): UuidNamespaceName | '' {
  const normalized = text.trim().toLowerCase();
  return PRESETS.find((p) => UUID_NAMESPACES[p] === normalized) ?? '';
}

/** UUIDs generator: the UI. State keys: version, quantity, namespace, name. */
export default function UuidGeneratorTool() {
  const { t } = useLingui();
  const [version, setVersion] = useState<UuidVersion>('v4');
  const [quantity, setQuantity] = useState('1');
  const [namespace, setNamespace] = useState<string>(UUID_NAMESPACES.DNS);
  const [name, setName] = useState('');
  const [refreshes, setRefreshes] = useState(0);

  const nameBased = version === 'v3' || version === 'v5';
  const random = version === 'v1' || version === 'v4' || version === 'v7';

  const hints: Record<UuidVersion, string> = {
    NIL: t`The Nil UUID: all 128 bits zero.`,
    MAX: t`The Max UUID: all 128 bits one.`,
    v1: t`Time-based: a 100 ns timestamp, a clock sequence and a random node ID.`,
    v3: t`Name-based: the MD5 hash of a namespace and a name. The same inputs always give the same UUID.`,
    v4: t`Random: 122 random bits.`,
    v5: t`Name-based: the SHA-1 hash of a namespace and a name. Prefer it over v3.`,
    v7: t`Time-ordered: a Unix timestamp in milliseconds, then random bits. Sorts by creation time; good for database keys.`,
  };

  const quantityCheck = useMemo(() => attempt(() => checkQuantity(quantity.trim() === '' ? Number.NaN : Number(quantity))), [quantity]);
  const namespaceCheck = useMemo(() => (nameBased ? attempt(() => parseNamespace(namespace)) : null), [nameBased, namespace]);

  const uuids = useMemo(() => {
    void refreshes; // a new batch on each refresh
    if (quantityCheck.error !== undefined || namespaceCheck?.error !== undefined) return '';
    const result = attempt(() => generateUuids({ version, quantity: quantityCheck.value, namespace, name }));
    return result.value?.join('\n') ?? '';
  }, [version, quantityCheck, namespaceCheck, namespace, name, refreshes]);

  const rows = Math.min(Math.max(quantityCheck.value ?? 1, 1), 12);

  return (
    <Card>
      <Stack>
        <ButtonsSelect
          label={t`Version`}
          options={UUID_VERSIONS.map((v) => ({ value: v, label: v }))}
          value={version}
          onChange={setVersion}
        />
        <p className={styles.hint} aria-live="polite">
          {hints[version]}
        </p>
        <TextInput
          label={t`Quantity`}
          type="number"
          value={quantity}
          onChange={setQuantity}
          error={quantityCheck.error}
          hint={t`From 1 to 1000.`}
        />
        {nameBased && (
          <>
            <ButtonsSelect<UuidNamespaceName | ''>
              label={t`Namespace preset`}
              options={PRESETS.map((p) => ({ value: p, label: p === 'X500' ? 'X.500' : p }))}
              value={presetOf(namespace)}
              onChange={(p) => p && setNamespace(UUID_NAMESPACES[p])}
              size="small"
            />
            <TextInput
              label={t`Namespace`}
              value={namespace}
              onChange={setNamespace}
              monospace
              error={namespaceCheck?.error}
              hint={t`A preset (RFC 9562 §6.6) or any UUID of your own.`}
            />
            <TextInput label={t`Name`} value={name} onChange={setName} placeholder={t`e.g. www.example.com`} />
          </>
        )}
        <TextInput label={t`UUIDs`} value={uuids} readOnly multiline monospace copyable rows={rows} />
        <div>
          <Button onClick={() => setRefreshes((n) => n + 1)} disabled={!random}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
