/**
 * How the project launches Chromium, for the browser tests and the size measurement alike:
 * Debian's chromium (never a downloaded browser; `CHROMIUM_PATH` overrides it), without sandbox,
 * GPU, background traffic or first-run pages.
 */
const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export { CHROMIUM_LAUNCH_OPTIONS };
