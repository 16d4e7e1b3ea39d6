/**
 * The page's locale: `?locale=ar` (any tag the SDK resolves: `de-DE`, `ja-JP`, `ar`…), else
 * undefined (the SDK's default, en-US). A tag that is not one is ignored.
 */
function localeOf(search: string): string | undefined {
  const asked = new URLSearchParams(search).get('locale') ?? '';
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/.test(asked)) return undefined;
  return asked;
}

export { localeOf };
