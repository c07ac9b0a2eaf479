// The page-loading overlay written into index.html: removed ~100 ms after start, shown again while
// the page reloads for a language change.
import { preloaderId } from '../first-visit/names';

export const preloaderRemovalDelayMs = 100;

export function removePreloader(delay = preloaderRemovalDelayMs) {
  setTimeout(() => {
    const element = document.getElementById(preloaderId);
    if (!element) return;
    element.classList.add('preloader--hidden');
    element.addEventListener('transitionend', () => element.remove(), { once: true });
    setTimeout(() => element.remove(), 400);
  }, delay);
}

export function showPreloader() {
  if (document.getElementById(preloaderId)) return;
  const element = document.createElement('div');
  element.id = preloaderId;
  element.className = 'preloader';
  element.innerHTML = '<div class="preloader__spinner"></div>';
  document.body.append(element);
}
