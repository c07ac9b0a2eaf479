// Registers the service worker after start (production builds only) and, when a new version has been
// installed, offers it in a toast; the page reloads only when the user says so (prompt flow, no forced update).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../components/toasts';

export async function registerServiceWorker(i18n: I18n): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Installed to the home screen: keep the offline data even when the device runs short of space.
  if (window.matchMedia?.('(display-mode: standalone)').matches) void navigator.storage?.persist?.();
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast(i18n._(msg`A new version of the shop is ready.`), {
        id: 'sw-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n._(msg`Reload`), onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
