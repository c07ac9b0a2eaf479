// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type EarlyInput, type EarlyInputStore, takeOverEarlyInput } from './early-input';
import { appReadyAttribute, earlyInputKey } from './names';

const keep = (...inputs: EarlyInput[]) => {
  (window as unknown as EarlyInputStore)[earlyInputKey] = inputs;
  return inputs;
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
    takeOverEarlyInput(window);
    expect(seen).toEqual(['add', 'q brems', 'sort name_desc', 'brand true', 'add']);
    expect(document.documentElement.hasAttribute(appReadyAttribute)).toBe(true);
    expect(early).toHaveLength(0);
  });

  it('runs once, and skips what is no longer on the page', () => {
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
    takeOverEarlyInput(window);
    keep({ type: 'click', target: here });
    takeOverEarlyInput(window);
    expect(clicks).toBe(1);
  });
});
