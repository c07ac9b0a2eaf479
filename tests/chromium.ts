// Debian's Chromium as every browser test here launches it: never a downloaded browser, and no background traffic
// (without the networking flags Chromium calls out of the closed network).
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};
