import { attempt, Card, Stack, TextInput, useToolState, type ValueRow, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { decodeSharePointLink, type SharePointLinkForm } from './sharepoint-decoder.js';
import { sharepointDecoderState } from './state.js';

/** SharePoint decoder: a sharing link or a `u!` share id → the target, site, type, share id and Graph request. */
export default function SharepointDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(sharepointDecoderState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => decodeSharePointLink(input))), [input]);
  const link = result?.value;

  const rows = useMemo((): ValueRow[] => {
    if (!link) return [];
    const forms: Record<SharePointLinkForm, string> = {
      'share-id': t`Microsoft Graph share id (u!)`,
      'graph-shares': t`Microsoft Graph /shares/ request`,
      'typed-path': t`Sharing link with the file's path (/:x:/r/…)`,
      'typed-token': t`Sharing link with a token (/:x:/s/…, /:x:/g/…)`,
      'id-parameter': t`Library link with ?id=`,
      'doc-aspx': t`Office Online link (Doc.aspx)`,
      'onedrive-consumer': t`OneDrive (personal) link`,
      other: t`Other link`,
    };
    const none = t`Not in the link`;
    return [
      { key: 'form', label: t`Kind of link`, value: forms[link.form] },
      { key: 'target', label: t`Target`, value: link.target, note: none },
      { key: 'site', label: t`Site`, value: link.site, note: none },
      { key: 'file', label: t`File or folder name`, value: link.fileName, note: none },
      { key: 'type', label: t`Item type`, value: link.itemType === null ? null : `${link.itemType} (:${link.typeCode ?? ''}:)`, note: none },
      { key: 'token', label: t`Sharing token`, value: link.token, note: none },
      { key: 'sharing-url', label: t`Sharing link`, value: link.sharingUrl },
      { key: 'share-id', label: t`Share id`, value: link.shareId, hint: t`u! and the base64url of the sharing link (Microsoft Graph, "Encoding sharing URLs").` },
      { key: 'graph', label: t`Graph request`, value: `GET ${link.graphRequest}`, hint: t`Resolves the link to its file with a Microsoft Graph token (not sent from here).` },
      ...link.notes.map((note, i) => ({ key: `note-${i}`, label: t`Note ${i + 1}`, value: note })),
    ];
  }, [link, t]);

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Sharing link or share id`}
          value={input}
          onChange={(input) => update({ input })}
          error={result?.error}
          monospace
          spellCheck={false}
          placeholder="https://contoso.sharepoint.com/:x:/r/sites/Team/Shared%20Documents/Budget.xlsx?d=w…"
          hint={t`A SharePoint or OneDrive link, a u!… share id or a graph.microsoft.com/…/shares/u!… request. Read in your browser: nothing is opened or sent.`}
        />
      </Card>
      {link && <ValueTable caption={t`Link details`} rows={rows} />}
    </Stack>
  );
}
