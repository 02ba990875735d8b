import { ButtonsSelect, Card, Checkbox, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  generateOgMeta,
  OG_TYPE_PROPERTIES,
  ogMetaProblems,
  type OgMetaInput,
  type OgPropertySpec,
  type OgType,
  type TwitterCard,
} from './og-meta-generator.js';
import { ogMetaGeneratorState } from './state.js';

type Determiner = OgMetaInput['determiner'];
type TextField = { [K in keyof OgMetaInput]: OgMetaInput[K] extends string ? K : never }[keyof OgMetaInput];

/** Open Graph meta generator: page type, general, image, type-specific and Twitter card fields → escaped HTML tags. */
export default function OgMetaGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(ogMetaGeneratorState);
  const problems = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of ogMetaProblems(state)) if (!map.has(p.field)) map.set(p.field, p.message);
    return map;
  }, [state]);
  const firstProblem = problems.values().next().value ?? '';
  const html = useMemo(() => (problems.size > 0 ? '' : generateOgMeta(state)), [state, problems]);

  const typeLabels: Record<OgType, string> = {
    website: t`Website`,
    article: t`Article`,
    book: t`Book`,
    profile: t`Profile`,
    'music.song': t`Music: song`,
    'music.album': t`Music: album`,
    'music.playlist': t`Music: playlist`,
    'music.radio_station': t`Music: radio station`,
    'video.movie': t`Video: movie`,
    'video.episode': t`Video: episode`,
    'video.tv_show': t`Video: TV show`,
    'video.other': t`Video: other`,
  };
  const propertyLabels: Record<string, string> = {
    'article:published_time': t`Published time`,
    'article:modified_time': t`Modified time`,
    'article:expiration_time': t`Expiration time`,
    'article:author': t`Authors (profile URLs)`,
    'article:section': t`Section`,
    'article:tag': t`Tags`,
    'book:author': t`Authors (profile URLs)`,
    'book:isbn': t`ISBN`,
    'book:release_date': t`Release date`,
    'book:tag': t`Tags`,
    'profile:first_name': t`First name`,
    'profile:last_name': t`Last name`,
    'profile:username': t`Username`,
    'profile:gender': t`Gender`,
    'music:duration': t`Duration (seconds)`,
    'music:album': t`Albums (URLs)`,
    'music:album:disc': t`Disc number`,
    'music:album:track': t`Track number`,
    'music:musician': t`Musicians (profile URLs)`,
    'music:song': t`Songs (URLs)`,
    'music:song:disc': t`Disc number`,
    'music:song:track': t`Track number`,
    'music:release_date': t`Release date`,
    'music:creator': t`Creator (profile URL)`,
    'video:actor': t`Actors (profile URLs)`,
    'video:actor:role': t`Actor's role`,
    'video:director': t`Directors (profile URLs)`,
    'video:writer': t`Writers (profile URLs)`,
    'video:duration': t`Duration (seconds)`,
    'video:release_date': t`Release date`,
    'video:tag': t`Tags`,
    'video:series': t`Series (TV show URL)`,
  };

  const field = (
    key: TextField,
    label: string,
    extra: { placeholder?: string; hint?: string; multiline?: boolean; monospace?: boolean; inputMode?: 'numeric' } = {},
  ) => (
    <TextInput
      label={label}
      value={state[key]}
      onChange={(value) => update({ [key]: value } as Partial<typeof state>)}
      error={problems.get(key)}
      placeholder={extra.placeholder}
      hint={extra.hint}
      multiline={extra.multiline}
      rows={extra.multiline ? 2 : undefined}
      monospace={extra.monospace}
      inputMode={extra.inputMode}
      spellCheck={extra.monospace ? false : undefined}
      openFile={extra.multiline ? false : undefined}
    />
  );

  const propertyField = (spec: OgPropertySpec) => {
    const label = propertyLabels[spec.property] ?? spec.property;
    const value = state.properties[spec.property] ?? '';
    const set = (v: string) => update((s) => ({ properties: { ...s.properties, [spec.property]: v } }));
    if (spec.kind === 'enum') {
      return (
        <Select
          key={spec.property}
          label={label}
          value={value}
          onChange={set}
          options={[{ value: '', label: t`Not given` }, ...(spec.options ?? []).map((o) => ({ value: o, label: o }))]}
        />
      );
    }
    const property = spec.property;
    const placeholder =
      spec.kind === 'datetime'
        ? '2026-11-28T09:30:00Z'
        : spec.kind === 'url'
          ? 'https://example.com/…'
          : spec.kind === 'integer'
            ? '1'
            : undefined;
    return (
      <TextInput
        key={spec.property}
        label={label}
        value={value}
        onChange={set}
        error={problems.get(spec.property)}
        placeholder={placeholder}
        multiline={spec.multiple}
        rows={spec.multiple ? 2 : undefined}
        openFile={spec.multiple ? false : undefined}
        monospace={spec.kind === 'url' || spec.kind === 'datetime'}
        inputMode={spec.kind === 'integer' ? 'numeric' : undefined}
        hint={spec.multiple ? t`${property}: one per line.` : property}
      />
    );
  };

  const typeProperties = OG_TYPE_PROPERTIES[state.type];
  const typeLabel = typeLabels[state.type];

  return (
    <Stack>
      <Card title={t`General information`}>
        <Stack>
          <Row>
            <Select<OgType>
              label={t`Page type`}
              value={state.type}
              onChange={(type) => update({ type })}
              options={Object.entries(typeLabels).map(([value, label]) => ({ value: value as OgType, label }))}
            />
            {field('title', t`Title`, { placeholder: t`The title of your page` })}
          </Row>
          {field('description', t`Description`, { multiline: true, placeholder: t`One or two sentences about the page` })}
          <Row>
            {field('url', t`Page URL`, {
              placeholder: 'https://example.com/page',
              monospace: true,
              hint: t`The page's canonical URL, in full.`,
            })}
            {field('siteName', t`Site name`, { placeholder: 'Example' })}
          </Row>
          <Row>
            {field('locale', t`Locale`, { placeholder: 'en_US', monospace: true })}
            {field('localeAlternates', t`Other locales`, {
              placeholder: 'fr_FR',
              monospace: true,
              multiline: true,
              hint: t`One per line.`,
            })}
            <Select<Determiner>
              label={t`Determiner`}
              value={state.determiner}
              onChange={(determiner) => update({ determiner })}
              options={[
                { value: '', label: t`None` },
                { value: 'a', label: 'a' },
                { value: 'an', label: 'an' },
                { value: 'the', label: 'the' },
                { value: 'auto', label: 'auto' },
              ]}
            />
          </Row>
          <Row>
            {field('videoUrl', t`Video URL`, { placeholder: 'https://example.com/trailer.mp4', monospace: true })}
            {field('audioUrl', t`Audio URL`, { placeholder: 'https://example.com/theme.mp3', monospace: true })}
          </Row>
        </Stack>
      </Card>
      <Card title={t`Image`}>
        <Stack>
          <Row>
            {field('imageUrl', t`Image URL`, {
              placeholder: 'https://example.com/og.png',
              monospace: true,
              hint: t`1200 × 630 pixels suits most sites.`,
            })}
            {field('imageSecureUrl', t`Image secure URL`, { placeholder: 'https://…', monospace: true })}
          </Row>
          <Row>
            {field('imageType', t`Image type`, { placeholder: 'image/png', monospace: true })}
            {field('imageWidth', t`Image width`, { placeholder: '1200', inputMode: 'numeric' })}
            {field('imageHeight', t`Image height`, { placeholder: '630', inputMode: 'numeric' })}
          </Row>
          {field('imageAlt', t`Image description (alt text)`, { placeholder: t`What the image shows` })}
        </Stack>
      </Card>
      {typeProperties.length > 0 && (
        <Card title={t`${typeLabel} properties`}>
          <Row>{typeProperties.map(propertyField)}</Row>
        </Card>
      )}
      <Card title={t`Twitter (X) card`}>
        <Stack>
          <ButtonsSelect<TwitterCard>
            label={t`Card type`}
            size="small"
            value={state.twitterCard}
            onChange={(twitterCard) => update({ twitterCard })}
            options={[
              { value: 'summary', label: t`Summary` },
              { value: 'summary_large_image', label: t`Summary with large image` },
              { value: 'app', label: t`App` },
              { value: 'player', label: t`Player` },
              { value: 'none', label: t`No Twitter tags` },
            ]}
          />
          {state.twitterCard !== 'none' && (
            <Row>
              {field('twitterSite', t`Site account`, { placeholder: '@example' })}
              {field('twitterCreator', t`Creator account`, { placeholder: '@author' })}
            </Row>
          )}
          {state.twitterCard === 'player' && (
            <Row>
              {field('twitterPlayer', t`Player URL`, { placeholder: 'https://example.com/embed/1', monospace: true })}
              {field('twitterPlayerWidth', t`Player width`, { placeholder: '480', inputMode: 'numeric' })}
              {field('twitterPlayerHeight', t`Player height`, { placeholder: '270', inputMode: 'numeric' })}
            </Row>
          )}
          {state.twitterCard === 'app' && (
            <Row>
              {field('twitterAppName', t`App name`)}
              {field('twitterAppIdIphone', t`App Store id (iPhone)`, { placeholder: '929750075', monospace: true })}
              {field('twitterAppIdIpad', t`App Store id (iPad)`, { monospace: true })}
              {field('twitterAppIdGoogleplay', t`Google Play id`, { placeholder: 'com.example.app', monospace: true })}
            </Row>
          )}
          {state.twitterCard !== 'none' && (
            <Checkbox
              label={t`Also write twitter:title, description and image (X reads the og: ones otherwise)`}
              checked={state.twitterDuplicates}
              onChange={(twitterDuplicates) => update({ twitterDuplicates })}
            />
          )}
        </Stack>
      </Card>
      <Card title={t`Your meta tags`}>
        <Stack>
          <Row>
            <Checkbox
              label={t`Include <title> and <meta name="description">`}
              checked={state.includeBasic}
              onChange={(includeBasic) => update({ includeBasic })}
            />
            <Checkbox
              label={t`Self-closing tags (XHTML, JSX)`}
              checked={state.selfClosing}
              onChange={(selfClosing) => update({ selfClosing })}
            />
          </Row>
          <TextInput
            label={t`Meta tags`}
            value={html}
            readOnly
            multiline
            rows={10}
            monospace
            copyable
            copyLabel={t`Copy the meta tags`}
            error={problems.size > 0 ? t`Fix the fields marked above: ${firstProblem}` : null}
            hint={t`Paste into the page's <head>. Values are HTML-escaped (& " ' < >).`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
