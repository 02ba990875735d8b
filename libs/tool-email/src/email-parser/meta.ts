import { defineTool } from '@handy-tools/ui/kit';

export const emailParserTool = defineTool({
  path: '/email-parser',
  name: 'E-mail parser',
  description: 'Open an .eml message: headers, addresses, dates, text and HTML bodies and attachments.',
  keywords: ['email', 'e-mail', 'eml', 'mime', 'message', 'parser', 'viewer', 'headers', 'attachments', 'rfc 5322', 'rfc 2045', 'rfc 2047', 'multipart', 'postal-mime'],
  icon: 'IconMailOpened',
  component: () => import('./EmailParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['postal-mime'],
  examples: [
    { label: 'RFC 5322 A.1.2', state: { input: "From: \"Joe Q. Public\" <john.q.public@example.com>\nTo: Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>\nCc: <boss@nil.test>, \"Giant; \\\"Big\\\" Box\" <sysservices@example.net>\nDate: Tue, 1 Jul 2003 10:52:37 +0200\nMessage-ID: <5678.21-Nov-1997@example.com>\n\nHi everyone.\n" } },
    { label: 'HTML, inline image, attachment', state: { input: "From: Ann Lee <ann@example.com>\nTo: Bob <bob@example.org>\nSubject: =?UTF-8?Q?R=C3=A9union_notes?=\nDate: Sat, 28 Nov 2026 09:30:00 +0100\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"outer\"\n\n--outer\nContent-Type: multipart/related; boundary=\"rel\"\n\n--rel\nContent-Type: multipart/alternative; boundary=\"alt\"\n\n--alt\nContent-Type: text/plain; charset=utf-8\n\nHello Bob, the notes are attached.\n--alt\nContent-Type: text/html; charset=utf-8\n\n<p>Hello <b>Bob</b>, the notes are attached.</p><p><img src=\"cid:dot@example.com\" alt=\"A dot\" width=\"16\" height=\"16\"> <img src=\"https://tracker.example.com/open.gif\" alt=\"Tracker\"></p>\n--alt--\n--rel\nContent-Type: image/png\nContent-ID: <dot@example.com>\nContent-Transfer-Encoding: base64\n\niVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\n--rel--\n--outer\nContent-Type: text/plain; name=\"notes.txt\"\nContent-Disposition: attachment; filename=\"notes.txt\"\n\n1. Budget\n2. Dates\n--outer--\n" } },
  ],
});
