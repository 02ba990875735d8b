import { Alert, attempt, Card, Checkbox, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { utmUrlGeneratorState } from './state.js';
import { buildUtmUrl, type UtmField } from './utm-url-generator.js';

/** UTM URL generator: page address + campaign fields → the campaign URL, keeping the page's own parameters. */
export default function UtmUrlGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(utmUrlGeneratorState);
  const { url, spaceAsPlus, lowercase } = state;
  const values = useMemo(
    () => ({
      source: state.source,
      medium: state.medium,
      campaign: state.campaign,
      id: state.id,
      term: state.term,
      content: state.content,
      source_platform: state.source_platform,
      creative_format: state.creative_format,
      marketing_tactic: state.marketing_tactic,
    }),
    [state.source, state.medium, state.campaign, state.id, state.term, state.content, state.source_platform, state.creative_format, state.marketing_tactic],
  );
  const result = useMemo(() => (url.trim() === '' ? null : attempt(() => buildUtmUrl(url, values, { spaceAsPlus, lowercase }))), [url, values, spaceAsPlus, lowercase]);
  const built = result?.value;
  const missing = new Set(url.trim() === '' ? [] : (built?.missing ?? []));
  const required = (field: UtmField, name: string) => (missing.has(field) ? t`${name} is required for a campaign link.` : null);

  const field = (key: UtmField, label: string, placeholder: string, hint: string, requiredName?: string) => (
    <TextInput
      label={label}
      value={values[key]}
      onChange={(value) => update({ [key]: value } as Partial<Record<UtmField, string>>)}
      placeholder={placeholder}
      hint={hint}
      error={requiredName ? required(key, requiredName) : null}
      spellCheck={false}
    />
  );

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Website URL`}
            value={url}
            onChange={(url) => update({ url })}
            error={result?.error}
            placeholder="https://example.com/landing-page"
            hint={t`Its own parameters and #fragment are kept as written.`}
            monospace
            spellCheck={false}
            type="url"
          />
          {field('source', t`Campaign source (utm_source)`, 'newsletter, google', t`Which site or sender brings the traffic.`, 'utm_source')}
          {field('medium', t`Campaign medium (utm_medium)`, 'email, cpc, social', t`What type of link it is.`, 'utm_medium')}
          {field('campaign', t`Campaign name (utm_campaign)`, 'spring_sale', t`The product, promotion or campaign.`, 'utm_campaign')}
          {field('id', t`Campaign ID (utm_id)`, 'abc.123', t`Optional: ties the link to imported cost data.`)}
          {field('term', t`Campaign term (utm_term)`, 'running shoes', t`Optional: the paid search keywords.`)}
          {field('content', t`Campaign content (utm_content)`, 'header_button', t`Optional: tells apart links to the same page (A/B tests, two buttons).`)}
          {field('source_platform', t`Source platform (utm_source_platform)`, 'Search Ads 360', t`Optional (Google Analytics 4): the platform that bought the traffic.`)}
          {field('creative_format', t`Creative format (utm_creative_format)`, 'video', t`Optional (Google Analytics 4): the ad's format.`)}
          {field('marketing_tactic', t`Marketing tactic (utm_marketing_tactic)`, 'remarketing', t`Optional (Google Analytics 4): the targeting used.`)}
          <Row>
            <Checkbox label={t`Write spaces as + (form encoding) instead of %20`} checked={spaceAsPlus} onChange={(spaceAsPlus) => update({ spaceAsPlus })} />
            <Checkbox label={t`Lower-case the values (reports are case-sensitive)`} checked={lowercase} onChange={(lowercase) => update({ lowercase })} />
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <TextCopyable label={t`Campaign URL`} value={built?.url ?? ''} copyLabel={t`Copy the campaign URL`} reserve={40} />
          {built && built.replaced.length > 0 && (
            <Alert type="info">{t`Replaced the parameters the page already had: ${built.replaced.join(', ')}.`}</Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
