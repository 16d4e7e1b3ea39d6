/** A small CSV reader: comma separated, `"` quoting with `""` escapes, CRLF or LF line ends. */

/** One record and the 1-based line of the file it starts on. */
interface CsvRecord {
  line: number;
  cells: string[];
}

/** Splits CSV text into records; blank lines are skipped. An unterminated quote throws. */
function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let startLine = 1;
  let quoted = false;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell !== '') records.push({ line: startLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else cell += char;
  }
  if (quoted) throw new Error(`line ${startLine}: a quoted cell is not closed`);
  endRecord();
  return records;
}

export { parseCsv };
export type { CsvRecord };
