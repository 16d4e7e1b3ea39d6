/**
 * The streaming CSV reader of the imports (csv.ts): text that arrives in pieces, split anywhere
 * (inside a quoted cell, between `""`, between CR and LF, inside a multibyte character before
 * decoding), reads to exactly the records of the whole text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS, createCsvStreamReader, parseCsv } from '../../../examples/sandbox/backoffice/csv';
import type { CsvRecord } from '../../../examples/sandbox/backoffice/csv';

/** The records of `pieces` read one after another. */
function readPieces(pieces: readonly string[]): CsvRecord[] {
  const reader = createCsvStreamReader();
  const records = pieces.flatMap((piece) => reader.push(piece));
  return [...records, ...reader.end()];
}

/** The text cut at every position into two pieces, and into pieces of one character. */
function everySplit(text: string): string[][] {
  const splits = [[...text]];
  for (let at = 0; at <= text.length; at += 1) splits.push([text.slice(0, at), text.slice(at)]);
  return splits;
}

const FILE = [
  '\uFEFFname,email,note',
  'Zoë Ångström,zoe@example.com,"a ""quoted"" word"',
  '"Line one\r\nline two",b@example.com,"with, comma"',
  '',
  'Chen 陈,c@example.com,😀 emoji',
  '"closed" then,x,y',
  '"never closed,z,z',
  'last,row,here',
].join('\r\n');

describe('the streaming CSV reader', () => {
  it('reads a file split at every character as the whole file reads', () => {
    const whole = parseCsv(FILE);
    expect(whole).toHaveLength(7);
    expect(whole[1]).toEqual({ line: 2, cells: ['Zoë Ångström', 'zoe@example.com', 'a "quoted" word'] });
    expect(whole[2]).toEqual({ line: 3, cells: ['Line one\r\nline two', 'b@example.com', 'with, comma'] });
    expect(whole[3]).toEqual({ line: 6, cells: ['Chen 陈', 'c@example.com', '😀 emoji'] });
    expect(whole[4]).toMatchObject({ line: 7, error: expect.stringMatching(/closing quote/) });
    expect(whole[5]).toEqual({ line: 8, error: 'the quoted cell opened on line 8 is not closed' });
    expect(whole[6]).toEqual({ line: 9, cells: ['last', 'row', 'here'] });
    for (const pieces of everySplit(FILE)) expect(readPieces(pieces)).toEqual(whole);
  });

  it('waits for the LF of a CRLF and the second quote of "" that arrive in the next piece', () => {
    const reader = createCsvStreamReader();
    // Neither piece ends a record: the quote may be a `""`, the CR may be followed by a LF.
    expect(reader.push('a,"say ""hi')).toEqual([]);
    expect(reader.push('"""\r')).toEqual([]);
    const records = [...reader.push('\nb,"c\r'), ...reader.push('\nd"\r'), ...reader.push('\n')];
    expect([...records, ...reader.end()]).toEqual([
      { line: 1, cells: ['a', 'say "hi"'] },
      { line: 2, cells: ['b', 'c\r\nd'] },
    ]);
  });

  it('reads UTF-8 bytes split inside a multibyte character (TextDecoder in stream mode)', () => {
    const bytes = new TextEncoder().encode('name\r\nZoë 陈 😀\r\n');
    const whole = parseCsv(new TextDecoder().decode(bytes));
    expect(whole[1]).toEqual({ line: 2, cells: ['Zoë 陈 😀'] });
    for (let at = 1; at < bytes.length; at += 1) {
      const decoder = new TextDecoder('utf-8', { fatal: true });
      const pieces = [
        decoder.decode(bytes.subarray(0, at), { stream: true }),
        decoder.decode(bytes.subarray(at), { stream: true }),
        decoder.decode(),
      ];
      expect(readPieces(pieces), `split at byte ${at}`).toEqual(whole);
    }
  });

  it('holds at most one record: a quote never closed is a bad line once it passes the record limit', () => {
    const reader = createCsvStreamReader();
    expect(reader.push('a,b\n"open,c\n')).toEqual([{ line: 1, cells: ['a', 'b'] }]);
    const filler = `${'x'.repeat(99)}\n`;
    let sent = 0;
    const records: CsvRecord[] = [];
    while (records.length === 0 && sent < 4 * MAX_RECORD_CHARS) {
      records.push(...reader.push(filler));
      sent += filler.length;
    }
    // Given up as bad past the limit (about twice it at most), not held to the end of the file.
    expect(sent).toBeGreaterThan(MAX_RECORD_CHARS);
    expect(sent).toBeLessThanOrEqual(2 * MAX_RECORD_CHARS + filler.length);
    expect(records[0]).toEqual({ line: 2, error: 'the quoted cell opened on line 2 is not closed' });
    // The lines after it read as records, as in the whole text.
    expect(records[1]).toEqual({ line: 3, cells: ['x'.repeat(99)] });
    expect([...records, ...reader.end()]).toHaveLength(1 + sent / filler.length);
  });

  it('reads any text split anywhere as the whole text reads (property)', () => {
    const char = fc.constantFrom('a', 'é', '陈', '"', ',', '\r', '\n', ' ');
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 60 }),
        fc.array(fc.nat(60), { maxLength: 6 }),
        (chars, cuts) => {
          const text = chars.join('');
          const at = [...new Set(cuts.map((cut) => Math.min(cut, text.length)))].sort((a, b) => a - b);
          const pieces = [0, ...at].map((start, index) => text.slice(start, at[index] ?? text.length));
          expect(readPieces(pieces)).toEqual(parseCsv(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
