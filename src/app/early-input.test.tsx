// @vitest-environment happy-dom
// Input kept on a page drawn by the server (src/first-visit/early-input.ts), done again through a form React has
// hydrated, as the app takes a drawn page over.
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { type EarlyInputStore, takeOverEarlyInput } from '../first-visit/early-input';
import { appReadyAttribute, earlyInputKey } from '../first-visit/names';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(appReadyAttribute);
});

describe('early input on a hydrated form', () => {
  it('sends what was typed and ticked before React hydrated the form, which React then takes as the value', async () => {
    const sent: string[] = [];
    let hydrated: () => void = () => undefined;
    const drawn = new Promise<void>((resolve) => {
      hydrated = resolve;
    });
    function Form() {
      const [email, setEmail] = useState('');
      const [remember, setRemember] = useState(false);
      useEffect(() => hydrated(), []);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(`${email} ${remember}`);
          }}
        >
          <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <input
            id="remember"
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <button id="send" type="submit">
            Send
          </button>
        </form>
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
    const email = document.getElementById('email') as HTMLInputElement;
    const remember = document.getElementById('remember') as HTMLInputElement;
    // Typed and ticked on the drawn page; the boot code kept it (its events never reached the page).
    email.value = 'kari@example.no';
    remember.checked = true;
    (window as unknown as EarlyInputStore)[earlyInputKey] = [
      { type: 'input', target: email, value: 'kari@example.no' },
      { type: 'change', target: remember, checked: true },
      { type: 'click', target: document.getElementById('send') as HTMLButtonElement },
    ];
    const app = hydrateRoot(root, <Form />);
    await drawn;
    await takeOverEarlyInput(window);
    await new Promise((resolve) => setTimeout(resolve));
    expect(sent).toEqual(['kari@example.no true']);
    expect(email.value).toBe('kari@example.no');
    app.unmount();
  });
});
