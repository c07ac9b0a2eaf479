// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Gallery } from './gallery';
import type { GalleryImage } from './use-gallery';

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The lightbox is loaded on first use; loading it here keeps the test's wait about behaviour, not the
  // transform of Headless UI.
  await import('./lightbox');
}, 30_000);
afterEach(cleanup);

const image = (n: number): GalleryImage => {
  const url = `/api/images/article/7/${n}.svg`;
  return { imageURL100: url, imageURL200: url, imageURL400: url, imageURL800: url };
};
const show = (images: GalleryImage[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Gallery images={images} alt="Brake disc" />
    </I18nProvider>,
  );
const main = () => screen.getByTestId('gallery-main').getAttribute('src');

describe('Gallery', () => {
  it('moves to the thumbnail clicked', () => {
    show([image(1), image(2), image(3)]);
    expect(main()).toBe('/api/images/article/7/1.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Image 3 of 3' }));
    expect(main()).toBe('/api/images/article/7/3.svg');
    expect(screen.getByRole('button', { name: 'Image 3 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('steps with the arrow keys, wrapping round', () => {
    show([image(1), image(2), image(3)]);
    const gallery = screen.getByTestId('gallery');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(main()).toBe('/api/images/article/7/3.svg');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(main()).toBe('/api/images/article/7/1.svg');
  });

  it("shows the 'no image available' picture for an article without pictures", () => {
    show([]);
    expect(screen.getByText('No image available')).toBeTruthy();
    expect(screen.queryByTestId('gallery-main')).toBeNull();
  });

  it('has no thumbnails for a single picture, and opens the lightbox on 0.9 black', async () => {
    show([image(1)]);
    expect(screen.queryByRole('list', { name: 'Images' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 1 of 1' }));
    expect(await screen.findByTestId('lightbox')).toBeTruthy();
    expect(screen.getByTestId('lightbox-backdrop').className).toContain('opacity-90');
    const big = screen.getByTestId('lightbox-image');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(big.getAttribute('data-zoomed')).toBe('true');
    expect(big.style.transform).toBe('scale(2)');
  });
});
