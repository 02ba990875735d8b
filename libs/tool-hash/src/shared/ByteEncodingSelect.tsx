import { ButtonsSelect } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ByteInputEncoding } from '@handy-tools/bytes';

/** A labelled choice of how a field writes its bytes: UTF-8 text, hexadecimal or Base64. */
export function ByteEncodingSelect({ label, value, onChange }: { label: ReactNode; value: ByteInputEncoding; onChange: (value: ByteInputEncoding) => void }) {
  const { t } = useLingui();
  return (
    <ButtonsSelect<ByteInputEncoding>
      label={label}
      size="small"
      value={value}
      onChange={onChange}
      options={[
        { value: 'text', label: t`Text (UTF-8)` },
        { value: 'hex', label: t`Hex` },
        { value: 'base64', label: t`Base64` },
      ]}
    />
  );
}
