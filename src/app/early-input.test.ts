// @vitest-environment happy-dom

import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { appReadyAttribute, earlyInputKey } from '../boot-script';
import { type EarlyInput, ownedByReact, takeOverEarlyInput } from './early-input';

const everyControlReady = { ready: () => true };

const kept = () => {
  const list: EarlyInput[] = [];
  (window as unknown as Record<string, EarlyInput[]>)[earlyInputKey] = list;
  return list;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(appReadyAttribute);
});

describe('takeOverEarlyInput', () => {
  it("does again, through the page's own handlers, what was done before the app took over", () => {
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
    const early = kept();
    early.push(
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
    takeOverEarlyInput(window, everyControlReady);
    expect(seen).toEqual(['add', 'q brems', 'sort name_desc', 'brand true', 'add']);
    expect(document.documentElement.hasAttribute(appReadyAttribute)).toBe(true);
    expect(early).toHaveLength(0);
  });

  it('runs once, and skips what is no longer on the page', () => {
    document.body.innerHTML = '<button id="gone">x</button>';
    const gone = document.getElementById('gone') as HTMLButtonElement;
    let clicks = 0;
    gone.addEventListener('click', () => {
      clicks += 1;
    });
    kept().push({ type: 'click', target: gone });
    gone.remove();
    takeOverEarlyInput(window, everyControlReady);
    document.body.append(gone);
    takeOverEarlyInput(window, everyControlReady);
    expect(clicks).toBe(0);
  });

  it("waits for each control to be the app's, in order, and goes on with what is kept after taking over", async () => {
    document.body.innerHTML = '<button id="page">page</button><button id="lazy">lazy</button>';
    const [page, lazy] = ['page', 'lazy'].map((id) => document.getElementById(id) as HTMLButtonElement);
    const seen: string[] = [];
    for (const button of [page, lazy]) button?.addEventListener('click', () => seen.push(button.id));
    const owned = new Set<EventTarget>([page as HTMLButtonElement]);
    kept().push(
      { type: 'click', target: lazy as HTMLButtonElement },
      { type: 'click', target: page as HTMLButtonElement },
    );
    takeOverEarlyInput(window, { ready: (element) => owned.has(element) });
    // The lazy part's code has not loaded: nothing is done out of order.
    expect(seen).toEqual([]);
    owned.add(lazy as HTMLButtonElement);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual(['lazy', 'page']);
    // Kept after the take-over (a lazy part used before its code arrived): done as well.
    (window as unknown as Record<string, { push(input: EarlyInput): void }>)[earlyInputKey]?.push({
      type: 'click',
      target: page as HTMLButtonElement,
    });
    expect(seen).toEqual(['lazy', 'page', 'page']);
  });

  it('gives up on a control whose code never comes, without doing it on the HTML alone', async () => {
    document.body.innerHTML = '<button id="never">never</button>';
    const never = document.getElementById('never') as HTMLButtonElement;
    let clicks = 0;
    never.addEventListener('click', () => {
      clicks += 1;
    });
    kept().push({ type: 'click', target: never });
    takeOverEarlyInput(window, { ready: () => false, timeoutMs: 60 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clicks).toBe(0);
  });
});

describe('ownedByReact', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it('tells an element React made from one it has not taken over', async () => {
    const plain = document.createElement('button');
    document.body.append(plain);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement('button', { id: 'react', type: 'button' }, 'x')));
    expect(ownedByReact(container.querySelector('#react') as Element)).toBe(true);
    expect(ownedByReact(plain)).toBe(false);
    await act(async () => root.unmount());
  });
});
