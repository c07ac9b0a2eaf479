// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../domain/settings';
import { markPageDrawn } from '../../lib/lazy-named';
import { Footer } from './footer';

const settings = vi.hoisted(() => ({ current: null as Settings | null }));
vi.mock('../../lib/settings', () => ({ useSettings: () => settings.current }));

const base: Settings = {
  name: 'Bildeler',
  url: 'https://bildeler.no',
  phone: '+47 22 12 34 56',
  email: 'post@bildeler.no',
  address: 'Alnabruveien 15, 0668 Oslo',
  orgNr: '932 145 876',
  links: [{ title: 'Facebook', url: 'https://www.facebook.com/bildeler' }],
  footer: 'show',
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The footer's newsletter form loads once the page around it is drawn (the app's routes say when).
  markPageDrawn();
});
afterEach(cleanup);

const renderFooter = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Footer />
    </I18nProvider>,
  );

describe('Footer', () => {
  it('shows the contacts, links and newsletter from settings', async () => {
    settings.current = base;
    renderFooter();
    const footer = screen.getByTestId('footer');
    expect(footer.textContent).toContain('Alnabruveien 15, 0668 Oslo');
    expect(footer.textContent).toContain('932 145 876');
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(base.links[0]?.url);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    // The sign-up form loads lazily after the first paint.
    expect(await screen.findByTestId('newsletter-form')).toBeTruthy();
  });

  it('is hidden when the footer option is hide', () => {
    settings.current = { ...base, footer: 'hide' };
    renderFooter();
    expect(screen.queryByTestId('footer')).toBeNull();
  });
});
