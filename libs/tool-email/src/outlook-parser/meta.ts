import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts: `sample`. */
export const outlookParserTool = defineTool({
  path: '/outlook-parser',
  name: 'Outlook message parser',
  description: 'Read an Outlook .msg file: sender, recipients, dates, subject, plain, HTML and RTF bodies, attachments and every MAPI property.',
  keywords: ['outlook', 'msg', 'parser', 'email', 'e-mail', 'mapi', 'ms-oxmsg', 'attachments', 'rtf', 'exchange', 'viewer', 'headers'],
  icon: 'IconMailOpened',
  component: () => import('./OutlookParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@kenjiuno/msgreader', '@kenjiuno/decompressrtf'],
  examples: [{ label: 'Sample message (agenda.msg)', state: { sample: 'agenda' } }],
});
