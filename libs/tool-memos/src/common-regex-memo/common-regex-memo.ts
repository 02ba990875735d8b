import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';
import type { RegexMemoEntry } from '../shared/memo/regex-entry.js';

const r = String.raw;

/**
 * Common regular expressions, ready to copy: numbers, identifiers, e-mail, URLs, network
 * addresses, dates and times, files and text clean-up, in JavaScript (ECMAScript 2025) syntax.
 * Each pattern carries texts it must accept and texts it must reject, run by the tests. They check
 * a shape, not a meaning (a date that does not exist, a reachable host). Written for this project.
 */
export const commonRegexMemo: Memo<RegexMemoEntry> = {
  id: 'common-regex',
  sections: [
    {
      id: 'numbers',
      title: msg`Numbers`,
      entries: [
        { code: r`^\d+$`, description: msg`Whole number, digits only.`, matches: ['0', '2025'], rejects: ['-1', '1.5', ''] },
        { code: r`^[+-]?\d+$`, description: msg`Integer with an optional sign.`, matches: ['-42', '+7', '0'], rejects: ['4-2', '--1'] },
        {
          code: r`^[+-]?(?:\d+\.?\d*|\.\d+)$`,
          description: msg`Decimal number with a dot.`,
          matches: ['3.14', '-0.5', '.5', '10.'],
          rejects: ['1,5', '.', '1.2.3'],
        },
        {
          code: r`^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$`,
          description: msg`Number in scientific notation too.`,
          matches: ['6.02e23', '1E-9', '42'],
          rejects: ['e5', '1e'],
        },
        {
          code: r`^\d{1,3}(?:,\d{3})*(?:\.\d+)?$`,
          description: msg`Thousands separated by commas.`,
          matches: ['1,234,567.89', '999'],
          rejects: ['1234,567', '12,34'],
        },
        {
          code: r`^(?:0x)?[0-9a-f]+$`,
          flags: 'i',
          description: msg`Hexadecimal number.`,
          matches: ['0xFF', 'deadBEEF'],
          rejects: ['0xG1', '0x'],
        },
        {
          code: r`^(?:100|\d{1,2})(?:\.\d+)?%$`,
          description: msg`Percentage from 0 to 100.`,
          matches: ['50%', '99.5%', '100%'],
          rejects: ['101%', '50'],
        },
      ],
    },
    {
      id: 'identifiers',
      title: msg`Identifiers`,
      entries: [
        {
          code: r`^[a-z0-9_-]{3,16}$`,
          description: msg`User name: 3 to 16 lower-case letters, digits, \`_\` or \`-\`.`,
          matches: ['jane_doe', 'abc'],
          rejects: ['ab', 'Jane Doe'],
        },
        {
          code: r`^[a-z0-9]+(?:-[a-z0-9]+)*$`,
          description: msg`URL slug: words joined by single dashes.`,
          matches: ['hello-world', 'post-2025'],
          rejects: ['-hello', 'a--b', 'Hello'],
        },
        {
          code: r`^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$`,
          flags: 'i',
          description: msg`CSS hex colour, with optional alpha.`,
          matches: ['#fff', '#1E90FF', '#1e90ff80'],
          rejects: ['#ff', 'fff', '#12345'],
        },
        {
          code: r`^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
          flags: 'i',
          description: msg`UUID, versions 1 to 8 (RFC 9562).`,
          matches: ['f81d4fae-7dec-11d0-a765-00a0c91e6bf6', '01890a5d-ac96-774b-bcce-b302099a8057'],
          rejects: ['f81d4fae7dec11d0a76500a0c91e6bf6', 'f81d4fae-7dec-01d0-a765-00a0c91e6bf6'],
        },
        {
          code: r`^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$`,
          description: msg`Semantic version (semver.org), simplified.`,
          matches: ['1.0.0', '2.1.3-beta.1+build.5'],
          rejects: ['1.0', '01.2.3', 'v1.0.0'],
        },
        {
          code: r`^[A-Za-z_$][\w$]*$`,
          description: msg`JavaScript identifier (ASCII only).`,
          matches: ['_private', '$el', 'camelCase2'],
          rejects: ['2fast', 'my-var'],
        },
      ],
    },
    {
      id: 'email-web',
      title: msg`E-mail and web`,
      entries: [
        {
          code: r`^[^\s@]+@[^\s@]+\.[^\s@]+$`,
          description: msg`E-mail address, loose check (what forms need).`,
          matches: ['jane@example.com', 'a.b+tag@mail.example.org'],
          rejects: ['jane@', 'jane @example.com', 'jane@example'],
        },
        {
          code: r`^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$`,
          description: msg`http or https URL.`,
          matches: ['https://example.com', 'http://example.com:8080/a?b=c#d'],
          rejects: ['ftp://example.com', 'https://', 'example.com'],
        },
        {
          code: r`^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$`,
          flags: 'i',
          description: msg`Domain name (ASCII labels of up to 63 characters).`,
          matches: ['example.com', 'sub.example.co.uk'],
          rejects: ['-bad.com', 'example', 'a..com'],
        },
        {
          code: r`https?:\/\/[^\s<>"']+`,
          flags: 'g',
          description: msg`Finds the links in a text.`,
          matches: ['see https://example.com/a and more'],
          rejects: ['no link here'],
        },
      ],
    },
    {
      id: 'network',
      title: msg`Network`,
      entries: [
        {
          code: r`^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$`,
          description: msg`IPv4 address (no leading zeros).`,
          matches: ['192.168.1.1', '255.255.255.255', '0.0.0.0'],
          rejects: ['256.1.1.1', '1.2.3', '01.2.3.4'],
        },
        {
          code: r`^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\/(?:3[0-2]|[12]?\d)$`,
          description: msg`IPv4 network in CIDR notation.`,
          matches: ['10.0.0.0/8', '192.168.0.0/24'],
          rejects: ['10.0.0.0/33', '10.0.0.0'],
        },
        {
          code: r`^(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}$`,
          flags: 'i',
          description: msg`IPv6 address, full form only (use a parser for \`::\`).`,
          matches: ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:db8:0:0:0:0:2:1'],
          rejects: ['2001:db8::2:1', '2001:db8:0:0:0:0:2:1:5'],
        },
        {
          code: r`^[0-9a-f]{2}(?:([:-])[0-9a-f]{2})(?:\1[0-9a-f]{2}){4}$`,
          flags: 'i',
          description: msg`MAC address with \`:\` or \`-\`, the same throughout.`,
          matches: ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e'],
          rejects: ['00:1A-2B:3C:4D:5E', '001A2B3C4D5E'],
        },
        {
          code: r`^(?:6553[0-5]|655[0-2]\d|65[0-4]\d\d|6[0-4]\d{3}|[1-5]\d{4}|[1-9]\d{0,3}|0)$`,
          description: msg`Port number, 0 to 65535.`,
          matches: ['0', '443', '65535'],
          rejects: ['65536', '080', '-1'],
        },
      ],
    },
    {
      id: 'dates',
      title: msg`Dates and times`,
      entries: [
        {
          code: r`^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$`,
          description: msg`ISO 8601 date (checks the shape, not the calendar).`,
          matches: ['2025-06-01', '1999-12-31'],
          rejects: ['2025-13-01', '2025-6-1', '25-06-01'],
        },
        {
          code: r`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$`,
          description: msg`RFC 3339 timestamp, with its offset.`,
          matches: ['2025-06-01T12:30:00Z', '2025-06-01T12:30:00.123+02:00'],
          rejects: ['2025-06-01 12:30:00', '2025-06-01T12:30:00'],
        },
        {
          code: r`^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$`,
          description: msg`24-hour time, seconds optional.`,
          matches: ['09:30', '23:59:59'],
          rejects: ['24:00', '9:30', '12:60'],
        },
        {
          code: r`^(?:0?[1-9]|1[0-2]):[0-5]\d\s?[AaPp][Mm]$`,
          description: msg`12-hour time with AM or PM.`,
          matches: ['9:30 AM', '12:05pm'],
          rejects: ['13:00 PM', '9:30'],
        },
        {
          code: r`^(?:0[1-9]|[12]\d|3[01])\/(?:0[1-9]|1[0-2])\/\d{4}$`,
          description: msg`Day/month/year date.`,
          matches: ['31/12/2025', '01/06/2025'],
          rejects: ['12/31/2025', '1/6/2025'],
        },
      ],
    },
    {
      id: 'text',
      title: msg`Text clean-up`,
      entries: [
        {
          code: r`^\s+|\s+$`,
          flags: 'g',
          description: msg`White space at the start or end (replace with nothing).`,
          matches: ['  padded  ', 'end '],
          rejects: ['trimmed'],
        },
        {
          code: r`\s{2,}`,
          flags: 'g',
          description: msg`Runs of white space (replace with one space).`,
          matches: ['a  b', 'a\t\tb'],
          rejects: ['a b c'],
        },
        { code: r`^\s*$`, flags: 'm', description: msg`Blank lines (with the \`m\` flag).`, matches: ['a\n\nb', '   '], rejects: ['a\nb'] },
        {
          code: r`\b(\w+)\s+\1\b`,
          flags: 'gi',
          description: msg`The same word twice in a row.`,
          matches: ['this is is it', 'The the end'],
          rejects: ['this is it'],
        },
        {
          code: r`<\/?[a-z][^>]*>`,
          flags: 'gi',
          description: msg`HTML tags, to strip them from simple markup (not a parser).`,
          matches: ['<b>bold</b>', '<A href="x">'],
          rejects: ['1 < 2 and 3 > 2', 'no tags'],
        },
        {
          code: r`\x1b\[[0-9;]*m`,
          flags: 'g',
          description: msg`ANSI colour codes in terminal output.`,
          matches: ['\x1b[31mred\x1b[0m'],
          rejects: ['plain [31m text'],
        },
      ],
    },
    {
      id: 'files',
      title: msg`Files and passwords`,
      entries: [
        {
          code: r`\.([^./\\]+)$`,
          description: msg`File extension, captured in group 1.`,
          finds: [['archive.tar.gz', '.gz']],
          rejects: ['README', 'folder.d/file'],
        },
        {
          code: r`\.(?:jpe?g|png|gif|webp|avif|svg)$`,
          flags: 'i',
          description: msg`Image file names.`,
          matches: ['photo.JPG', 'logo.svg'],
          rejects: ['photo.jpg.txt', 'movie.mp4'],
        },
        {
          code: r`^[^<>:"/\\|?*\x00-\x1f]+$`,
          description: msg`File name valid on Windows (no reserved characters).`,
          matches: ['report 2025.pdf'],
          rejects: ['a:b.txt', 'what?.txt'],
        },
        {
          code: r`^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$`,
          description: msg`Password of 12 or more characters with lower case, upper case and a digit.`,
          matches: ['Correct4horse', 'Abcdefghijk1'],
          rejects: ['short1A', 'alllowercase123'],
        },
      ],
    },
  ],
};
