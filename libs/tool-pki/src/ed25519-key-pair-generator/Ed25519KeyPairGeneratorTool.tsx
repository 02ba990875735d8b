import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { KeyPairGenerator } from '../shared/key-encoding/KeyPairGenerator.js';
import type { KeyPairSpec } from '../shared/key-encoding/key-pair.js';
import { ed25519KeyPairGeneratorState } from './state.js';

const SPEC: KeyPairSpec = { kind: 'ed25519' };

/**
 * Ed25519 key pair generator: the UI. State: privateFormat, publicFormat (options), comment
 * (input), passphrase (SECRET). The key is generated in a worker on load and on "New key pair".
 */
export default function Ed25519KeyPairGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(ed25519KeyPairGeneratorState);
  return (
    <KeyPairGenerator
      {...state}
      spec={SPEC}
      keyName="Ed25519"
      onChange={update}
      fileBase="id_ed25519"
      rows={{ private: 7, public: 4 }}
      privateFormats={[
        { value: 'pkcs8', label: t`PKCS#8 PEM` },
        { value: 'openssh', label: t`OpenSSH` },
      ]}
      publicFormats={[
        { value: 'openssh', label: t`OpenSSH (authorized_keys)` },
        { value: 'spki', label: t`SPKI PEM (PUBLIC KEY)` },
      ]}
    />
  );
}
