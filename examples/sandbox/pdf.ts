/**
 * A minimal PDF writer for the sandbox's vouchers: one A4 page of text lines in Helvetica, and
 * optionally a row of bars (a barcode drawn as rectangles). Enough to give the shopper a real,
 * printable document; not a general PDF library.
 */

/** One line of text. */
interface PdfLine {
  /** The text (characters outside Latin-1 print as '?'). */
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  /** Bold (Helvetica-Bold). */
  bold?: boolean;
  /** Space before the line, in points (default: 0.6 × the size). */
  gap?: number;
}

/** A barcode drawn below the text: bar widths in modules, alternating bar and space, starting with a bar. */
interface PdfBars {
  /** Widths of bars and spaces, in modules. */
  widths: readonly number[];
  /** Height in points (default 50). */
  height?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** A PDF string literal of the text: Latin-1, with `\`, `(` and `)` escaped. */
function pdfString(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/[\r\n]/g, ' ')})`;
}

/** The content stream: the lines from the top, then the bars. */
function contentStream(lines: readonly PdfLine[], bars?: PdfBars): string {
  const operations: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? size * 0.6) + size;
    operations.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  if (bars && bars.widths.length > 0) {
    const height = bars.height ?? 50;
    const total = bars.widths.reduce((sum, width) => sum + width, 0);
    const module = Math.min(1.5, (PAGE_WIDTH - 2 * MARGIN) / total);
    let x = MARGIN;
    y -= 24 + height;
    bars.widths.forEach((width, index) => {
      if (index % 2 === 0)
        operations.push(`${x.toFixed(2)} ${y.toFixed(1)} ${(width * module).toFixed(2)} ${height} re f`);
      x += width * module;
    });
  }
  return operations.join('\n');
}

/** A one-page PDF document (PDF 1.4) with the given title, text lines and optional barcode. */
function createPdf(options: { title: string; lines: readonly PdfLine[]; bars?: PdfBars }): Buffer {
  const content = contentStream(options.lines, options.bars);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(options.title)} /Producer (headless-checkout sandbox) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export { createPdf };
export type { PdfBars, PdfLine };
