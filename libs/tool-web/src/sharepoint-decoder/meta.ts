import { defineTool } from '@handy-tools/ui/kit';

export const sharepointDecoderTool = defineTool({
  path: '/sharepoint-decoder',
  name: 'SharePoint link decoder',
  description: 'Find where a SharePoint or OneDrive sharing link points, including u! encoded share ids.',
  keywords: ['sharepoint', 'onedrive', 'sharing link', 'share id', 'u!', 'microsoft graph', 'shares', 'decode', 'office 365', 'microsoft 365', '1drv.ms', 'driveitem'],
  icon: 'IconBrandOnedrive',
  component: () => import('./SharepointDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Typed link with a path', state: { input: 'https://contoso.sharepoint.com/:x:/r/sites/Finance/Shared%20Documents/Budget%202026.xlsx?d=w1234abcd&csf=1&web=1&e=AbCdEf' } },
    { label: 'Share id (u!)', state: { input: 'u!aHR0cHM6Ly9jb250b3NvLnNoYXJlcG9pbnQuY29tLzpiOi9yL3NpdGVzL0hSL1BvbGljaWVzL0xlYXZlLnBkZg' } },
    { label: 'Library link with ?id=', state: { input: 'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FTeam%2FShared%20Documents%2FPlans%2FQ3.pdf&parent=%2Fsites%2FTeam%2FShared%20Documents%2FPlans' } },
    { label: 'Sharing token link', state: { input: 'https://contoso.sharepoint.com/:w:/s/Legal/EaBcDeFgHiJkLmNoPqRsTuV?e=XyZ123' } },
  ],
});
