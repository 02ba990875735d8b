import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sharepointDecoderTool } from './meta.js';
import { decodeShareId, decodeSharePointLink, encodeShareId } from './sharepoint-decoder.js';
import { sharepointDecoderState } from './state.js';

/** The Graph docs' algorithm, written with Node's Buffer: Base64, trim "=", "/" → "_", "+" → "-", prepend "u!". */
const graphDocsEncode = (url: string) => `u!${Buffer.from(url, 'utf8').toString('base64').replace(/=+$/, '').replace(/\//g, '_').replace(/\+/g, '-')}`;

describe('share ids — Microsoft Graph "Encoding sharing URLs"', () => {
  it('encodes the sharing URL of the Graph documentation example', () => {
    const url = 'https://onedrive.live.com/redir?resid=1231244193912!12&authKey=1201919!12921!1';
    expect(encodeShareId(url)).toBe(graphDocsEncode(url));
    expect(decodeShareId(graphDocsEncode(url))).toBe(url);
  });

  it('round-trips any URL, non-ASCII included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string({ unit: 'grapheme', minLength: 1 }).filter((s) => s.trim() === s && s !== '')), (url) => {
        const id = encodeShareId(url);
        expect(id).toBe(graphDocsEncode(url));
        expect(id).toMatch(/^u![A-Za-z0-9_-]*$/);
        expect(decodeShareId(id)).toBe(url);
      }),
    );
  });

  it('names what is wrong with a bad share id', () => {
    expect(expectToolInputError(() => decodeShareId('s!abc')).message).toMatch(/starts with "u!"/);
    expect(expectToolInputError(() => decodeShareId('u!ab.c')).message).toMatch(/Character "\." at position 5/);
    expect(expectToolInputError(() => decodeShareId('u!a')).message).toMatch(/not valid base64url/);
  });
});

describe('decodeSharePointLink', () => {
  it('reads a share id and the sharing link inside it', () => {
    const link = 'https://contoso.sharepoint.com/:x:/r/sites/Finance/Shared%20Documents/Budget%202026.xlsx?d=w1234&csf=1&web=1';
    const r = decodeSharePointLink(graphDocsEncode(link));
    expect(r.form).toBe('share-id');
    expect(r.sharingUrl).toBe(link);
    expect(r.target).toBe('https://contoso.sharepoint.com/sites/Finance/Shared%20Documents/Budget%202026.xlsx');
    expect(r.itemType).toBe('Excel workbook');
  });

  it('reads a Graph /shares/ request', () => {
    const link = 'https://contoso.sharepoint.com/:b:/r/sites/HR/Policies/Leave.pdf';
    const r = decodeSharePointLink(`https://graph.microsoft.com/v1.0/shares/${graphDocsEncode(link)}/driveItem`);
    expect([r.form, r.target, r.fileName, r.typeCode]).toEqual(['graph-shares', 'https://contoso.sharepoint.com/sites/HR/Policies/Leave.pdf', 'Leave.pdf', 'b']);
  });

  it('reads a typed link with a path (/:w:/r/…)', () => {
    const r = decodeSharePointLink('https://contoso.sharepoint.com/:w:/r/teams/Legal/Shared Documents/Contract.docx?d=w5&csf=1');
    expect(r).toMatchObject({
      form: 'typed-path',
      target: 'https://contoso.sharepoint.com/teams/Legal/Shared%20Documents/Contract.docx',
      site: 'https://contoso.sharepoint.com/teams/Legal',
      fileName: 'Contract.docx',
      itemType: 'Word document',
    });
    expect(r.shareId).toBe(graphDocsEncode('https://contoso.sharepoint.com/:w:/r/teams/Legal/Shared Documents/Contract.docx?d=w5&csf=1'));
    expect(r.graphRequest).toBe(`https://graph.microsoft.com/v1.0/shares/${r.shareId}/driveItem`);
  });

  it('reads a typed link with a token (/:x:/s/…, /:w:/g/personal/…)', () => {
    expect(decodeSharePointLink('https://contoso.sharepoint.com/:x:/s/Finance/EaBcDeFgHiJkLmNoP?e=AbCdEf')).toMatchObject({
      form: 'typed-token',
      site: 'https://contoso.sharepoint.com/sites/Finance',
      token: 'EaBcDeFgHiJkLmNoP',
      itemType: 'Excel workbook',
      target: null,
    });
    expect(decodeSharePointLink('https://contoso-my.sharepoint.com/:f:/g/personal/jane_contoso_com/EkXyZ?e=1')).toMatchObject({
      site: 'https://contoso-my.sharepoint.com/personal/jane_contoso_com',
      itemType: 'Folder',
    });
  });

  it('reads a library link with ?id= (the reference tool: host + id)', () => {
    const r = decodeSharePointLink(
      'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FTeam%2FShared%20Documents%2FPlans%2FQ3.pdf&parent=%2Fsites%2FTeam%2FShared%20Documents%2FPlans',
    );
    expect(r).toMatchObject({ form: 'id-parameter', target: 'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Plans/Q3.pdf', fileName: 'Q3.pdf', site: 'https://contoso.sharepoint.com/sites/Team' });
  });

  it('reads Doc.aspx links and OneDrive consumer short links', () => {
    const doc = decodeSharePointLink('https://contoso.sharepoint.com/sites/Team/_layouts/15/Doc.aspx?sourcedoc=%7B1C2D3E4F-0000-1111-2222-333344445555%7D&file=Notes.docx&action=default');
    expect([doc.form, doc.fileName]).toEqual(['doc-aspx', 'Notes.docx']);
    expect(doc.notes.join(' ')).toContain('1C2D3E4F-0000-1111-2222-333344445555');
    const od = decodeSharePointLink('https://1drv.ms/x/s!AkB2cDeFgHiJkLm');
    expect([od.form, od.itemType, od.token]).toEqual(['onedrive-consumer', 'Excel workbook', 's!AkB2cDeFgHiJkLm']);
  });

  it('names the problem with text that is neither a link nor a share id', () => {
    expect(expectToolInputError(() => decodeSharePointLink('hello')).message).toMatch(/not a link/);
    expect(expectToolInputError(() => decodeSharePointLink('')).message).toMatch(/Enter a SharePoint/);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(sharepointDecoderTool, sharepointDecoderState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeSharePointLink(s));
    fuzzToolFunction((s: string) => decodeSharePointLink(`u!${s}`));
    fuzzToolFunction((s: string) => decodeSharePointLink(`https://contoso.sharepoint.com/:x:/r/${s}`));
    fuzzToolFunction((s: string) => encodeShareId(s));
  });
});
