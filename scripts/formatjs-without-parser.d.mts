/** The parser package's build without the parser. */
declare const NO_PARSER: string;
/** The formatjs packages whose import of the parser gets the no-parser build. */
declare const FORMATJS_RUNTIME: RegExp;
/** A Rolldown / Vite plugin: formatjs's runtime imports the parser's no-parser build. */
declare function formatjsWithoutParser(): {
  name: string;
  enforce: 'pre';
  resolveId: (source: string, importer: string | undefined) => string | null;
};
export { FORMATJS_RUNTIME, NO_PARSER, formatjsWithoutParser };
