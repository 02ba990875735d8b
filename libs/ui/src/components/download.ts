/**
 * Offers bytes or text to the user as a file download.
 *
 * @param data - the file's content.
 * @param fileName - suggested file name.
 * @param mimeType - MIME type of the content (default `application/octet-stream`).
 */
export function downloadFile(data: BlobPart, fileName: string, mimeType = 'application/octet-stream'): void {
  const url = URL.createObjectURL(new Blob([data], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
