// A page drawn from HTML (pre-rendered or rendered by the server) can be used before the app's code has taken it
// over. The boot script (src/boot-script.ts) keeps what the visitor did meanwhile; once the page is the app's,
// this does it again through the app: a tapped button is tapped, a choice or a typed word is made anew (the take-
// over resets controls to the app's state, so the kept value is set back and its event sent).
import { appReadyAttribute, earlyInputKey } from '../boot-script';

export type EarlyInput = {
  type: 'click' | 'change' | 'input';
  target: EventTarget;
  value?: string;
  checked?: boolean;
};

type Kept = { [earlyInputKey]?: EarlyInput[] };

/** Sets a field's value the way typing does, so React's change tracking sees it. */
function setValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
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
    if (input.checked !== undefined && target.checked !== input.checked) target.click();
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

/**
 * The app has taken the page over: stop keeping input and do again what was kept. For a field only its last
 * value counts; every tap counts. Runs once.
 */
export function takeOverEarlyInput(page: Window = window) {
  const html = page.document.documentElement;
  if (html.hasAttribute(appReadyAttribute)) return;
  html.setAttribute(appReadyAttribute, '');
  const kept = (page as unknown as Kept)[earlyInputKey]?.splice(0) ?? [];
  const last = new Map<EventTarget, EarlyInput>();
  for (const input of kept) if (input.type !== 'click') last.set(input.target, input);
  for (const input of kept) if (input.type === 'click' || last.get(input.target) === input) replay(input);
}
