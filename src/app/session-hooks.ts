// What the rest of the app does when a session starts or ends. It lives in src/app/ because it reaches into
// src/features/account/ (the garage's sign-in merge and sign-out clearing, the sign-out dialog), which src/lib/
// may not import.
// IndexedDB and the garage code load only when a session starts or ends, never with the first page.
import type { SessionHooks } from '../lib/session';

/** The database and the garage's, the lists' and the cart's sign-in and sign-out work, loaded on first use. */
async function garage() {
  const [{ db }, sync, cart, lists] = await Promise.all([
    import('../db/db'),
    import('../features/account/garage-sync'),
    import('../features/cart/cart-account'),
    import('../features/cart/lists-account'),
  ]);
  return { db, sync, cart, lists };
}

async function tryTo(what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    console.warn(`Session: could not ${what}`, error);
  }
}

// The sync worker and the service worker have no localStorage: they send with the copy of the token in IndexedDB
// (src/db/session.ts), which garage-sync keeps. A fresh sign-in also merges the device's garage, then its wishlist and
// compare list into the account's, then the device's cart with the account's cart (the cart's merge waits for the
// network when offline). A session kept from before whose mirror this device lacks (put there by another tab before
// the mirror was written, or IndexedDB cleared) is tied the same way: what was saved on the device before the mirror
// was written — a wishlist tap in the page's first second, say — would otherwise never reach the account.
export const sessionHooks: SessionHooks = {
  signedIn: ({ token }, fresh) =>
    tryTo('tie the session to this device', async () => {
      const found = await garage();
      if (fresh || !(await found.sync.isMirrored(found.db, token))) {
        await found.sync.mergeGarageAtSignIn(found.db, token);
        await found.lists.mergeListsAtSignIn(found.db, token);
        await found.cart.mergeCartAtSignIn(found.db, token);
      } else await found.sync.mirrorSession(found.db, token);
    }),
  tokenChanged: ({ token }) =>
    tryTo('keep the fresh token for the workers', async () => {
      const found = await garage();
      await found.sync.renewMirroredToken(found.db, token);
    }),
  // The device may hold the account's cart and orders not yet sent: the sign-out dialog asks what to do with them.
  confirmSignOut: (user, signOut) =>
    import('../features/account/sign-out-request').then(
      ({ requestSignOut }) => requestSignOut(user._id, signOut),
      () => signOut(),
    ),
  signedOut: () =>
    tryTo('clear the garage', async () => {
      const found = await garage();
      // The cart first, while the workers still count the device as signed in: it never turns into a guest's cart.
      await found.cart.removeCartAtSignOut(found.db);
      await found.sync.clearDeviceGarage(found.db);
      await found.lists.removeListsAtSignOut(found.db);
      // The account's addresses and the orders it was shown stay on no shared device. Orders still waiting stay
      // unless the user chose to remove them (the sign-out dialog did it before this): none is dropped unasked.
      const [addresses, orders] = await Promise.all([import('../db/addresses'), import('../db/orders')]);
      await addresses.forgetAllAddresses(found.db);
      await orders.forgetSeenOrders(found.db);
    }),
};
