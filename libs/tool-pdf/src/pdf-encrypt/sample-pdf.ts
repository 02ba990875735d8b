/**
 * A small valid PDF 1.7 with one A6 page that says `text` in Helvetica, written byte by byte with a
 * correct cross-reference table (ISO 32000-1 §7.5: header, body, xref, trailer; §9.6.2.2 the
 * standard 14 fonts need no embedding). The tools offer it as a sample when no file is chosen.
 *
 * @param text - the line drawn on the page (characters outside printable ASCII become `?`).
 * @returns the file's bytes.
 */
export function samplePdf(text = 'Hello from Handy Tools'): Uint8Array<ArrayBuffer> {
  const safe = Array.from(text, (c) => (c >= ' ' && c <= '~' ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 14 Tf 20 380 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Title (Handy Tools sample) /Producer (Handy Tools) >>',
  ];
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}
