import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from './cart';
import { queueCartSync } from './cart-sync';
import { readCurrency, rememberCurrency } from './currency';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import { bodyOf, type CartServer, cartServer, drainCart, openCartEntries } from './testing-cart-server';

let db: AppDB;
let server: CartServer;
beforeEach(() => {
  db = freshDb();
  server = cartServer();
});
afterEach(() => db.delete());

describe('the display currency on the device', () => {
  it('is kept in IndexedDB; none until chosen', async () => {
    expect(await readCurrency(db)).toBeNull();
    await rememberCurrency(db, 'EUR');
    expect(await readCurrency(db)).toBe('EUR');
  });

  it('travels with the cart state, and a new choice alone sends nothing (it changes no price)', async () => {
    await addToCart(db, sampleProduct(1));
    expect(await queueCartSync(db)).toBe('queued');
    expect(bodyOf((await openCartEntries(db))[0]).newState).not.toHaveProperty('currency');
    await drainCart(db, server);

    await rememberCurrency(db, 'SEK');
    expect(await queueCartSync(db)).not.toBe('queued');
    await addToCart(db, sampleProduct(2));
    expect(await queueCartSync(db)).toBe('queued');
    expect(bodyOf((await openCartEntries(db))[0]).newState).toMatchObject({ currency: 'SEK' });
  });
});
