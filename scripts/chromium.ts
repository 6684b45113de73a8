import { existsSync } from 'node:fs';

/**
 * How this project starts Chromium headless: Debian's /usr/bin/chromium here (npm cannot
 * download Playwright's browser on these machines), or CHROMIUM_PATH / CHROME_PATH elsewhere.
 * Without the networking flags it keeps trying to reach the internet and floods refusals.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
