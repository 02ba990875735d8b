import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const deviceInformationTool = defineTool({
  path: '/device-information',
  name: 'Device information',
  description:
    'Your screen, window, pixel ratio, orientation, languages, time zone, processor cores, memory, touch and colour scheme, live.',
  keywords: [
    'device',
    'information',
    'screen',
    'resolution',
    'viewport',
    'window size',
    'pixel ratio',
    'dpr',
    'orientation',
    'language',
    'time zone',
    'cores',
    'memory',
    'touch',
    'dark mode',
    'color scheme',
    'reduced motion',
    'user agent',
    'browser',
  ],
  icon: 'IconDevices',
  component: () => import('./DeviceInformationTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'All values as text', state: { format: 'text' } },
    { label: 'All values as JSON', state: { format: 'json' } },
  ],
});
