// The names the first-visit path shares between the inline boot code (boot.ts), the app (early-input.ts,
// main.tsx), the build (vite/first-visit-pages.ts) and the server: one place for each.

/** The language chosen on this device (src/lib/language.ts), read by the boot code before any app code runs. */
export const localeStorageKey = 'bildeler.locale';
/** The page-loading overlay written into index.html (src/lib/preloader.ts); the boot code drops it on a drawn page. */
export const preloaderId = 'preloader';
/** Set once the app has run on this device (main.tsx): from then on it may hold data the page depends on. */
export const appStartedKey = 'bildeler.app-started';
/** How long a first visit's page stays settled after load before the service worker is installed. */
export const serviceWorkerDelayMs = 5000;
/**
 * On <html> (set by the boot code) when the app has never run on this device: its cart, wishlist and comparison are
 * empty for sure, so a page of them drawn as its frame shows the empty state at once (src/app/global.css). Gone once
 * the app opens another page.
 */
export const newDeviceAttribute = 'data-new-device';
/** The service worker's script, as vite-plugin-pwa builds it. */
export const serviceWorkerUrl = '/sw.js';
/** Where the boot code keeps what was done before the app took the page over. */
export const earlyInputKey = 'bildelerEarlyInput';
/** On <html> once the app has taken the page over: from then on the app answers every tap itself. */
export const appReadyAttribute = 'data-app';
/**
 * On <html> once the app has taken over the page area (the element of id `pageAreaId`), before the shell's own
 * parts (header tools, menus, the footer's form) are drawn: a tap in the page area is the app's, one on the shell
 * is still kept (boot.ts) until <html data-app>.
 */
export const pageReadyAttribute = 'data-app-page';
/** The page area: what the route draws, between the header and the footer (src/app/app.tsx). */
export const pageAreaId = 'main';
/** On <html> while a tap on a page the app has not taken over follows a link: the progress bar shows. */
export const navigatingAttribute = 'data-navigating';
/** On <html> while a tap is kept for the app to do (boot.ts): the progress bar shows until the app takes over. */
export const waitingAttribute = 'data-waiting';
/** On a button whose tap is kept for the app: drawn as pressed and busy. */
export const keptAttribute = 'data-kept';
/** On a button that shows a panel drawn in the page: the panel's id. */
export const showsAttribute = 'data-shows';
/** On a panel a kept tap showed (`data-shows` on its button names it): drawn as a panel over the page. */
export const shownAttribute = 'data-shown';
/**
 * On a button whose tap writes on the device (add to cart, wishlist, compare): kept before the app has taken the
 * page over, it is done before a link tapped after it leaves the page.
 */
export const writesAttribute = 'data-writes';
/** On an add-to-cart button: the quantity it adds. A kept tap on it counts in the header's cart at once. */
export const addsAttribute = 'data-adds';
/**
 * On <html> while the header's cart count shows the units of kept add-to-cart taps on top of the drawn count
 * (index.html's style, from the CSS variable `--kept-cart`); the app drops it once its own count is in.
 */
export const keptCartAttribute = 'data-kept-cart';
/**
 * A <meta> of this name says the server drew the page complete with its data (read by the boot code in <head>);
 * a page drawn as its frame only has none.
 */
export const renderedMeta = 'server-rendered';
/** A <meta> of this name says the server drew only the page's frame: its code starts as soon as it is parsed. */
export const frameMeta = 'server-frame';
/** Where the answers a page was drawn with travel in its HTML: a data block, never run as script. */
export const pageSeedId = 'page-seed';
/** The message that hands a page's data block to the service worker, to keep (src/sw/keep-page-seed.ts). */
export const pageSeedMessage = 'PAGE_SEED';
/**
 * The message that hands the service worker the addresses of the API answers and pictures a page read before the
 * worker controlled it, with the page's language (src/first-visit/hand-over.ts, src/sw/page-reads.ts).
 */
export const pageReadsMessage = 'PAGE_READS';
/** Meta names of the app's entry module and of the modules to fetch with it (read by the boot code). */
export const appEntryMeta = 'app-entry';
export const appPreloadMeta = 'app-preload';
/**
 * The path index.html is drawn for: the shell (header, footer, an empty page area), which the service worker
 * answers every navigation with; the app hydrates it as this path, then shows the browser's own.
 */
export const shellPath = '/~shell';
/**
 * Sent on the window when the app's code could not be had (its files did not come, or it did not start): the boot
 * code lets go of what it kept and shows the notice of this id (src/app/shell/code-failed-notice.tsx), drawn hidden.
 */
export const codeFailedEvent = 'bildeler:code-failed';
export const codeFailedId = 'code-failed';
/** On the notice's button: a tap reloads the page. */
export const reloadAttribute = 'data-reload';
