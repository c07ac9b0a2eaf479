import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './account-pages.page';

export type AddressValues = {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  postcode: string;
  city?: string;
  email: string;
  phone: string;
};

export const kari: AddressValues = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address1: 'Storgata 1',
  postcode: '0155',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
};

/** Page object for /account/addresses, /new and /{id}. Fields are found by their ids (the same in every language). */
export class AddressPages {
  constructor(readonly page: Page) {}

  list() {
    return this.page.getByTestId('address-list');
  }

  items() {
    return this.page.getByTestId('address-item');
  }

  item(text: string) {
    return this.items().filter({ hasText: text });
  }

  defaultItem() {
    return this.page.locator('[data-testid="address-item"][data-default]');
  }

  form() {
    return this.page.getByTestId('address-form');
  }

  field(name: keyof AddressValues) {
    return this.page.locator(`#address-${name}`);
  }

  /** The error read with a field (its aria-describedby). */
  async errorOf(name: keyof AddressValues): Promise<string> {
    const field = this.field(name);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const id = await field.getAttribute('aria-describedby');
    return (await this.page.locator(`#${id?.split(' ').at(-1)}`).innerText()).trim();
  }

  async fill(values: Partial<AddressValues>) {
    for (const [name, value] of Object.entries(values)) {
      await this.field(name as keyof AddressValues).fill(value ?? '');
    }
  }

  save() {
    return this.page.getByTestId('save-address').click();
  }

  /** How many addresses the app keeps in IndexedDB (of anyone). */
  keptOnDevice(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('bildeler');
          open.onsuccess = () => {
            const count = open.result.transaction('addresses').objectStore('addresses').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
    );
  }
}

type SavedAddress = AddressValues & { id: number; default: boolean; city: string };

/** The account's addresses as the server has them. */
export async function serverAddresses(request: APIRequestContext, account: Account): Promise<SavedAddress[]> {
  const res = await request.get('/api/address', { headers: { Authorization: account.token } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.addressDetails;
}

/** Saves an address through the API (as if from another device). */
export async function addOnServer(
  request: APIRequestContext,
  account: Account,
  values: AddressValues & { default?: boolean },
): Promise<SavedAddress> {
  const res = await request.post('/api/address/add', {
    headers: { Authorization: account.token },
    data: values,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).address.addressDetails[0];
}
