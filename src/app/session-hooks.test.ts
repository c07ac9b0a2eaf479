// What a session's start does on the device: a fresh sign-in, and a kept session whose mirror the device lacks, merge
// the device's garage, lists and cart into the account's; a kept session already mirrored only keeps the token.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionHooks } from './session-hooks';

const calls = vi.hoisted(() => ({ log: [] as string[], mirrored: false }));
vi.mock('../db/db', () => ({ db: {} }));
vi.mock('../features/account/garage-sync', () => ({
  isMirrored: async () => calls.mirrored,
  mergeGarageAtSignIn: async () => calls.log.push('garage'),
  mirrorSession: async () => calls.log.push('mirror'),
}));
vi.mock('../features/cart/lists-account', () => ({
  mergeListsAtSignIn: async () => calls.log.push('lists'),
}));
vi.mock('../features/cart/cart-account', () => ({
  mergeCartAtSignIn: async () => calls.log.push('cart'),
}));

const session = { token: 'token', user: { _id: '7' } } as Parameters<
  NonNullable<typeof sessionHooks.signedIn>
>[0];

beforeEach(() => {
  calls.log = [];
  calls.mirrored = false;
});

describe('sessionHooks.signedIn', () => {
  it('a fresh sign-in merges the garage, then the lists, then the cart', async () => {
    calls.mirrored = true;
    await sessionHooks.signedIn?.(session, true);
    expect(calls.log).toEqual(['garage', 'lists', 'cart']);
  });

  it('a kept session the device has not mirrored yet merges as a sign-in does', async () => {
    await sessionHooks.signedIn?.(session, false);
    expect(calls.log).toEqual(['garage', 'lists', 'cart']);
  });

  it('a kept session already mirrored only keeps the token for the workers', async () => {
    calls.mirrored = true;
    await sessionHooks.signedIn?.(session, false);
    expect(calls.log).toEqual(['mirror']);
  });
});
