/**
 * A small CSV reader (RFC 4180): comma separated, `"` quoting with `""` escapes, CRLF or LF line
 * ends, a leading byte-order mark ignored. It never gives up on a file: a malformed record (a quoted
 * cell that is not closed, or a closing quote followed by something other than a comma or the line
 * end) comes out as a bad record with its line and a reason, and reading goes on at the next line.
 * A `"` inside an unquoted cell is kept as it is (as spreadsheets read it).
 */

/** A record that was read: the 1-based line of the file it starts on and its cells. */
interface CsvRow {
  line: number;
  cells: string[];
}

/** A record that could not be read: the line it starts on and why. */
interface CsvBadRow {
  line: number;
  error: string;
}

/** One record of the file, read or not. */
type CsvRecord = CsvRow | CsvBadRow;

/** The next comma or line end. */
const SEPARATOR = /[,\r\n]/g;

/** Line ends in text inside a quoted cell (CRLF, LF or a lone CR each count once). */
function countLineEnds(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 10 || (char === 13 && text.charCodeAt(index + 1) !== 10)) count += 1;
  }
  return count;
}

/** Where a record ended: the index after it, and the line the next record starts on. */
interface Cursor {
  index: number;
  line: number;
}

/** A record read at a cursor; `open` when a quoted cell ran to the end of the text unclosed. */
interface ReadRecord {
  record: CsvRecord;
  next: Cursor;
  open?: boolean;
}

/** Reads the record starting at `at` (not at the end of the text). */
function readRecord(source: string, at: Cursor): ReadRecord {
  const startLine = at.line;
  const cells: string[] = [];
  let index = at.index;
  let line = at.line;
  for (;;) {
    let cell = '';
    if (source[index] === '"') {
      const openedOn = line;
      index += 1;
      for (;;) {
        const quote = source.indexOf('"', index);
        const text = source.slice(index, quote === -1 ? source.length : quote);
        line += countLineEnds(text);
        cell += text;
        if (quote === -1) {
          return {
            ...bad(source, at, `the quoted cell opened on line ${openedOn} is not closed`),
            open: true,
          };
        }
        index = quote;
        if (source[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        const after = source[index + 1];
        if (after === undefined || after === ',' || after === '\n' || after === '\r') {
          index += 1;
          break;
        }
        return bad(
          source,
          at,
          line === openedOn
            ? `a closing quote must be followed by a comma or the line end (found '${after}')`
            : `the quoted cell opened on line ${openedOn} is not closed`,
        );
      }
    } else {
      SEPARATOR.lastIndex = index;
      const end = SEPARATOR.exec(source)?.index ?? source.length;
      cell = source.slice(index, end);
      index = end;
    }
    cells.push(cell);
    const char = source[index];
    if (char === ',') {
      index += 1;
      continue;
    }
    // The line end (or the end of the text) closes the record.
    if (char === '\r' && source[index + 1] === '\n') index += 2;
    else if (char !== undefined) index += 1;
    return { record: { line: startLine, cells }, next: { index, line: line + 1 } };
  }
}

/** A bad record at `at`; reading goes on at the line after the one it starts on. */
function bad(source: string, at: Cursor, error: string): { record: CsvBadRow; next: Cursor } {
  let index = at.index;
  while (index < source.length && source[index] !== '\n' && source[index] !== '\r') index += 1;
  if (source[index] === '\r' && source[index + 1] === '\n') index += 2;
  else if (index < source.length) index += 1;
  return { record: { line: at.line, error }, next: { index, line: at.line + 1 } };
}

/** The records of CSV text, one at a time, blank lines skipped. */
function* readCsv(text: string): Generator<CsvRecord, void, undefined> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cursor: Cursor = { index: 0, line: 1 };
  while (cursor.index < source.length) {
    const char = source[cursor.index];
    if (char === '\n' || char === '\r') {
      const width = char === '\r' && source[cursor.index + 1] === '\n' ? 2 : 1;
      cursor = { index: cursor.index + width, line: cursor.line + 1 };
      continue;
    }
    const { record, next } = readRecord(source, cursor);
    cursor = next;
    yield record;
  }
}

/**
 * The most characters one record may hold while it is read from a stream: a quoted cell never
 * closed would otherwise keep the rest of the file in memory. A longer record is read as it stands
 * (a quoted cell still open is then a bad record, and reading goes on at the next line).
 */
const MAX_RECORD_CHARS = 1 << 20;

/** Reads CSV text that arrives in pieces; the records are those `readCsv` finds in the whole text. */
interface CsvStreamReader {
  /** Takes the next piece of text; answers the records it completed. */
  push(text: string): CsvRecord[];
  /** The text has ended: answers the last records. */
  end(): CsvRecord[];
}

/**
 * A reader of CSV text in pieces of any size. A record is given out only once the text after it
 * has arrived, so a quoted cell (with its line ends and `""` escapes) or a CRLF split across two
 * pieces reads as in the whole text. It holds the record in progress: at most about twice
 * MAX_RECORD_CHARS, past which a record is read as it stands.
 */
function createCsvStreamReader(): CsvStreamReader {
  let pending = '';
  let line = 1;
  let started = false;
  // A record that waited is read again only once the text held has doubled: a record that keeps
  // waiting (a long quoted cell arriving in small pieces) then costs linear time, not quadratic.
  let retryAt = 0;

  function take(final: boolean): CsvRecord[] {
    const records: CsvRecord[] = [];
    let index = 0;
    let waiting = false;
    while (index < pending.length) {
      const char = pending[index];
      if (char === '\n' || char === '\r') {
        if (char === '\r' && index + 1 === pending.length && !final) {
          waiting = true;
          break;
        }
        index += char === '\r' && pending[index + 1] === '\n' ? 2 : 1;
        line += 1;
        continue;
      }
      const read = readRecord(pending, { index, line });
      // Complete only when followed by text or ended by a LF: else it may go on in the next piece
      // (a cell, a quoted cell, the LF of a CRLF), unless it has grown too long to hold.
      const ended = read.next.index < pending.length || pending[read.next.index - 1] === '\n';
      if ((read.open === true || !ended) && !final && pending.length - index <= MAX_RECORD_CHARS) {
        waiting = true;
        break;
      }
      records.push(read.record);
      index = read.next.index;
      line = read.next.line;
    }
    pending = pending.slice(index);
    retryAt = waiting ? Math.max(pending.length + 1, pending.length * 2) : 0;
    return records;
  }

  return {
    push(text) {
      if (!started && text !== '') {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      pending += text;
      return pending.length < retryAt ? [] : take(false);
    },
    end() {
      return take(true);
    },
  };
}

/** All records of CSV text (blank lines skipped). */
function parseCsv(text: string): CsvRecord[] {
  return [...readCsv(text)];
}

export { MAX_RECORD_CHARS, createCsvStreamReader, parseCsv, readCsv };
export type { CsvBadRow, CsvRecord, CsvRow, CsvStreamReader };
