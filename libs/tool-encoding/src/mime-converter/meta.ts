import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's fields: `text`, `encoded`, `encoding`, `always`, `fold`, `headerName`. */
export const mimeConverter = defineTool({
  path: '/mime-converter',
  name: 'MIME encoding converter',
  description: 'Encode and decode RFC 2047 encoded-words (=?UTF-8?B?…?=, =?ISO-8859-1?Q?…?=) as in mail subjects and names, in any charset the browser knows.',
  keywords: ['mime', 'rfc 2047', 'encoded word', 'email', 'mail', 'subject', 'header', 'base64', 'quoted printable', 'charset', 'utf-8', 'iso-8859-1'],
  icon: 'IconMailCode',
  component: () => import('./MimeConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['postal-mime'],
  examples: [
    { label: 'Decode a Latin-1 name (RFC 2047 §8)', state: { encoded: '=?ISO-8859-1?Q?Andr=E9?= Pirard' } },
    { label: 'Decode a folded subject', state: { encoded: 'Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=\r\n =?ISO-8859-2?B?dSB1bmRlcnN0YW5kIHRoZSBleGFtcGxlLg==?=' } },
    { label: 'Encode a subject in Q', state: { text: 'Café crème für Jörg', encoding: 'Q', fold: true, headerName: 'Subject' } },
  ],
});
