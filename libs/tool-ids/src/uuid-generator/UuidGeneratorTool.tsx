import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { uuidGeneratorState } from './state.js';
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

/** The number typed in the quantity field; NaN when it is empty. */
function quantityFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** UUIDs generator: the UI. State keys: version, quantity, namespace, name. */
export default function UuidGeneratorTool() {
  const { t } = useLingui();
  // Tool state (see state.ts): version, quantity, namespace are options; name is an input.
  const [{ version, quantity, namespace, name }, update] = useToolState(uuidGeneratorState);
  // The quantity field's text: the state keeps the last valid quantity, the field what is typed.
  const [quantityText, setQuantityText] = useState(() => String(quantity));
  const [refreshes, setRefreshes] = useState(0);

  const nameBased = version === 'v3' || version === 'v5';
  const random = version === 'v1' || version === 'v4' || version === 'v6' || version === 'v7';

  const hints: Record<UuidVersion, string> = {
    NIL: t`The Nil UUID: all 128 bits zero.`,
    MAX: t`The Max UUID: all 128 bits one.`,
    v1: t`Time-based: a 100 ns timestamp, a clock sequence and a random node ID.`,
    v3: t`Name-based: the MD5 hash of a namespace and a name. The same inputs always give the same UUID.`,
    v4: t`Random: 122 random bits.`,
    v5: t`Name-based: the SHA-1 hash of a namespace and a name. Prefer it over v3.`,
    v6: t`Reordered time-based: v1's 100 ns timestamp with its high bits first, so it sorts by creation time; a random clock sequence and node ID.`,
    v7: t`Time-ordered: a Unix timestamp in milliseconds, then random bits. Sorts by creation time; good for database keys.`,
  };

  const quantityCheck = useMemo(() => attempt(() => checkQuantity(quantityFromText(quantityText))), [quantityText]);
  const onQuantity = (text: string) => {
    setQuantityText(text);
    const checked = attempt(() => checkQuantity(quantityFromText(text)));
    if (checked.value !== undefined) update({ quantity: checked.value });
  };
  const namespaceCheck = useMemo(() => (nameBased ? attempt(() => parseNamespace(namespace)) : null), [nameBased, namespace]);

  const generated = useMemo(() => {
    void refreshes; // a new batch on each refresh
    if (quantityCheck.error !== undefined || namespaceCheck?.error !== undefined) return null;
    return attempt(() => generateUuids({ version, quantity: quantityCheck.value, namespace, name }));
  }, [version, quantityCheck, namespaceCheck, namespace, name, refreshes]);
  const uuids = generated?.value?.join('\n') ?? '';
  // With a valid quantity and namespace, what is left to fail is the name (text with no UTF-8 form).
  const nameError = nameBased ? generated?.error : undefined;

  const rows = Math.min(Math.max(quantityCheck.value ?? 1, 1), 12);

  return (
    <Card>
      <Stack>
        <ButtonsSelect
          label={t`Version`}
          options={UUID_VERSIONS.map((v) => ({ value: v, label: v }))}
          value={version}
          onChange={(version) => update({ version })}
        />
        <p className={styles.hint} aria-live="polite">
          {hints[version]}
        </p>
        <TextInput
          label={t`Quantity`}
          type="number"
          value={quantityText}
          onChange={onQuantity}
          error={quantityCheck.error}
          hint={t`From 1 to 1000.`}
        />
        {nameBased && (
          <>
            <ButtonsSelect<UuidNamespaceName | ''>
              label={t`Namespace preset`}
              options={PRESETS.map((p) => ({ value: p, label: p === 'X500' ? 'X.500' : p }))}
              value={presetOf(namespace)}
              onChange={(p) => p && update({ namespace: UUID_NAMESPACES[p] })}
              size="small"
            />
            <TextInput
              label={t`Namespace`}
              value={namespace}
              onChange={(namespace) => update({ namespace })}
              monospace
              error={namespaceCheck?.error}
              hint={t`A preset (RFC 9562 §6.6) or any UUID of your own.`}
            />
            <TextInput label={t`Name`} value={name} onChange={(name) => update({ name })} placeholder={t`e.g. www.example.com`} error={nameError} />
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
