/**
 * Restaurant content in other languages (issue 31) beyond the menu, on both databases: Tasca do
 * Porto (Portuguese by default, English offered) saves its description, About texts, an offer and
 * a slide with English translations; only what is written is stored; an English diner reads
 * English, field by field falling back to Portuguese; a language the product does not know, or a
 * text too long, is a 400 naming the field; the tenant file's export and import keep them.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  aboutSettingsResponse,
  highlightsResponse,
  promotionsResponse,
  restaurantResponse,
  slidesSettingsResponse,
  staffPromotionResponse,
  type AboutSectionSettings,
  type HeroSlideSettings,
} from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';

const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'content translations: description, About, offers and slides',
  (t) => {
    let owner: Session;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: object) => callAs(t.app, owner, method, path, body, TASCA_HOST);
    const read = (path: string, language: string) => t.app.inject({ url: `/api/v1${path}`, headers: { host: TASCA_HOST, 'accept-language': language } });
    const restaurantIn = async (language: string) => restaurantResponse.parse((await read('/restaurants/public/-', language)).json()).data.restaurant;
    const about = async () => aboutSettingsResponse.parse((await call('GET', '/staff/settings/about')).json()).data;
    const fieldErrors = (body: string) => (JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors ?? [];

    beforeAll(async () => {
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    });

    it("serves Tasca's description and About in the diner's language, Portuguese by default", async () => {
      const english = await restaurantIn('en-GB');
      expect(english.description).toBe('A small family tasca by the Ribeira: petiscos, grilled fish and pastéis de nata. Pickup only.');
      expect(english.aboutContent.teaser).toMatchObject({ preHeading: 'Since 1987', mainHeadline: 'Three generations of Porto cooking' });
      expect(english.aboutContent.fullPage?.storySections[0]?.heading).toBe('Six tables and one grill');
      expect(english.aboutContent.fullPage?.coreValues[0]?.title).toBe('Market fresh');
      expect(JSON.stringify(english)).not.toContain('translations');
      const portuguese = await restaurantIn('pt-PT');
      expect(portuguese.description).toContain('Uma pequena tasca de família');
      expect(portuguese.aboutContent.teaser?.mainHeadline).toBe('Três gerações de cozinha do Porto');
      expect((await read('/restaurants/public/-', 'en-GB')).headers.vary).toContain('accept-language');
    });

    it('stores the description and About translations compacted, and falls back per field when one is blank', async () => {
      const { settings, stamp } = await about();
      expect(settings.translations?.['en-GB']?.description).toContain('A small family tasca');
      const teaser = settings.teaser!;
      const change: AboutSectionSettings = {
        ...settings,
        description: 'Petiscos e peixe grelhado junto à Ribeira.',
        translations: { 'en-GB': { description: 'Small plates and grilled fish by the Ribeira.' }, 'pt-PT': { description: '  ' } },
        teaser: {
          ...teaser,
          translations: { 'en-GB': { preHeading: 'Since 1987', mainHeadline: '', introParagraph: 'Dona Rosa opened the tasca.' } },
          expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardinhas do mercado.', translations: { 'en-GB': { text: ' ' } } }],
        },
      };
      const res = await call('PUT', '/staff/settings/about', { version: stamp.version, ...change });
      expect(res.statusCode, res.body).toBe(200);
      const saved = aboutSettingsResponse.parse(res.json()).data.settings;
      expect(saved.translations).toEqual({ 'en-GB': { description: 'Small plates and grilled fish by the Ribeira.' } });
      expect(saved.teaser?.translations).toEqual({ 'en-GB': { preHeading: 'Since 1987', introParagraph: 'Dona Rosa opened the tasca.' } });
      expect(saved.teaser?.expandedParagraphs).toEqual([{ icon: 'mdiFish', text: 'Sardinhas do mercado.' }]);

      const english = await restaurantIn('en-GB');
      expect(english.description).toBe('Small plates and grilled fish by the Ribeira.');
      // The headline and the paragraph were left blank in English: the Portuguese shows.
      expect(english.aboutContent.teaser).toMatchObject({ mainHeadline: teaser.mainHeadline, introParagraph: 'Dona Rosa opened the tasca.', expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardinhas do mercado.' }] });
      expect((await restaurantIn('pt-PT')).description).toBe('Petiscos e peixe grelhado junto à Ribeira.');

      // A change that names neither the description nor its translations keeps them.
      const { description: _description, translations: _translations, ...withoutThem } = saved;
      const kept = await call('PUT', '/staff/settings/about', { version: stamp.version + 1, ...withoutThem, fullPage: null });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await restaurantIn('en-GB')).description).toBe('Small plates and grilled fish by the Ribeira.');
    });

    it('refuses a language the product does not know and a text too long, naming the field, and stores nothing', async () => {
      const { settings, stamp } = await about();
      const cases: [object, string][] = [
        [{ translations: { 'fr-FR': { description: 'Petite tasca' } } }, 'translations'],
        [{ translations: { 'en-GB': { description: 'x'.repeat(2001) } } }, 'translations.en-GB.description'],
        [{ translations: { 'en-GB': { name: 'Tasca' } } }, 'translations.en-GB'],
        [{ teaser: { ...settings.teaser, translations: { 'en-GB': { mainHeadline: 'x'.repeat(301) } } } }, 'teaser.translations.en-GB.mainHeadline'],
      ];
      for (const [change, field] of cases) {
        const res = await call('PUT', '/staff/settings/about', { version: stamp.version, ...settings, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(fieldErrors(res.body).map((e) => e.field), res.body).toContain(field);
      }
      expect((await about()).stamp.version).toBe(stamp.version);
    });

    it('saves an offer with its translations compacted, answers them, and serves them to an English diner', async () => {
      const res = await call('POST', '/staff/promotions', {
        name: 'Sardinhada',
        description: 'Dez por cento nas sardinhas às quintas.',
        translations: { 'en-GB': { name: 'Sardine Thursday', description: '' } },
        type: 'PercentageDiscountOrder',
        discountValue: 10,
      });
      expect(res.statusCode, res.body).toBe(201);
      const offer = staffPromotionResponse.parse(res.json()).data.promotion;
      expect(offer.translations).toEqual({ 'en-GB': { name: 'Sardine Thursday' } });
      const served = async (language: string) => promotionsResponse.parse((await read('/promotions/public', language)).json()).data.promotions.find((p) => p._id === offer._id)!;
      expect(await served('en-GB')).toMatchObject({ name: 'Sardine Thursday', description: 'Dez por cento nas sardinhas às quintas.' });
      expect((await served('pt-PT')).name).toBe('Sardinhada');

      const changed = await call('PATCH', `/staff/promotions/${offer._id}`, { version: offer.version, translations: { 'en-GB': { name: 'Sardine Thursday', description: 'Ten per cent off.' } } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(staffPromotionResponse.parse(changed.json()).data.promotion.translations['en-GB']?.description).toBe('Ten per cent off.');
      expect((await served('en-GB')).description).toBe('Ten per cent off.');

      const refused = await call('PATCH', `/staff/promotions/${offer._id}`, { version: offer.version + 1, translations: { 'es-ES': { name: 'Jueves' } } });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.body).map((e) => e.field)).toContain('translations');
      const long = await call('PATCH', `/staff/promotions/${offer._id}`, { version: offer.version + 1, translations: { 'en-GB': { name: 'x'.repeat(201) } } });
      expect(long.statusCode).toBe(400);
      expect(fieldErrors(long.body).map((e) => e.field)).toContain('translations.en-GB.name');
    });

    it('saves a slide with its translations compacted and serves them in English', async () => {
      const { settings, stamp } = slidesSettingsResponse.parse((await call('GET', '/staff/settings/slides')).json()).data;
      const [welcome] = settings.slides as [HeroSlideSettings];
      expect(welcome.translations?.['en-GB']?.title).toBe('Welcome to the Tasca');
      const slide: HeroSlideSettings = { ...welcome, translations: { 'en-GB': { title: 'Welcome!', subtitle: '', linkText: 'Menu' } } };
      const res = await call('PUT', '/staff/settings/slides', { version: stamp.version, slides: [slide] });
      expect(res.statusCode, res.body).toBe(200);
      expect(slidesSettingsResponse.parse(res.json()).data.settings.slides[0]?.translations).toEqual({ 'en-GB': { title: 'Welcome!', linkText: 'Menu' } });
      const english = highlightsResponse.parse((await read('/highlights/public', 'en-GB')).json()).data.highlights[0];
      expect(english).toMatchObject({ title: 'Welcome!', subtitle: welcome.subtitle, linkText: 'Menu' });

      const bad = await call('PUT', '/staff/settings/slides', { version: stamp.version + 1, slides: [{ ...slide, translations: { 'en-GB': { subtitle: 'x'.repeat(501) } } }] });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad.body).map((e) => e.field)).toContain('slides.0.translations.en-GB.subtitle');
    });

    it('keeps every translation through a tenant file export and import', async () => {
      const file = (await exportTenant(t.db, 'tasca-do-porto'))!;
      expect(file.translations).toEqual({ 'en-GB': { description: 'Small plates and grilled fish by the Ribeira.' } });
      expect(file.about.teaser?.translations?.['en-GB']?.preHeading).toBe('Since 1987');
      expect(file.promotions.find((p) => p.name === 'Sardinhada')?.translations).toEqual({ 'en-GB': { name: 'Sardine Thursday', description: 'Ten per cent off.' } });
      expect(file.highlights[0]?.translations).toEqual({ 'en-GB': { title: 'Welcome!', linkText: 'Menu' } });

      await importTenant(t.db, { ...file, translations: { 'en-GB': { description: 'Imported in English.' } } });
      const again = (await exportTenant(t.db, 'tasca-do-porto'))!;
      expect(again.translations).toEqual({ 'en-GB': { description: 'Imported in English.' } });
      expect(again.about).toEqual(file.about);
      expect(again.promotions).toEqual(file.promotions);
      expect(again.highlights).toEqual(file.highlights);
    });
  },
  { clock },
);
