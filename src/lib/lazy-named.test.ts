// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { whenMedia } from './lazy-named';

/** Whether `promise` has settled once the callbacks already queued have run (no time passes). */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenMedia', () => {
  it('settles at once for a layout on screen, and for another only once the window shows it', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setWindowSize(size: { width: number }): void } })
      .happyDOM;
    happyDOM.setWindowSize({ width: 1280 });
    expect(await settled(whenMedia('(min-width: 992px)'))).toBe(true);
    const phone = whenMedia('(max-width: 991.98px)');
    expect(await settled(phone)).toBe(false);
    happyDOM.setWindowSize({ width: 360 });
    expect(await settled(phone)).toBe(true);
  });
});

describe('whenPartsDrawn', () => {
  it('waits for a part React has asked for, from the moment it asks, until the part is drawn', async () => {
    const { createElement, Suspense } = await import('react');
    const { act, render } = await import('@testing-library/react');
    const { lazyNamed, whenPartsDrawn } = await import('./lazy-named');
    let release!: () => void;
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const Part = lazyNamed(async () => {
      await code;
      return { Part: () => createElement('p', null, 'drawn') };
    }, 'Part');
    const view = render(createElement(Suspense, { fallback: null }, createElement(Part)));
    // Asked for during that render: pending at once, before any of its code has run.
    let settled = false;
    const drawn = whenPartsDrawn().then(() => {
      settled = true;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(settled).toBe(false);
    await act(async () => release());
    expect(view.getByText('drawn')).toBeTruthy();
    await drawn;
    expect(settled).toBe(true);
    view.unmount();
  });
});

describe('a part drawn later', () => {
  it('asks for its code only once the page is drawn', async () => {
    const { createElement, Suspense } = await import('react');
    const { act, render } = await import('@testing-library/react');
    const { lazyNamed, markPageDrawn } = await import('./lazy-named');
    let asked = 0;
    const Part = lazyNamed(
      async () => {
        asked += 1;
        return { Part: () => createElement('p', null, 'drawn') };
      },
      'Part',
      { later: true },
    );
    const view = render(createElement(Suspense, { fallback: null }, createElement(Part)));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(asked).toBe(0);
    await act(async () => markPageDrawn());
    expect(asked).toBe(1);
    expect(view.getByText('drawn')).toBeTruthy();
    view.unmount();
  });
});

describe('a part whose code cannot be had', () => {
  it('draws nothing and says so, and the parts beside it stay', async () => {
    const { createElement, Suspense } = await import('react');
    const { act, render } = await import('@testing-library/react');
    const { lazyNamed, partFailedEvent } = await import('./lazy-named');
    const Gone = lazyNamed<{ Gone: () => null }, 'Gone'>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Gone',
    );
    let reported = 0;
    const count = () => {
      reported += 1;
    };
    window.addEventListener(partFailedEvent, count);
    // React reports an error a boundary caught on the console.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      createElement(
        'div',
        null,
        createElement('p', null, 'beside'),
        createElement(Suspense, { fallback: null }, createElement(Gone)),
      ),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    quiet.mockRestore();
    expect(view.getByText('beside')).toBeTruthy();
    expect(reported).toBe(1);
    window.removeEventListener(partFailedEvent, count);
    view.unmount();
  });

  it('lets an error of the part itself go on up', async () => {
    const { createElement, Suspense } = await import('react');
    const { act, render } = await import('@testing-library/react');
    const { lazyNamed } = await import('./lazy-named');
    const Broken = lazyNamed(
      async () => ({
        Broken: (): null => {
          throw new Error('a bug in the part');
        },
      }),
      'Broken',
    );
    const { ErrorBoundary } = await import('react-error-boundary');
    let caught: unknown = null;
    const onError = (error: unknown) => {
      caught = error;
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      createElement(
        ErrorBoundary,
        { fallback: null, onError },
        createElement(Suspense, { fallback: null }, createElement(Broken)),
      ),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    quiet.mockRestore();
    expect((caught as Error | null)?.message).toBe('a bug in the part');
    view.unmount();
  });
});
