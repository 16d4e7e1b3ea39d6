// Turning a call's parameters into a URL: path values encoded, query arrays as `name[]=a&name[]=b`,
// objects as JSON strings, booleans as true/false, undefined left out.

/** The names of the `{…}` parameters of a path template, in order. */
function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Fills a path template with encodeURIComponent-encoded values. */
function buildPath(template: string, values: Record<string, string> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(value);
  });
}

function encodeScalar(value: unknown): string {
  if (typeof value === 'object' && value !== null) return encodeURIComponent(JSON.stringify(value));
  return encodeURIComponent(String(value));
}

/** Serialises a query object: `?ids[]=a&ids[]=b&withStats=true&filtersjson=%7B…%7D`, or `''`. */
function buildQuery(query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) for (const item of value) pairs.push(`${key}[]=${encodeScalar(item)}`);
    else pairs.push(`${key}=${encodeScalar(value)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Joins the API base and a path that starts with `/`. */
function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A copy of an object without its undefined values (stable query keys). */
function compact<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}

export { pathParamNames, buildPath, buildQuery, joinUrl, compact };
