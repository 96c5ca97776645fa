/**
 * A one-page PDF of sermon notes for the demo sermon's Resources, made here rather than
 * committed: a few lines of Helvetica, with the cross-reference table PDF readers expect.
 */
export const demoNotesPdf = (title: string, lines: string[]): Uint8Array => {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)
  const text = [
    'BT /F1 18 Tf 72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.map((line) => `0 -24 Td (${escape(line)}) Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Plain ASCII throughout, so string length is byte length and the offsets hold.
  return new TextEncoder().encode(pdf)
}
