import { Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { KeyPairGenerator } from '../shared/key-encoding/KeyPairGenerator.js';
import type { KeyPairSpec } from '../shared/key-encoding/key-pair.js';
import { RSA_KEY_SIZES, type RsaKeySize } from './rsa-key-pair-generator.js';
import { rsaKeyPairGeneratorState } from './state.js';

/**
 * RSA key pair generator: the UI. State: bits, privateFormat, publicFormat (options), comment
 * (input), passphrase (SECRET). The key is generated in a worker on load and on "New key pair".
 */
export default function RsaKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(rsaKeyPairGeneratorState);
  const spec = useMemo<KeyPairSpec>(() => ({ kind: 'rsa', bits: state.bits }), [state.bits]);
  const sizeLabel = (bits: RsaKeySize) => (bits === 1024 ? t`1024 bits (weak, legacy only)` : bits === 8192 ? t`8192 bits (slow)` : t`${bits} bits`);
  return (
    <KeyPairGenerator
      {...state}
      spec={spec}
      keyName={t`${state.bits}-bit RSA`}
      onChange={update}
      fileBase="id_rsa"
      rows={{ private: 14, public: 8 }}
      controls={
        <Select
          label={t`Key size`}
          options={RSA_KEY_SIZES.map((bits) => ({ value: String(bits), label: sizeLabel(bits) }))}
          value={String(state.bits)}
          onChange={(bits) => update({ bits: Number(bits) as RsaKeySize })}
        />
      }
      privateFormats={[
        { value: 'pkcs8', label: t`PKCS#8 PEM` },
        { value: 'traditional', label: t`PKCS#1 PEM (RSA PRIVATE KEY)` },
        { value: 'openssh', label: t`OpenSSH` },
      ]}
      publicFormats={[
        { value: 'openssh', label: t`OpenSSH (authorized_keys)` },
        { value: 'spki', label: t`SPKI PEM (PUBLIC KEY)` },
        { value: 'pkcs1', label: t`PKCS#1 PEM (RSA PUBLIC KEY)` },
      ]}
    />
  );
}
