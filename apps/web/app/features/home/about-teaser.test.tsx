import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { AboutTeaser } from './about-teaser.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/home.json', { eager: true, import: 'default' }));

const teaser = {
  imageUrl: '',
  preHeading: 'Desde 1987',
  mainHeadline: 'Three generations of Porto cooking',
  introParagraph: 'Dona Rosa opened the tasca with six tables and one grill.',
  expandedParagraphs: [],
};

function renderTeaser(fullStory: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <AboutTeaser teaser={teaser} fullStory={fullStory} iconPaths={[]} /> }]);
  render(<RouterProvider router={router} />);
}

describe('AboutTeaser', () => {
  afterEach(cleanup);

  it("links 'Our Full Story' to /about when the restaurant has a full About page", () => {
    renderTeaser(true);
    expect(screen.getByRole('link', { name: /Our Full Story/ }).getAttribute('href')).toBe('/about');
  });

  it('has no link for a restaurant without one (it would land on an empty page)', () => {
    renderTeaser(false);
    expect(screen.getByRole('heading', { name: 'Three generations of Porto cooking' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Our Full Story/ })).toBeNull();
  });
});
