import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { MacNotation } from '../shared/mac.js';
import { checkMacQuantity, generateMacAddresses, macPrefixBits } from './mac-address-generator.js';
import { macAddressGeneratorState } from './state.js';

/** The number typed in a number field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** MAC address generator: the UI. Addresses are drawn in an effect (never during render). */
export default function MacAddressGeneratorTool() {
  const { t } = useLingui();
  const [{ quantity, prefix, cast, administration, notation, letterCase }, update] = useToolState(macAddressGeneratorState);
  // The state keeps the last valid quantity, the field what is typed.
  const [quantityText, setQuantityText] = useState(() => String(quantity));
  const [refreshes, setRefreshes] = useState(0);
  const [generated, setGenerated] = useState<{ value?: string; error?: string }>({});

  const quantityCheck = useMemo(() => attempt(() => checkMacQuantity(numberFromText(quantityText))), [quantityText]);
  const prefixCheck = useMemo(() => attempt(() => macPrefixBits(prefix)), [prefix]);
  const onQuantity = (text: string) => {
    setQuantityText(text);
    const checked = attempt(() => checkMacQuantity(numberFromText(text)));
    if (checked.value !== undefined) update({ quantity: checked.value });
  };

  useEffect(() => {
    if (quantityCheck.value === undefined || prefixCheck.error !== undefined) {
      setGenerated({});
      return;
    }
    const result = attempt(() =>
      generateMacAddresses({
        quantity: quantityCheck.value,
        prefix,
        multicast: cast === 'multicast',
        local: administration === 'local',
        notation,
        hexCase: letterCase,
      }).join('\n'),
    );
    setGenerated(result);
  }, [quantityCheck, prefixCheck, prefix, cast, administration, notation, letterCase, refreshes]);

  const fixed = prefixCheck.value ?? null;
  const notationLabels: Record<MacNotation, string> = {
    colon: t`Colon (00:1B:63:84:45:E6)`,
    hyphen: t`Hyphen (00-1B-63-84-45-E6)`,
    dot: t`Cisco dot (001B.6384.45E6)`,
    bare: t`None (001B638445E6)`,
  };
  const bitsNote = fixed
    ? fixed.multicast
      ? fixed.local
        ? t`The prefix's first octet sets the bits: multicast, locally administered.`
        : t`The prefix's first octet sets the bits: multicast, universally administered.`
      : fixed.local
        ? t`The prefix's first octet sets the bits: unicast, locally administered.`
        : t`The prefix's first octet sets the bits: unicast, universally administered (an IEEE-assigned OUI).`
    : t`Locally administered unicast addresses never clash with a vendor's (IEEE 802-2014 §8.2).`;
  const rows = Math.min(Math.max(quantityCheck.value ?? quantity, 1), 12);

  return (
    <Card>
      <Stack>
        <TextInput label={t`Quantity`} type="number" value={quantityText} onChange={onQuantity} error={quantityCheck.error ?? generated.error} hint={t`From 1 to 1000.`} />
        <TextInput
          label={t`Prefix`}
          value={prefix}
          onChange={(prefix) => update({ prefix })}
          error={prefixCheck.error}
          placeholder="64:16:7F"
          hint={t`An OUI (64:16:7F) or any number of leading hex digits (0055DA5); empty for fully random addresses.`}
          monospace
          spellCheck={false}
          autoComplete="off"
        />
        <ButtonsSelect
          label={t`Unicast or multicast (I/G bit)`}
          options={[
            { value: 'unicast', label: t`Unicast` },
            { value: 'multicast', label: t`Multicast` },
          ]}
          value={cast}
          onChange={(cast) => update({ cast })}
          size="small"
        />
        <ButtonsSelect
          label={t`Administration (U/L bit)`}
          options={[
            { value: 'local', label: t`Locally administered` },
            { value: 'universal', label: t`Universally administered` },
          ]}
          value={administration}
          onChange={(administration) => update({ administration })}
          size="small"
        />
        <p>{bitsNote}</p>
        <ButtonsSelect
          label={t`Separator`}
          options={(['colon', 'hyphen', 'dot', 'bare'] as const).map((value) => ({ value, label: notationLabels[value] }))}
          value={notation}
          onChange={(notation) => update({ notation })}
          size="small"
        />
        <ButtonsSelect
          label={t`Letter case`}
          options={[
            { value: 'upper', label: t`Uppercase` },
            { value: 'lower', label: t`Lowercase` },
          ]}
          value={letterCase}
          onChange={(letterCase) => update({ letterCase })}
          size="small"
        />
        <TextInput label={t`MAC addresses`} value={generated.value ?? ''} readOnly multiline monospace copyable copyLabel={t`Copy the MAC addresses`} rows={rows} />
        <div>
          <Button onClick={() => setRefreshes((n) => n + 1)}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
