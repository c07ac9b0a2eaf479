// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type EarlyInput, type EarlyInputStore, takeOverEarlyInput } from './early-input';
import {
  appReadyAttribute,
  earlyInputKey,
  keptAttribute,
  keptCartAttribute,
  pageReadyAttribute,
  waitingAttribute,
} from './names';

const keep = (...inputs: EarlyInput[]) => {
  (window as unknown as EarlyInputStore)[earlyInputKey] = inputs;
  return inputs;
};

const html = document.documentElement;

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of [appReadyAttribute, pageReadyAttribute, waitingAttribute, keptCartAttribute])
    html.removeAttribute(name);
});

describe('takeOverEarlyInput', () => {
  it("does again, through the page's own handlers, what was done before the app took over", async () => {
    document.body.innerHTML = `<button id="add">Add</button>
      <select id="sort"><option value="default">Default</option><option value="name_desc">Z–A</option></select>
      <input id="q"><input id="brand" type="checkbox">`;
    const seen: string[] = [];
    const add = document.getElementById('add') as HTMLButtonElement;
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const q = document.getElementById('q') as HTMLInputElement;
    const brand = document.getElementById('brand') as HTMLInputElement;
    add.addEventListener('click', () => seen.push('add'));
    sort.addEventListener('change', () => seen.push(`sort ${sort.value}`));
    q.addEventListener('input', () => seen.push(`q ${q.value}`));
    brand.addEventListener('change', () => seen.push(`brand ${brand.checked}`));
    const early = keep(
      { type: 'input', target: q, value: 'br' },
      { type: 'click', target: add },
      { type: 'input', target: q, value: 'brems' },
      { type: 'change', target: sort, value: 'name_desc' },
      { type: 'change', target: brand, checked: true },
      { type: 'click', target: add },
    );
    // Taking over reset the controls to the app's state.
    sort.value = 'default';
    q.value = '';
    await takeOverEarlyInput(window);
    expect(seen).toEqual(['add', 'q brems', 'sort name_desc', 'brand true', 'add']);
    expect(document.documentElement.hasAttribute(appReadyAttribute)).toBe(true);
    expect(early).toHaveLength(0);
  });

  it('sends a form with what was typed: a tap after typing waits until the app has drawn the fields', async () => {
    document.body.innerHTML = '<form id="form"><input id="email"><button id="send">Send</button></form>';
    const form = document.getElementById('form') as HTMLFormElement;
    const email = document.getElementById('email') as HTMLInputElement;
    const send = document.getElementById('send') as HTMLButtonElement;
    // As React does: the state an input event sets is applied a microtask later; the submit reads the state.
    let state = '';
    email.addEventListener('input', () => queueMicrotask(() => (state = email.value)));
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(state);
    });
    keep({ type: 'input', target: email, value: 'kari@example.no' }, { type: 'click', target: send });
    email.value = '';
    await takeOverEarlyInput(window);
    expect(sent).toEqual(['kari@example.no']);
  });

  it("ends the kept taps' busy look, progress bar and shown panels; the kept cart count stays while an add is done", async () => {
    document.body.innerHTML =
      '<button id="view">List</button><button id="cart" data-adds="1">Add</button><aside data-shown></aside>';
    const view = document.getElementById('view') as HTMLButtonElement;
    const cart = document.getElementById('cart') as HTMLButtonElement;
    for (const button of [view, cart]) button.setAttribute(keptAttribute, '');
    for (const name of [waitingAttribute, keptCartAttribute]) html.setAttribute(name, '');
    keep({ type: 'click', target: view }, { type: 'click', target: cart });
    await takeOverEarlyInput(window);
    expect([view.hasAttribute(keptAttribute), cart.hasAttribute(keptAttribute)]).toEqual([false, false]);
    expect(html.hasAttribute(waitingAttribute)).toBe(false);
    // A panel the boot code showed is the app's to show now.
    expect(document.querySelector('[data-shown]')).toBeNull();
    // The add button drops it once done (src/features/cart/add-to-cart-button.tsx).
    expect(html.hasAttribute(keptCartAttribute)).toBe(true);

    html.removeAttribute(appReadyAttribute);
    html.setAttribute(keptCartAttribute, '');
    cart.remove();
    keep({ type: 'click', target: cart });
    await takeOverEarlyInput(window);
    // The add button is gone: nothing will add what the count shows.
    expect(html.hasAttribute(keptCartAttribute)).toBe(false);
  });

  it('runs once, and skips what is no longer on the page', async () => {
    document.body.innerHTML = '<button id="here">x</button>';
    const here = document.getElementById('here') as HTMLButtonElement;
    const gone = document.createElement('button');
    let clicks = 0;
    here.addEventListener('click', () => {
      clicks += 1;
    });
    gone.addEventListener('click', () => {
      clicks += 10;
    });
    keep({ type: 'click', target: gone }, { type: 'click', target: here });
    await takeOverEarlyInput(window);
    keep({ type: 'click', target: here });
    await takeOverEarlyInput(window);
    expect(clicks).toBe(1);
  });

  it("does what was done in the page area once that is the app's, and what was done on the shell once it all is", async () => {
    document.body.innerHTML = `<header><button id="menu">Menu</button><input id="plate"></header>
      <main id="main"><button id="add" data-adds="1">Add</button><aside id="panel" data-shown></aside></main>`;
    const seen: string[] = [];
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    byId('menu').addEventListener('click', () => seen.push('menu'));
    byId('add').addEventListener('click', () => seen.push('add'));
    byId('plate').addEventListener('input', (event) =>
      seen.push(`plate ${(event.target as HTMLInputElement).value}`),
    );
    html.setAttribute(waitingAttribute, '');
    const early = keep(
      { type: 'click', target: byId('menu') },
      { type: 'input', target: byId('plate'), value: 'AB12345' },
      { type: 'click', target: byId('add') },
    );
    await takeOverEarlyInput(window, byId('main'));
    expect(seen).toEqual(['add']);
    expect(html.hasAttribute(pageReadyAttribute)).toBe(true);
    expect(html.hasAttribute(appReadyAttribute)).toBe(false);
    // The shell's taps are still waiting: the progress bar stays.
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
    expect(byId('panel').hasAttribute('data-shown')).toBe(false);
    expect(early.map((input) => (input.target as Element).id)).toEqual(['menu', 'plate']);
    await takeOverEarlyInput(window);
    expect(seen).toEqual(['add', 'menu', 'plate AB12345']);
    expect(html.hasAttribute(appReadyAttribute)).toBe(true);
    expect(html.hasAttribute(waitingAttribute)).toBe(false);
    expect(early).toHaveLength(0);
  });
});
