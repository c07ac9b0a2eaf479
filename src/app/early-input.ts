// A page drawn from HTML (pre-rendered or rendered by the server) can be used before the app's code has taken it
// over, and a part of it whose code loads later (a lazy part, still the HTML's markup) can be used after. The boot
// script (src/boot-script.ts) keeps what the visitor does to controls React does not own yet, and stops it there;
// once the page is the app's, this does it again through the app as soon as React owns the control: a tapped
// button is tapped, a choice or a typed word is made anew (taking over resets controls to the app's state, so the
// kept value is set back and its event sent).
import { appReadyAttribute, earlyInputKey } from '../boot-script';

export type EarlyInput = {
  type: 'click' | 'change' | 'input';
  target: EventTarget;
  value?: string;
  checked?: boolean;
};

/** Where the boot script puts what it keeps: first a list, then (once taken over) the app's replayer. */
type Kept = { [earlyInputKey]?: { push(input: EarlyInput): unknown } };

/**
 * Whether React has taken `element` over: it marks every element it hydrates or creates with its props. The boot
 * script asks the same (src/boot-script.ts); a unit test keeps the two honest with React itself.
 */
export const ownedByReact = (element: EventTarget) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

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

export type TakeOverOptions = {
  /** Whether the app handles events on this element now (default: React owns it). */
  ready?: (element: EventTarget) => boolean;
  /** How long to wait for a control's code before giving up on what was done to it. */
  timeoutMs?: number;
};

/**
 * The app has taken the page over: what was kept is done again, in order, each as soon as its control is the
 * app's (at once for the page's own controls; a lazy part's once its code has loaded), and what is kept from now
 * on as well. For a field only its last value counts; every tap counts. Runs once.
 */
export function takeOverEarlyInput(
  page: Window = window,
  { ready = ownedByReact, timeoutMs = 10_000 }: TakeOverOptions = {},
) {
  const html = page.document.documentElement;
  if (html.hasAttribute(appReadyAttribute)) return;
  html.setAttribute(appReadyAttribute, '');
  const store = page as unknown as Kept;
  const kept = store[earlyInputKey];
  const first = Array.isArray(kept) ? (kept.splice(0) as EarlyInput[]) : [];
  const last = new Map<EventTarget, EarlyInput>();
  for (const input of first) if (input.type !== 'click') last.set(input.target, input);
  const queue = first.filter((input) => input.type === 'click' || last.get(input.target) === input);

  let running = false;
  const whenReady = (input: EarlyInput) =>
    new Promise<void>((done) => {
      const since = Date.now();
      const check = () => {
        const { target } = input;
        const gone = target instanceof Node && !target.isConnected;
        if (gone || ready(target) || Date.now() - since > timeoutMs) done();
        else page.setTimeout(check, 50);
      };
      check();
    });
  const run = async () => {
    if (running) return;
    running = true;
    for (let input = queue.shift(); input; input = queue.shift()) {
      if (!ready(input.target)) await whenReady(input);
      if (ready(input.target)) replay(input);
    }
    running = false;
  };
  store[earlyInputKey] = {
    push: (input: EarlyInput) => {
      queue.push(input);
      void run();
    },
  };
  void run();
}
