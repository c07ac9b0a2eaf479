// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { NewsletterForm } from './newsletter-form';

const subscribe = vi.hoisted(() => vi.fn<(email: string) => Promise<string>>());
vi.mock('../../api/newsletter', () => ({ subscribeToNewsletter: subscribe }));
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

describe('NewsletterForm (spec §5)', () => {
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
    expect(subscribe).toHaveBeenCalledWith('ola@example.no');
    expect(field().value).toBe('');
  });

  it('keeps the address and shows the server error on failure', async () => {
    subscribe.mockRejectedValue(new ApiError(409, 'ALREADY_SUBSCRIBED', 'Already subscribed.'));
    renderForm();
    fireEvent.change(field(), { target: { value: 'ola@example.no' } });
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Already subscribed.'));
    expect(field().value).toBe('ola@example.no');
  });
});
