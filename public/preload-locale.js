// Starts the download of the chosen language's texts while the app's JavaScript is still loading (the app
// waits for them before its first render). A classic script: the CSP allows no inline scripts.
(() => {
  let locale = 'no';
  try {
    const stored = localStorage.getItem('bildeler.locale');
    if (stored === 'en' || stored === 'ar') locale = stored;
  } catch {}
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `/api/i18n/${locale}.json`;
  document.head.appendChild(link);
})();
