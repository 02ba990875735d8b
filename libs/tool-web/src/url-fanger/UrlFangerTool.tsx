import { ButtonsSelect, Card, Checkbox, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { urlFangerState } from './state.js';
import { defang, refang, type DefangAt, type DefangColon, type DefangDots, type DefangScope } from './url-fanger.js';

/** URL fanger: defang indicators (hxxp, [.], [:]//, [at]) in a text, and refang defanged text, many at once. */
export default function UrlFangerTool() {
  const { t } = useLingui();
  const [{ defangInput, refangInput, scope, scheme, colon, dots, at }, update] = useToolState(urlFangerState);
  const toDefang = useDeferredValue(defangInput);
  const toRefang = useDeferredValue(refangInput);
  const defanged = useMemo(() => defang(toDefang, { scope, scheme, colon, dots, at }), [toDefang, scope, scheme, colon, dots, at]);
  const refanged = useMemo(() => refang(toRefang), [toRefang]);

  return (
    <Stack>
      <Card title={t`Defang`}>
        <Stack>
          <TextInput
            label={t`Text to defang`}
            value={defangInput}
            onChange={(defangInput) => update({ defangInput })}
            multiline
            rows={5}
            monospace
            spellCheck={false}
            placeholder="https://evil.example.com/payload.exe 198.51.100.23 admin@example.net"
            hint={t`URLs, domain names, IPv4 and e-mail addresses, any number of them, alone or inside a text.`}
          />
          <Row>
            <ButtonsSelect<DefangScope>
              label={t`Defang`}
              size="small"
              value={scope}
              onChange={(scope) => update({ scope })}
              options={[
                { value: 'indicators', label: t`URLs, domains, IPs, e-mails` },
                { value: 'urls', label: t`Only URLs with a scheme` },
                { value: 'everything', label: t`Every dot and @` },
              ]}
            />
            <ButtonsSelect<DefangColon>
              label={t`Scheme separator`}
              size="small"
              value={colon}
              onChange={(colon) => update({ colon })}
              options={[
                { value: 'colon', label: '[:]//' },
                { value: 'colon-slashes', label: '[://]' },
                { value: 'keep', label: '://' },
              ]}
            />
            <ButtonsSelect<DefangDots>
              label={t`Dots of a host`}
              size="small"
              value={dots}
              onChange={(dots) => update({ dots })}
              options={[
                { value: 'all', label: t`Every dot` },
                { value: 'last', label: t`Last dot only` },
              ]}
            />
            <ButtonsSelect<DefangAt>
              label={t`The @ of an address`}
              size="small"
              value={at}
              onChange={(at) => update({ at })}
              options={[
                { value: 'at', label: '[at]' },
                { value: 'symbol', label: '[@]' },
              ]}
            />
          </Row>
          <Checkbox label={t`Write http, https and ftp as hxxp, hxxps and fxp`} checked={scheme} onChange={(scheme) => update({ scheme })} />
          <TextInput label={t`Defanged text`} value={defanged} readOnly multiline rows={5} monospace copyable />
        </Stack>
      </Card>
      <Card title={t`Refang`}>
        <Stack>
          <TextInput
            label={t`Text to refang`}
            value={refangInput}
            onChange={(refangInput) => update({ refangInput })}
            multiline
            rows={5}
            monospace
            spellCheck={false}
            placeholder="hxxps[:]//evil[.]example[.]com admin[at]example[.]net"
            hint={t`Reads hxxp, hXXp, h**p, fxp, [.], (.), '{.}', [dot], [:], [://], [at], (at), [@] and \\. in any case.`}
          />
          <TextInput label={t`Refanged text`} value={refanged} readOnly multiline rows={5} monospace copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
