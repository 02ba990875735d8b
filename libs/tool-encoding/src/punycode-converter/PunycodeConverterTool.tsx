import { Alert, attempt, Card, Checkbox, Row, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { analyzeDomain, type IdnaLabelResult } from './punycode-converter.js';
import { punycodeConverterState } from './state.js';

/** Punycode converter: a domain name (or an e-mail address's domain) in Unicode or ASCII, both forms, and each label's result. */
export default function PunycodeConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(punycodeConverterState);
  const { domain, checkBidi, checkHyphens, checkJoiners, useSTD3ASCIIRules, verifyDnsLength } = state;

  const result = useMemo(
    () => attempt(() => analyzeDomain(domain, { checkBidi, checkHyphens, checkJoiners, useSTD3ASCIIRules, verifyDnsLength })),
    [domain, checkBidi, checkHyphens, checkJoiners, useSTD3ASCIIRules, verifyDnsLength],
  );
  const value = result.value;
  const localPart = value?.email?.localPart;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Domain name`}
            value={domain}
            onChange={(domain) => update({ domain })}
            placeholder={t`münchen.de or xn--mnchen-3ya.de`}
            hint={t`Unicode or ASCII (xn--); upper case and full-width characters are folded. For an e-mail address, the domain after "@" is converted.`}
            error={result.error ?? value?.error}
            spellCheck={false}
          />
          <TextInput label={t`ASCII (Punycode)`} value={value?.ascii ?? ''} readOnly monospace copyable copyLabel={t`Copy ASCII domain`} />
          <TextInput label={t`Unicode`} value={value?.unicode ?? ''} readOnly copyable copyLabel={t`Copy Unicode domain`} />
          {localPart !== undefined && (
            <Alert type="info" title={t`E-mail address: only the domain is converted`}>
              {t`IDNA applies to domain names: the local part "${localPart}" is kept as it is.`}{' '}
              {value?.email?.needsSmtpUtf8
                ? t`It holds non-ASCII characters, which have no ASCII form: only mail servers that support SMTPUTF8 (RFC 6531) can deliver to this address.`
                : t`It is plain ASCII, so any mail server can deliver to it.`}
            </Alert>
          )}
        </Stack>
      </Card>
      <Card title={t`Checks (UTS #46)`}>
        <Row>
          <Checkbox label={t`Hyphens (CheckHyphens)`} checked={checkHyphens} onChange={(checkHyphens) => update({ checkHyphens })} />
          <Checkbox label={t`Host name characters only (UseSTD3ASCIIRules)`} checked={useSTD3ASCIIRules} onChange={(useSTD3ASCIIRules) => update({ useSTD3ASCIIRules })} />
          <Checkbox label={t`Right-to-left rules (CheckBidi)`} checked={checkBidi} onChange={(checkBidi) => update({ checkBidi })} />
          <Checkbox label={t`Joiners (CheckJoiners)`} checked={checkJoiners} onChange={(checkJoiners) => update({ checkJoiners })} />
          <Checkbox label={t`DNS lengths (VerifyDnsLength)`} checked={verifyDnsLength} onChange={(verifyDnsLength) => update({ verifyDnsLength })} />
        </Row>
      </Card>
      {value && value.labels.length > 0 && (
        <Table<IdnaLabelResult>
          caption={t`Labels`}
          rows={value.labels}
          getRowKey={(_, i) => i}
          rowHeader="input"
          dense
          columns={[
            { key: 'input', header: t`Label` },
            { key: 'unicode', header: t`Unicode` },
            { key: 'ascii', header: t`ASCII`, render: (l) => l.ascii ?? '—' },
            { key: 'error', header: t`Status`, render: (l) => l.error ?? t`Valid` },
          ]}
        />
      )}
    </Stack>
  );
}
