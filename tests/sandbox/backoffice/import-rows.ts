// A realistic creator CSV for the large-import tests (import-crash.test.ts, import-child.ts): about
// 100 bytes a row (a 100,000-row file is some 9 MB, over the 1 MB of every other call), with bad
// lines at known places: a country that is no country, followers that are not a whole number, an
// unknown platform, and a quoted cell never closed (one bad line; reading goes on at the next).
const HEADER = 'name,email,country,languages,platform,handle,followers';
const COUNTRIES = ['DE', 'US', 'FR', 'GB', 'BR', 'JP'];

/** The bad rows by 0-based row index, with the message the job lists for their line. */
function badRowOf(index: number): { cells: string; message: string } | null {
  if (index % 9_973 === 11) return { cells: 'Germany,de,twitch', message: 'country' };
  if (index % 12_007 === 5) return { cells: 'DE,de,twitch', message: 'followers' };
  if (index % 33_331 === 3) return { cells: 'DE,de,myspace', message: 'platform' };
  return null;
}

/** The CSV of `rows` rows (handles `<prefix>_<index>`), and the 1-based lines (header = 1) that are bad. */
function largeCsv(rows: number, prefix: string): { text: string; badLines: number[] } {
  const lines = [HEADER];
  const badLines: number[] = [];
  for (let index = 0; index < rows; index += 1) {
    const name = `Streamer ${index} Lindqvist-Okafor`;
    const email = `streamer.${index}@mail.example.com`;
    const bad = badRowOf(index);
    if (index === Math.floor(rows / 2) + 1) {
      // A quoted name never closed: this line is bad, the next one is read as usual.
      lines.push(`"Streamer ${index} unclosed,${email},DE,de,twitch,${prefix}_${index},10`);
      badLines.push(index + 2);
    } else if (bad) {
      const [country, languages, platform] = bad.cells.split(',');
      const followers = bad.message === 'followers' ? '-5' : '1200';
      lines.push(`${name},${email},${country},${languages},${platform},${prefix}_${index},${followers}`);
      badLines.push(index + 2);
    } else {
      const country = COUNTRIES[index % COUNTRIES.length];
      lines.push(`${name},${email},${country},de;en,twitch,${prefix}_${index},${(index * 37) % 2_000_000}`);
    }
  }
  return { text: `${lines.join('\n')}\n`, badLines };
}

export { largeCsv };
