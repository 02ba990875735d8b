// Renders the tools of one family package (see ../vite.config.ts) without the shell.
import '@handy-tools/ui/theme.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, Select, Stack, UiProvider } from '@handy-tools/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error resolved by the playground's Vite alias
import { tools } from 'virtual:family';
import type { Tool } from '@handy-tools/ui/kit';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const list = tools as Tool[];
// One lazy element per tool, created once (not during render).
const elements = new Map(
  list.map((t) => {
    const Component = lazy(t.component);
    return [t.path, <Component key={t.path} />];
  }),
);

function Playground() {
  const [path, setPath] = useState<Tool['path']>(list[0]?.path ?? '/');
  const tool = list.find((t) => t.path === path);
  return (
    <main style={{ padding: 24, maxWidth: 1100, margin: '0 auto' }}>
      <Stack>
        <Select label="Tool" value={path} onChange={setPath} options={list.map((t) => ({ label: `${t.name} (${t.path})`, value: t.path }))} />
        <Button onClick={() => (document.documentElement.dataset.theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark')}>Toggle theme</Button>
        {tool && <h1>{tool.name}</h1>}
        {tool && <p>{tool.description}</p>}
        <Suspense fallback={<p>Loading…</p>}>{elements.get(path)}</Suspense>
      </Stack>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <Playground />
      </UiProvider>
    </I18nProvider>
  </StrictMode>,
);
