import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { testPhoto } from '../lib/test-fixtures.ts';
import { ProductImage } from './product-image.tsx';

const photo = testPhoto();
const SIZES = '(min-width: 640px) 128px, 96px';

describe('ProductImage', () => {
  afterEach(cleanup);

  it('draws an uploaded photo as <picture>: AVIF then WebP sources with the layout’s sizes, the box reserved, the placeholder behind it, lazy', () => {
    const { container } = render(<ProductImage src="/images/old.svg" photo={photo} sizes={SIZES} alt="Margherita" width={320} height={320} className="w-full" />);
    const picture = container.querySelector('picture')!;
    expect(picture).not.toBeNull();
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(`${photo.url}/320.avif 320w, ${photo.url}/640.avif 640w, ${photo.url}/800.avif 800w`);
    expect(sources[1]!.getAttribute('srcset')).toBe(`${photo.url}/320.webp 320w, ${photo.url}/640.webp 640w, ${photo.url}/800.webp 800w`);
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(SIZES);
    const img = screen.getByRole('img', { name: 'Margherita' });
    expect(img.parentElement).toBe(picture);
    expect(img.getAttribute('src')).toBe(photo.url);
    expect(img).toMatchObject({ width: 320, height: 320 });
    expect(img.style.aspectRatio).toBe('320 / 320');
    expect(img.style.backgroundImage).toContain(photo.placeholder);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    // Loaded: the placeholder goes (a photo with transparent parts would show it through).
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('loads the page’s LCP photo eagerly and first (fetchpriority=high), in the server’s HTML too', () => {
    const html = renderToString(<ProductImage src={null} photo={photo} sizes="100vw" alt="Margherita" width={800} height={600} priority />);
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="[^"]+800\.avif 800w" sizes="100vw"\/>/);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="600"');
    expect(img).toContain(`background-image:url(&quot;${photo.placeholder}&quot;)`);
    // `eager` alone (cards above the fold) is eager without the priority.
    const eager = renderToString(<ProductImage src={null} photo={photo} alt="" eager />);
    expect(eager).toContain('loading="eager"');
    expect(eager).not.toContain('fetchPriority');
  });

  it('keeps a plain <img> for a drawn image, and the "Image not available" tile only for a dish with no image', () => {
    const { container } = render(<ProductImage src="/api/v1/media/artwork/product/margherita.svg" alt="Margherita" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Margherita' });
    expect(img.tagName).toBe('IMG');
    expect(img.style.backgroundImage).toBe('');
    cleanup();
    render(<ProductImage src={null} photo={null} alt="Soup" />);
    expect(screen.getByRole('img', { name: 'Soup' }).tagName).toBe('DIV');
    expect(screen.getByText('Image not available')).toBeTruthy();
  });

  it('falls back to the tile when the photo cannot be loaded', () => {
    render(<ProductImage src={null} photo={photo} alt="Margherita" />);
    fireEvent.error(screen.getByRole('img', { name: 'Margherita' }));
    expect(screen.getByText('Image not available')).toBeTruthy();
  });

  it('keeps a decorative picture decorative when it fails (no unnamed role="img")', () => {
    const { container } = render(<ProductImage src="/api/v1/images/thumb/Fish.svg" photo={null} alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Image not available')).toBeTruthy();
    expect(container.querySelector('[role="img"]')).toBeNull();
  });
});
