import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AboutSectionSettings, ContactSettings, HeroSlideSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, testRestaurant, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import AboutPage from './about-page.tsx';
import ContactPage from './contact-page.tsx';
import SlidesPage from './slides-page.tsx';

const FRIDAY: HeroSlideSettings = {
  title: 'Friday Nights Until 1am',
  subtitle: 'Late pizzas and burgers',
  imageUrl: '/api/v1/images/highlight/late.svg',
  linkUrl: '/menu',
  linkText: 'See the Menu',
  buttonColor: '#ffb300',
  buttonTextColor: '#1c1b1f',
  overlayColor: 'rgba(26, 10, 40, 0.45)',
  textColor: '#ffffff',
  animationHint: 'fade-up',
  isActive: true,
};
const stamp = (version: number) => ({ version, updatedAt: '2026-06-02T13:00:00.000Z', updatedBy: { _id: '4f0c2f1e-8d3b-4b8a-9c61-2a7e5d9b1c30', name: 'Margaret Hale' } });
const answer = (settings: object, version = 3) => ({ data: { settings, stamp: stamp(version) } });
const echo = (call: ApiCall) => {
  const { version, ...settings } = call.body as { version: number };
  return json(200, answer(settings, version + 1));
};
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

describe('Home page, About and Contact (/staff/settings/slides, about, contact)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a slide just added with its picture button focused', async () => {
    stubApi((call) => (call.method === 'GET' ? json(200, answer({ slides: [FRIDAY] })) : echo(call)));
    renderStaff(<SlidesPage />);
    await screen.findByText('Friday Nights Until 1am');
    fireEvent.click(screen.getByRole('button', { name: 'Add a slide' }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('slide-1-picture'));
  });

  it('adds a slide with a video, moves it first (announced) and saves the whole list on its version', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer({ slides: [FRIDAY] })) : echo(call)));
    renderStaff(<SlidesPage />);
    await screen.findByText('Friday Nights Until 1am');
    fireEvent.click(screen.getByRole('button', { name: 'Add a slide' }));
    const added = screen.getAllByTestId('slide')[1]!;
    fireEvent.change(within(added).getByLabelText('Title'), { target: { value: 'Sunday Roast Is Back' } });
    fireEvent.change(within(added).getByLabelText('Button words'), { target: { value: 'Book a Table' } });
    fireEvent.change(within(added).getByLabelText('Or a video’s address'), { target: { value: 'https://cdn.example.com/roast.mp4' } });
    fireEvent.change(within(added).getByLabelText('How the words appear'), { target: { value: 'zoom-in' } });
    expect(within(added).getByTestId('slide-preview').textContent).toContain('Book a Table');
    fireEvent.click(screen.getByRole('button', { name: 'Move Sunday Roast Is Back up' }));
    expect(screen.getByRole('status').textContent).toBe('Sunday Roast Is Back is now number 1 of 2.');
    await save();
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        path: '/staff/settings/slides',
        body: {
          version: 3,
          slides: [
            { ...FRIDAY, title: 'Sunday Roast Is Back', subtitle: '', imageUrl: 'https://cdn.example.com/roast.mp4', linkText: 'Book a Table', buttonColor: null, buttonTextColor: null, overlayColor: null, textColor: null, animationHint: 'zoom-in' },
            FRIDAY,
          ],
        },
      },
    ]);
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Home page saved.' }));
  });

  it('marks a slide without a picture, an http link and a shade that is no colour, and sends nothing', async () => {
    const calls = stubApi(() => json(200, answer({ slides: [FRIDAY] })));
    renderStaff(<SlidesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\s*Friday Nights Until 1am/ }));
    fireEvent.change(screen.getByLabelText('Button link'), { target: { value: 'http://example.com' } });
    fireEvent.change(screen.getByLabelText('Shade over the picture'), { target: { value: 'url(x)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a slide' }));
    await save();
    expect(screen.getByText('Use a path on this site such as /menu, or an address starting https://.')).toBeTruthy();
    expect(screen.getByText('must be a colour such as #ffb300 or rgba(0, 0, 0, 0.4)')).toBeTruthy();
    expect(screen.getByText('Add a picture, or the address of a video.')).toBeTruthy();
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('on a 409 keeps the slides and offers Reload, which shows the saved ones', async () => {
    let gets = 0;
    stubApi((call) => {
      if (call.method === 'GET') return json(200, answer({ slides: gets++ === 0 ? [FRIDAY] : [{ ...FRIDAY, title: 'Saturday Nights' }] }, 3 + gets));
      return json(409, { code: 'STALE_EDIT', message: 'Changed by Margaret Hale at 14:05. Reload to see their change.' });
    });
    renderStaff(<SlidesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Friday Nights Until 1am' }));
    await save();
    expect((await screen.findByTestId('stale-notice')).textContent).toContain('Changed by Margaret Hale at 14:05.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(await screen.findByText('Saturday Nights')).toBeTruthy();
  });

  it('refuses a Facebook link that is not on Facebook before sending, and leaves blank networks out', async () => {
    const settings: ContactSettings = {
      contact: { phone: '020 7946 0321', email: 'hello@goldenfork.example' },
      address: { street: '12 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', country: 'United Kingdom', coordinates: { lat: 51.51396, lng: -0.11008 } },
      socialMediaLinks: { facebook: 'https://www.facebook.com/goldenfork', instagram: 'https://www.instagram.com/goldenfork' },
    };
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer(settings)) : echo(call)));
    renderStaff(<ContactPage />);
    fireEvent.change(await screen.findByLabelText('Facebook'), { target: { value: 'https://www.instagram.com/goldenfork' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: 'north' } });
    await save();
    expect(screen.getByText('must be an https link on Facebook (facebook.com, fb.com, fb.me)')).toBeTruthy();
    expect(screen.getByText('Enter a number such as 51.51396.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '51.514' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '020 7946 0999' } });
    await save();
    expect(puts(calls)[0]?.body).toEqual({
      version: 3,
      contact: { phone: '020 7946 0999', email: 'hello@goldenfork.example' },
      address: { ...settings.address, coordinates: { lat: 51.514, lng: -0.11008 } },
      socialMediaLinks: { instagram: 'https://www.instagram.com/goldenfork' },
    });
  });

  it('refuses an About headline past its length beside it, focused, and sends nothing', async () => {
    const settings: AboutSectionSettings = {
      description: 'Honest British food on Fleet Street.',
      translations: {},
      teaser: { imageUrl: '/api/v1/images/about/kitchen.svg', preHeading: 'Our Story', mainHeadline: 'Honest food', introParagraph: 'Since 2009.', expandedParagraphs: [] },
      fullPage: null,
    };
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer(settings)) : echo(call)));
    renderStaff(<AboutPage />);
    fireEvent.change(await screen.findByLabelText('Headline'), { target: { value: 'x'.repeat(301) } });
    await save();
    const headline = screen.getByLabelText('Headline');
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(headline));
    expect(puts(calls)).toEqual([]);
  });

  it('takes the About page down and adds a teaser paragraph', async () => {
    const settings: AboutSectionSettings = {
      description: 'Honest British food on Fleet Street.',
      translations: {},
      teaser: { imageUrl: '/api/v1/images/about/kitchen.svg', preHeading: 'Our Story', mainHeadline: 'Honest food', introParagraph: 'Since 2009.', expandedParagraphs: [] },
      fullPage: { pageTagline: 'Fifteen years', storySections: [{ sectionType: 'text', heading: 'Where it started', paragraph: 'In 2009.' }], missionStatement: 'Good food.', coreValues: [] },
    };
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer(settings)) : echo(call)));
    renderStaff(<AboutPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a paragraph' }));
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: 'Vegetables from Kent.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show the About page' }));
    await save();
    expect(puts(calls)[0]?.body).toEqual({
      version: 3,
      description: 'Honest British food on Fleet Street.',
      translations: {},
      teaser: { ...settings.teaser, expandedParagraphs: [{ icon: 'mdiLeaf', text: 'Vegetables from Kent.' }] },
      fullPage: null,
    });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'About saved.' }));
  });

  it('edits a slide’s words in each other language the restaurant offers, its own words as placeholders, and sends them', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer({ slides: [{ ...FRIDAY, translations: { 'pt-PT': { title: 'Sextas até à 1h' } } }] })) : echo(call)));
    renderStaff(<SlidesPage />, { restaurant: testRestaurant({ isAcceptingOrders: true, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\s*Friday Nights Until 1am/ }));
    const portuguese = within(screen.getByRole('group', { name: 'In Portuguese' }));
    expect((portuguese.getByLabelText('Title in Portuguese') as HTMLInputElement).value).toBe('Sextas até à 1h');
    expect((portuguese.getByLabelText('Subtitle in Portuguese') as HTMLTextAreaElement).placeholder).toBe('Late pizzas and burgers');
    fireEvent.change(portuguese.getByLabelText('Button words in Portuguese'), { target: { value: ' Ver o Menu ' } });
    await save();
    expect(puts(calls)[0]?.body).toEqual({ version: 3, slides: [{ ...FRIDAY, translations: { 'pt-PT': { title: 'Sextas até à 1h', linkText: 'Ver o Menu' } } }] });
  });

  it('edits the description and the About texts in each other language, each under its own text, and sends them', async () => {
    const settings: AboutSectionSettings = {
      description: 'Uma tasca de família.',
      translations: { 'en-GB': { description: 'A family tasca.' } },
      teaser: { imageUrl: '/about.svg', preHeading: 'Desde 1987', mainHeadline: 'Três gerações', introParagraph: 'A Dona Rosa.', expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardinhas.' }] },
      fullPage: { pageTagline: 'Cozinha do Porto', storySections: [{ sectionType: 'text', heading: 'Seis mesas', paragraph: 'Em 1987.' }], missionStatement: 'Comida honesta.', coreValues: [{ title: 'Frescura', description: 'Do mercado.', icon: 'mdiFish' }] },
    };
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer(settings)) : echo(call)));
    renderStaff(<AboutPage />, { restaurant: testRestaurant({ isAcceptingOrders: true, languages: { default: 'pt-PT', offered: ['pt-PT', 'en-GB'] } }) });
    const description = (await screen.findByLabelText('Description in English')) as HTMLTextAreaElement;
    expect(description.value).toBe('A family tasca.');
    expect(description.getAttribute('lang')).toBe('en-GB');
    expect((screen.getByLabelText('Headline in English') as HTMLInputElement).placeholder).toBe('Três gerações');
    fireEvent.change(screen.getByLabelText('Headline in English'), { target: { value: 'Three generations' } });
    fireEvent.change(screen.getByLabelText('Paragraph 1 in English'), { target: { value: 'Sardines.' } });
    fireEvent.change(screen.getByLabelText('Heading in English'), { target: { value: 'Six tables' } });
    fireEvent.change(screen.getByLabelText('Mission in English'), { target: { value: 'Honest food.' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Market fresh' } });
    await save();
    expect(puts(calls)[0]?.body).toEqual({
      version: 3,
      ...settings,
      teaser: { ...settings.teaser, translations: { 'en-GB': { mainHeadline: 'Three generations' } }, expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardinhas.', translations: { 'en-GB': { text: 'Sardines.' } } }] },
      fullPage: {
        ...settings.fullPage,
        translations: { 'en-GB': { missionStatement: 'Honest food.' } },
        storySections: [{ sectionType: 'text', heading: 'Seis mesas', paragraph: 'Em 1987.', translations: { 'en-GB': { heading: 'Six tables' } } }],
        coreValues: [{ title: 'Frescura', description: 'Do mercado.', icon: 'mdiFish', translations: { 'en-GB': { title: 'Market fresh' } } }],
      },
    });
  });

  it('shows no translation fields on the About page of a restaurant that offers one language', async () => {
    stubApi(() => json(200, answer({ description: '', translations: {}, teaser: null, fullPage: null })));
    renderStaff(<AboutPage />);
    await screen.findByLabelText('Description');
    expect(screen.queryByLabelText(/ in (English|Portuguese)$/)).toBeNull();
  });
});
