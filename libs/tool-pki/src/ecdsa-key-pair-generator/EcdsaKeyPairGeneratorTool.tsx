import { ButtonsSelect, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { KeyPairGenerator } from '../shared/key-encoding/KeyPairGenerator.js';
import type { EcCurve, KeyPairSpec } from '../shared/key-encoding/key-pair.js';
import { ecdsaKeyPairGeneratorState } from './state.js';

/**
 * ECDSA key pair generator: the UI. State: curve, privateFormat, publicFormat (options), comment
 * (input), passphrase (SECRET). The key is generated in a worker on load and on "New key pair".
 */
export default function EcdsaKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(ecdsaKeyPairGeneratorState);
  const spec = useMemo<KeyPairSpec>(() => ({ kind: 'ecdsa', curve: state.curve }), [state.curve]);
  return (
    <KeyPairGenerator
      {...state}
      spec={spec}
      keyName={t`ECDSA ${state.curve}`}
      onChange={update}
      fileBase="id_ecdsa"
      rows={{ private: 9, public: 6 }}
      controls={
        <ButtonsSelect<EcCurve>
          label={t`Curve`}
          options={[
            { value: 'P-256', label: t`P-256 (nistp256)` },
            { value: 'P-384', label: t`P-384 (nistp384)` },
            { value: 'P-521', label: t`P-521 (nistp521)` },
          ]}
          value={state.curve}
          onChange={(curve) => update({ curve })}
        />
      }
      privateFormats={[
        { value: 'pkcs8', label: t`PKCS#8 PEM` },
        { value: 'traditional', label: t`SEC1 PEM (EC PRIVATE KEY)` },
        { value: 'openssh', label: t`OpenSSH` },
      ]}
      publicFormats={[
        { value: 'openssh', label: t`OpenSSH (authorized_keys)` },
        { value: 'spki', label: t`SPKI PEM (PUBLIC KEY)` },
      ]}
    />
  );
}
