import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  attempt,
  Button,
  Card,
  Collapse,
  Select,
  Stack,
  Table,
  TextInput,
  ValueTable,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useMemo, useState } from 'react';
import {
  compatibility,
  filterLicences,
  LICENCES,
  parseExpression,
  RULES,
  satisfiesExpression,
  type CompatibilityCase,
  type LicenceProfile,
  type Rule,
  type RuleTag,
  type Verdict,
} from './software-licence-compatibility.js';
import { SPDX_LICENCES, SPDX_LIST_VERSION } from './spdx-data.js';
import styles from './SoftwareLicenceCompatibilityTool.module.css';
import { softwareLicenceCompatibilityState } from './state.js';

type Kind = 'permissions' | 'conditions' | 'limitations';
type FilterValue = 'any' | 'with' | 'without';

/** Software licence compatibility: the UI. */
export default function SoftwareLicenceCompatibilityTool() {
  const { t } = useLingui();
  const [{ from, into, expression, accepted }, update] = useToolState(softwareLicenceCompatibilityState);
  const [filters, setFilters] = useState<Record<string, FilterValue>>({});

  const options = LICENCES.map((l) => ({ value: l.id, label: `${l.id} — ${l.title}` }));
  const known = (id: string) => LICENCES.some((l) => l.id === id);
  const fromId = known(from) ? from : 'MIT';
  const intoId = known(into) ? into : 'GPL-3.0-or-later';
  const result = compatibility(fromId, intoId);
  const reverse = compatibility(intoId, fromId);
  const a = LICENCES.find((l) => l.id === fromId)!;
  const b = LICENCES.find((l) => l.id === intoId)!;

  const verdictText: Record<Verdict, string> = { yes: t`Yes`, conditional: t`Yes, with conditions`, no: t`No` };
  const explanations: Record<CompatibilityCase, string> = {
    same: t`Same licence: nothing to reconcile.`,
    'public-domain': t`The first licence sets no conditions: its code can go into a work under any licence.`,
    permissive: t`A permissive licence: keep its copyright and licence notices (for Apache-2.0 also its NOTICE file and change notes); the whole work can be under the second licence.`,
    'apache-gpl2': t`Apache-2.0’s patent termination and indemnity terms are further restrictions that GPL version 2 forbids (FSF licence list; Apache Software Foundation).`,
    'or-later': t`The “or later” clause lets this code be used under the version of the second licence.`,
    'or-later-upgrade': t`Possible only under the later version: the combined work is distributed under version 3 (the second licence’s “or later” allows it).`,
    narrows: t`Possible, but the combined work can only be distributed under the fixed version of the first licence.`,
    'gpl-version': t`GPL version 2 only and version 3 licences cannot be combined: each forbids the other’s extra terms (FSF GPL FAQ).`,
    'agpl-13': t`Section 13 of GPL-3.0 and AGPL-3.0 allows combining them; each part keeps its licence and the AGPL network clause applies to the combination.`,
    'mpl-secondary': t`MPL-2.0 §3.3 allows distributing MPL code in a larger work under the GNU licences, unless it is marked “Incompatible With Secondary Licenses”.`,
    'epl-secondary': t`Only if the EPL-2.0 code names GPL-2.0 or later as a Secondary License (EPL-2.0 Exhibit A); otherwise not.`,
    'file-copyleft-larger-work': t`The first licence is file- or module-level copyleft: its files stay under it with their source available; the rest of the larger work can use the second licence.`,
    'lgpl-to-gpl': t`The LGPL lets its code be distributed under the GPL (LGPL-2.1 §3; LGPL-3.0 is GPL-3.0 with extra permissions).`,
    'lgpl-library': t`Use the LGPL code as a library: it stays under the LGPL (source of the library and its changes, relinking allowed); the rest can use the second licence.`,
    'eupl-compatible': t`EUPL-1.2 §5 allows distributing a combined work under a compatible licence from its appendix when the other licence requires it.`,
    copyleft: t`The first licence is copyleft: a work that contains its code must be distributed under it (or a licence it allows), which the second licence is not.`,
  };
  const kindNames: Record<Kind, string> = { permissions: t`Permissions`, conditions: t`Conditions`, limitations: t`Limitations` };

  // Rules of both licences side by side.
  const ruleRows = (Object.keys(RULES) as Kind[]).flatMap((kind) => RULES[kind].map((rule) => ({ kind, rule })));
  const has = (l: LicenceProfile, kind: Kind, tag: RuleTag) => l[kind].includes(tag);
  const ruleColumns: TableColumn<{ kind: Kind; rule: Rule }>[] = [
    { key: 'rule', header: t`Rule`, render: (r) => <span title={r.rule.description}>{`${kindNames[r.kind]}: ${r.rule.label}`}</span> },
    { key: 'a', header: a.id, className: styles.mark, render: (r) => (has(a, r.kind, r.rule.tag) ? '✓' : '—') },
    ...(b.id === a.id
      ? []
      : [
          {
            key: 'b',
            header: b.id,
            className: styles.mark,
            render: (r: { kind: Kind; rule: Rule }) => (has(b, r.kind, r.rule.tag) ? '✓' : '—'),
          },
        ]),
  ];

  // SPDX expression.
  const parsed = useMemo(() => attempt(() => parseExpression(expression)), [expression]);
  const acceptedList = accepted
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const satisfied = useMemo(
    () => (parsed.error ? null : attempt(() => satisfiesExpression(expression, accepted.split(',')))),
    [parsed.error, expression, accepted],
  );

  // Licence finder.
  const required = Object.entries(filters)
    .filter(([, v]) => v === 'with')
    .map(([k]) => k.split(':')[1] as RuleTag);
  const excluded = Object.entries(filters)
    .filter(([, v]) => v === 'without')
    .map(([k]) => k.split(':')[1] as RuleTag);
  const matching = filterLicences({ required, excluded });

  return (
    <Stack>
      <Alert type="warning">{t`Not legal advice: a summary of the positions published by the FSF, the OSI and the licence stewards. Read the licence texts, and ask a lawyer for anything that matters.`}</Alert>
      <Card title={t`May code under A go into a work under B?`}>
        <Stack>
          <div className={styles.pair}>
            <Select
              label={t`A: licence of the code you include`}
              value={fromId}
              onChange={(from) => update({ from })}
              options={options}
              searchable
            />
            <Button onClick={() => update({ from: intoId, into: fromId })}>{t`Swap`}</Button>
            <Select label={t`B: licence of your work`} value={intoId} onChange={(into) => update({ into })} options={options} searchable />
          </div>
          <output aria-label={t`Compatibility`} className={`${styles.verdict} ${styles[result.verdict]}`}>
            <span className={styles.verdictTitle}>{`${verdictText[result.verdict]}: ${a.id} → ${b.id}`}</span>
            {explanations[result.reason]}
            {a.id !== b.id && (
              <span className={styles.reverse}>{t`The other way (${b.id} → ${a.id}): ${verdictText[reverse.verdict]}.`}</span>
            )}
          </output>
          <Table
            caption={t`Permissions, conditions and limitations`}
            columns={ruleColumns}
            rows={ruleRows}
            getRowKey={(r) => `${r.kind}:${r.rule.tag}`}
            rowHeader="rule"
            dense
          />
          <p className={styles.note}>{a.description}</p>
          {b.id !== a.id && <p className={styles.note}>{b.description}</p>}
        </Stack>
      </Card>

      <Card title={t`SPDX expression`}>
        <Stack>
          <TextInput
            label={t`SPDX licence expression`}
            value={expression}
            onChange={(expression) => update({ expression })}
            placeholder="MIT OR (Apache-2.0 AND BSD-3-Clause)"
            error={parsed.error}
            monospace
          />
          <TextInput
            label={t`Licences you accept (comma-separated)`}
            value={accepted}
            onChange={(accepted) => update({ accepted })}
            placeholder="MIT, ISC, Apache-2.0, GPL-2.0+"
            error={satisfied?.error}
            monospace
          />
          <output
            aria-label={t`Satisfied`}
            className={`${styles.verdict} ${satisfied?.value === true ? styles.yes : satisfied?.value === false ? styles.no : ''}`}
          >
            <span className={styles.verdictTitle}>
              {satisfied?.value === true
                ? t`Satisfied: you may use it under a licence you accept.`
                : satisfied?.value === false
                  ? t`Not satisfied: every choice the expression allows needs a licence you did not accept.`
                  : t`Enter a valid expression and accepted licences.`}
            </span>
            {acceptedList.length > 0 && t`Accepted: ${acceptedList.join(', ')}`}
          </output>
          {parsed.value && (
            <ValueTable
              caption={t`Licences in the expression`}
              rows={[
                { key: 'normalized', label: t`Normalized`, value: parsed.value.normalized },
                ...parsed.value.licences.map((l, i) => {
                  const info = SPDX_LICENCES[l.license];
                  const osi = info?.osiApproved ? t`OSI approved` : t`not OSI approved`;
                  return {
                    key: `l${i}`,
                    label: `${l.license}${l.plus ? '+' : ''}${l.exception ? ` WITH ${l.exception}` : ''}`,
                    value: info ? `${info.name} (${osi})` : l.license,
                    hint: info?.url,
                  };
                }),
              ]}
            />
          )}
        </Stack>
      </Card>

      <Collapse title={t`Find licences by their rules`}>
        <Stack>
          <div className={styles.ruleGrid}>
            {(Object.keys(RULES) as Kind[]).flatMap((kind) =>
              RULES[kind].map((rule) => {
                const key = `${kind}:${rule.tag}`;
                return (
                  <Select<FilterValue>
                    key={key}
                    label={`${kindNames[kind]}: ${rule.label}`}
                    value={filters[key] ?? 'any'}
                    onChange={(v) => setFilters((f) => ({ ...f, [key]: v }))}
                    options={[
                      { value: 'any', label: t`Any` },
                      { value: 'with', label: t`Has it` },
                      { value: 'without', label: t`Has not` },
                    ]}
                  />
                );
              }),
            )}
          </div>
          <p role="status">{t`${matching.length} licences match: ${matching.map((l) => l.id).join(', ') || '—'}`}</p>
        </Stack>
      </Collapse>
      <p className={styles.note}>
        {t`Sources: choosealicense.com (rules of each licence), the FSF’s licence list and GPL FAQ, MPL-2.0, EPL-2.0 and EUPL-1.2 texts; SPDX License List from spdx-license-list ${SPDX_LIST_VERSION}.`}
      </p>
    </Stack>
  );
}
