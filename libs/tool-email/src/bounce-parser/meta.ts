import { defineTool } from '@handy-tools/ui/kit';

export const bounceParserTool = defineTool({
  path: '/bounce-parser',
  name: 'Bounce parser',
  description: 'Read a bounced e-mail (RFC 3464 delivery status notification): recipients, status codes explained, diagnostic and reason.',
  keywords: ['bounce', 'dsn', 'ndr', 'non-delivery report', 'delivery status notification', 'mailer-daemon', 'undeliverable', 'smtp', 'status code', 'rfc 3464', 'rfc 3463', 'enhanced status code'],
  icon: 'IconMailX',
  component: () => import('./BounceParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['postal-mime'],
  examples: [
    { label: 'RFC 3464 multi-recipient DSN', state: { input: "Date: Fri, 8 Jul 1994 09:21:47 -0400\nFrom: Mail Delivery Subsystem <MAILER-DAEMON@CS.UTK.EDU>\nSubject: Returned mail: User unknown\nTo: <owner-ups-mib@CS.UTK.EDU>\nMIME-Version: 1.0\nContent-Type: multipart/report; report-type=delivery-status;\n     boundary=\"JAA13167.773673707/CS.UTK.EDU\"\n\n--JAA13167.773673707/CS.UTK.EDU\ncontent-type: text/plain; charset=us-ascii\n\n   ----- The following addresses had delivery problems -----\n<arathib@vnet.ibm.com>  (unrecoverable error)\n<wsnell@sdcc13.ucsd.edu>  (unrecoverable error)\n\n--JAA13167.773673707/CS.UTK.EDU\ncontent-type: message/delivery-status\n\nReporting-MTA: dns; cs.utk.edu\n\nOriginal-Recipient: rfc822;arathib@vnet.ibm.com\nFinal-Recipient: rfc822;arathib@vnet.ibm.com\nAction: failed\nStatus: 5.0.0 (permanent failure)\nDiagnostic-Code: smtp; 550 'arathib@vnet.IBM.COM' is not a\n    registered gateway user\nRemote-MTA: dns; vnet.ibm.com\n\nOriginal-Recipient: rfc822;johnh@hpnjld.njd.hp.com\nFinal-Recipient: rfc822;johnh@hpnjld.njd.hp.com\nAction: delayed\nStatus: 4.0.0 (hpnjld.njd.jp.com: host name lookup failure)\n\nOriginal-Recipient: rfc822;wsnell@sdcc13.ucsd.edu\nFinal-Recipient: rfc822;wsnell@sdcc13.ucsd.edu\nAction: failed\nStatus: 5.0.0\nDiagnostic-Code: smtp; 550 user unknown\nRemote-MTA: dns; sdcc13.ucsd.edu\n\n--JAA13167.773673707/CS.UTK.EDU\ncontent-type: message/rfc822\n\n[original message goes here]\n\n--JAA13167.773673707/CS.UTK.EDU--\n" } },
    { label: 'Exim text bounce', state: { input: "Return-Path: <>\nX-Failed-Recipients: adajdasdadsadas@example.com,\n  asdadsadsasdasdasdasda@example.com\nAuto-Submitted: auto-replied\nFrom: Mail Delivery System <Mailer-Daemon@mail01>\nTo: from-user@example.com\nSubject: Mail delivery failed: returning message to sender\nMessage-Id: <E1cDwkO-0008LO-Th@example.com>\nDate: Mon, 05 Dec 2016 20:08:12 +0300\n\nThis message was created automatically by mail delivery software.\n\nA message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  adajdasdadsadas@example.com\n    Unrouteable address\n  asdadsadsasdasdasdasda@example.com\n    Unrouteable address\n\n------ This is a copy of the message, including all the headers. ------\n\nReturn-path: <from-user@example.com>\nSubject: test\nMessage-Id: <E1cDwkI-0008LG-PH@example.com>\nFrom: from-user@example.com\nDate: Mon, 05 Dec 2016 20:08:12 +0300\n\na test\n" } },
  ],
});
