// Debian's Chromium as every browser test here launches it: never a downloaded browser, and no background traffic
// (without the networking flags Chromium calls out of the closed network).
//
// The tests drive Debian's headless shell (package chromium-headless-shell, built from the same Chromium source as
// /usr/bin/chromium): the same Blink, V8, service workers and DevTools protocol without the full browser's UI layer.
// The whole e2e suite passed on it, in 11.5 min instead of 14.8 min with a quarter less CPU (docs/decisions.md). The
// benchmarks keep the full browser a shopper has (scripts/bench-shop.ts).
/** Debian's headless Chromium, the tests' browser (scripts/ensure-chromium.sh installs it when missing). */
export const testChromiumPath = '/usr/bin/chromium-headless-shell';

/**
 * The features Playwright turns off (its `chromiumSwitches`), restated: Chromium obeys only the last
 * `--disable-features` it is given, so a list of our own must repeat Playwright's. chromium.test.ts checks that it
 * still does after an update of Playwright.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 draws the address bar's suggestion popup as a web page, and makes two of them, each in a renderer of
 * its own, for every page a test opens: 0.7 s of CPU per page, more than loading a page of the shop. A test's
 * browser has no address bar to type in.
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * With RenderDocument (on by default in Debian's Chromium 150) every navigation gets a new frame host, and Playwright's
 * `context.setOffline(true)` no longer reaches it: a page reloaded offline says `navigator.onLine === true` and never
 * shows "Offline". Only the emulation is wrong; a real device's network state still reaches every document.
 */
const offlineEmulation = ['RenderDocument'];

/**
 * The shop is one site: a test's pages need no process per site, and two renderers are enough for a test's one or
 * two devices. Fewer processes took a sixth off the CPU of the e2e tests on this 2-core machine (shell.spec: 70 s
 * instead of 81–84 s, twice each); pages in the background (a second device) are not slowed down.
 */
const fewerProcesses = [
  '--disable-site-isolation-trials',
  '--renderer-process-limit=2',
  '--disable-renderer-backgrounding',
];

export const chromiumLaunch = {
  executablePath: testChromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups, ...offlineEmulation].join(',')}`,
    ...fewerProcesses,
  ],
};
