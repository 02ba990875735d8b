// Applies the remembered theme before the app renders, so a reload never flashes the other theme.
// Kept tiny and separate from main.tsx; the same storage key is used by state/theme.ts.
try {
  const stored = JSON.parse(localStorage.getItem('theme') ?? 'null') as unknown;
  const theme = stored === 'dark' || stored === 'light' ? stored : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
} catch {
  document.documentElement.dataset.theme = 'light';
}
