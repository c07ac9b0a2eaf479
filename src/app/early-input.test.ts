// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { appReadyAttribute, earlyInputKey } from '../boot-script';
import { type EarlyInput, takeOverEarlyInput } from './early-input';

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
    takeOverEarlyInput();
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
    takeOverEarlyInput();
    document.body.append(gone);
    kept().push({ type: 'click', target: gone });
    takeOverEarlyInput();
    expect(clicks).toBe(0);
  });
});
