// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const subscribe = vi.hoisted(() =>
  vi.fn<(request: { path: string; body: unknown }) => Promise<string | null>>(),
);
vi.mock('../../lib/actors', () => ({ sendThroughOutbox: subscribe }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderForm = () =>
  render(
    <I18nProvider i18n={i18n}>
      <NewsletterForm />
    </I18nProvider>,
  );
const field = () => screen.getByRole('textbox') as HTMLInputElement;
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));

describe('NewsletterForm', () => {
  it('refuses an address without the at sign and sends nothing', async () => {
    renderForm();
    fireEvent.change(field(), { target: { value: 'ola.example.no' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('clears the field and shows the server message on success', async () => {
    subscribe.mockResolvedValue('You are now subscribed.');
    renderForm();
    fireEvent.change(field(), { target: { value: 'ola@example.no' } });
    await submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You are now subscribed.'));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({
      path: '/newsletter/subscribe',
      body: { email: 'ola@example.no' },
    });
    expect(field().value).toBe('');
  });

  it('says the sign-up is saved when it is queued offline', async () => {
    subscribe.mockResolvedValue(null);
    renderForm();
    fireEvent.change(field(), { target: { value: 'kari@example.no' } });
    await submit();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Saved. You will be signed up when you are back online.'),
    );
    expect(field().value).toBe('');
  });

  it('keeps the address and shows the server error on failure', async () => {
    subscribe.mockRejectedValue({ code: 'ALREADY_SUBSCRIBED', message: 'Already subscribed.', fields: {} });
    renderForm();
    fireEvent.change(field(), { target: { value: 'ola@example.no' } });
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Already subscribed.'));
    expect(field().value).toBe('ola@example.no');
  });
});
