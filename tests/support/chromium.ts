// How every browser run here starts Debian's Chromium (never a downloaded browser): the e2e
// tests through playwright.config.ts and the browser benchmarks. Without the background-networking
// flags, Chromium keeps trying to reach Google's hosts, which this network refuses.
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
