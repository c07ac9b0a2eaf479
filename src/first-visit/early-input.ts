// What the visitor does on a page drawn from HTML before the app has taken it over. The boot code (boot.ts) stops
// a tap on a button, a choice or typing in a field there and keeps it; once the app owns the page area (the route
// and every lazy part it was drawn with are hydrated: src/lib/lazy-named.ts), and again once it owns the shell's
// parts too (drawn after the page), takeOverEarlyInput does each of that part again through the app, in order. Taking over resets controls to the app's state, so a field's kept value is set back
// and its event sent; for a field only its last value counts, every tap counts.
import {
  addsAttribute,
  appReadyAttribute,
  earlyInputKey,
  keptAttribute,
  keptCartAttribute,
  pageReadyAttribute,
  shownAttribute,
  waitingAttribute,
} from './names';

export type EarlyInput = {
  type: 'click' | 'change' | 'input';
  target: EventTarget;
  value?: string;
  checked?: boolean;
};

/** Where the boot code keeps what it stops: a list on the window. */
export type EarlyInputStore = { [earlyInputKey]?: EarlyInput[] };

/**
 * Sets a field's value the way typing does. React knows a field by the value it found in it when it hydrated,
 * which for a field typed in before then is the typed text, while the app's state is still empty; so the field is
 * first set, the way React follows, to something else, and the kept value then counts as a change.
 */
function setValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

function replay(input: EarlyInput) {
  const { target } = input;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (input.type === 'click') return target.click();
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    // As with a value: the tap is done again from the other state, so that it is a change the app sees.
    if (input.checked === undefined || (target.type === 'radio' && !input.checked)) return;
    target.checked = !input.checked;
    target.click();
    return;
  }
  if (
    (target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement) &&
    input.value !== undefined
  ) {
    setValue(target, input.value);
    target.dispatchEvent(new Event(input.type, { bubbles: true }));
  }
}

/** The header's cart count is the app's own again (an add to cart kept on the drawn page has been done). */
export function dropKeptCart(page: Window = window) {
  page.document.documentElement.removeAttribute(keptCartAttribute);
  page.document.documentElement.style.removeProperty('--kept-cart');
}

/**
 * The page is the app's: the boot code stops keeping input, and what it kept is done again. With `area` (the page
 * area, drawn before the shell's own parts), only that part of the page is the app's yet: what was done in it is
 * done again, and the rest stays kept until the whole page is taken over. Each runs once. A tap after fields were
 * set waits a task: the app draws their new state first (React applies what an input event set in a microtask), so
 * a form's submit button sends what was typed, not the empty fields it was drawn with. The cart count of kept adds
 * to cart stays until the add button has done its work (it calls dropKeptCart).
 */
export async function takeOverEarlyInput(page: Window = window, area?: Element | null): Promise<void> {
  const html = page.document.documentElement;
  const marker = area ? pageReadyAttribute : appReadyAttribute;
  if (html.hasAttribute(marker) || html.hasAttribute(appReadyAttribute)) return;
  html.setAttribute(marker, '');
  const within = (target: EventTarget) => !area || (target instanceof Node && area.contains(target));
  // The app shows a panel its own way (the filters' drawer) when the tap that showed it is done again.
  for (const panel of page.document.querySelectorAll(`[${shownAttribute}]`))
    if (within(panel)) panel.removeAttribute(shownAttribute);
  const store = page as unknown as EarlyInputStore;
  const all = store[earlyInputKey] ?? [];
  const kept = all.filter((input) => within(input.target));
  const left = all.filter((input) => !within(input.target));
  all.splice(0, all.length, ...left);
  if (left.length === 0) html.removeAttribute(waitingAttribute);
  const last = new Map<EventTarget, EarlyInput>();
  for (const input of kept) if (input.type !== 'click') last.set(input.target, input);
  let fieldsSet = false;
  let adds = false;
  for (const input of kept) {
    if (input.type === 'click') {
      if (fieldsSet) await new Promise((resolve) => page.setTimeout(resolve));
      fieldsSet = false;
      const target = input.target as Element;
      target.removeAttribute?.(keptAttribute);
      adds ||= target.isConnected && target.hasAttribute?.(addsAttribute);
      replay(input);
    } else if (last.get(input.target) === input) {
      replay(input);
      fieldsSet = true;
    }
  }
  if (!adds && !left.some(writesToCart)) dropKeptCart(page);
}

/** A kept tap on an add-to-cart button still to be done: the header's count of kept adds stays for it. */
const writesToCart = (input: EarlyInput) =>
  input.type === 'click' && (input.target as Element).hasAttribute?.(addsAttribute);
