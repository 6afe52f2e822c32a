/**
 * The Home page, About and Contact sections (/staff/settings/slides, about, contact) on both
 * databases: only the owner reads and changes them, validation field by field, the 409 of a stale
 * edit, the audit entry, and the diner's side at once (the hero slides Home reads, the public
 * configuration's about content, contact and social links). The tenant file keeps all of it.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  aboutSettingsResponse,
  auditLogResponse,
  contactSettingsResponse,
  highlightsResponse,
  restaurantResponse,
  slidesSettingsResponse,
  staleSlidesEditSchema,
  type HeroSlideSettings,
} from '@platter/domain';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';

const clock = () => new Date('2026-06-02T13:00:00Z');
const PHOTO = '/api/v1/media/photos/0b6f1c8e-4d2a-4f7e-9a51-3c2d1e0f9a8b-0123456789abcdef';

const NEW_SLIDE: HeroSlideSettings = {
  title: 'Sunday Roast Is Back',
  subtitle: 'Rib of beef with all the trimmings, every Sunday from noon',
  imageUrl: PHOTO,
  linkUrl: '/menu',
  linkText: 'Book a Table',
  buttonColor: '#ffb300',
  buttonTextColor: '#1c1b1f',
  overlayColor: 'rgba(0, 0, 0, 0.4)',
  textColor: '#ffffff',
  animationHint: 'zoom-in',
  isActive: true,
};

describeEachDatabase(
  'home page content (/staff/settings/slides, about, contact)',
  (t) => {
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    let restaurantId: string;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const slides = async () => slidesSettingsResponse.parse((await call(owner, 'GET', '/staff/settings/slides')).json()).data;
    const publicSlides = async () => highlightsResponse.parse((await call(null, 'GET', '/highlights/public')).json()).data.highlights;
    const configuration = async () => restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
    const lastAudit = async () => auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries[0];

    beforeAll(async () => {
      const gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      restaurantId = gf.restaurant._id;
      owner = await registerStaff(t.app, t.db, restaurantId, 'Owner');
      manager = await registerStaff(t.app, t.db, restaurantId, 'Manager');
      staff = await registerStaff(t.app, t.db, restaurantId, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
    });

    it('lets the owner read each section, and no one else change or read it', async () => {
      for (const path of ['/staff/settings/slides', '/staff/settings/about', '/staff/settings/contact']) {
        const res = await call(owner, 'GET', path);
        expect(res.statusCode, `${path} ${res.body}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        for (const who of [manager, staff, diner]) {
          expect((await call(who, 'GET', path)).statusCode, path).toBe(403);
          expect((await call(who, 'PUT', path, { version: 1 })).statusCode, path).toBe(403);
        }
        expect((await call(null, 'GET', path)).statusCode).toBe(401);
        expect((await call(tascaOwner, 'GET', path)).statusCode).toBe(404);
      }
      const { settings, stamp } = await slides();
      expect(stamp.version).toBe(1);
      expect(settings.slides.map((s) => s.title)).toEqual(['Friday Nights Until 1am', 'Fresh From Our Kitchen', 'Pizza Tuesday: 20% Off']);
      expect(settings.slides[1]).toMatchObject({ imageUrl: '/api/v1/media/highlight-kitchen.mp4', animationHint: 'zoom-in', isActive: true });
    });

    it('adds a slide first and hides another: Home serves them at once, in the new order, and the log says who', async () => {
      const { settings } = await slides();
      const [friday, kitchen, pizza] = settings.slides as [HeroSlideSettings, HeroSlideSettings, HeroSlideSettings];
      const res = await call(owner, 'PUT', '/staff/settings/slides', { version: 1, slides: [NEW_SLIDE, pizza, { ...friday, isActive: false }, kitchen] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Home page saved.');
      const saved = slidesSettingsResponse.parse(res.json()).data;
      expect(saved.settings.slides.map((s) => s.title)).toEqual(['Sunday Roast Is Back', 'Pizza Tuesday: 20% Off', 'Friday Nights Until 1am', 'Fresh From Our Kitchen']);
      expect(saved.stamp).toMatchObject({ version: 2, updatedBy: { name: 'Test Owner' } });

      const served = await publicSlides();
      expect(served.map((s) => s.title)).toEqual(['Sunday Roast Is Back', 'Pizza Tuesday: 20% Off', 'Fresh From Our Kitchen']);
      const { isActive: _shown, ...shown } = NEW_SLIDE;
      expect(served[0]).toMatchObject({ ...shown, displayOrder: 1 });
      expect(served.map((s) => s.displayOrder)).toEqual([1, 2, 4]);

      expect(await lastAudit()).toMatchObject({ action: 'updated', entity: 'slides', entityId: restaurantId, by: { name: 'Test Owner' } });
      // The same list again changes nothing and makes no new version.
      const again = await call(owner, 'PUT', '/staff/settings/slides', { version: 2, ...saved.settings });
      expect(slidesSettingsResponse.parse(again.json()).data.stamp.version).toBe(2);
    });

    it("serves Tasca's slide in the diner's language, and keeps its translations when the owner saves the slides", async () => {
      const tascaSlides = async (language: string) =>
        highlightsResponse.parse((await t.app.inject({ url: '/api/v1/highlights/public', headers: { host: TASCA_HOST, 'accept-language': language } })).json()).data.highlights;
      expect((await tascaSlides('pt-PT'))[0]).toMatchObject({ title: 'Bem-vindos à Tasca', subtitle: 'Encomende antes e levante ao balcão', linkText: 'Ver a ementa' });
      expect((await tascaSlides('en-GB'))[0]).toMatchObject({ title: 'Welcome to the Tasca', subtitle: 'Order ahead and pick up at the counter', linkText: 'See the Menu' });

      const { settings, stamp } = slidesSettingsResponse.parse((await call(tascaOwner, 'GET', '/staff/settings/slides', undefined, TASCA_HOST)).json()).data;
      const [welcome] = settings.slides as [HeroSlideSettings];
      const saved = await call(tascaOwner, 'PUT', '/staff/settings/slides', { version: stamp.version, slides: [{ ...welcome, subtitle: 'Encomende e levante ao balcão' }] }, TASCA_HOST);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await tascaSlides('pt-PT'))[0]!.subtitle).toBe('Encomende e levante ao balcão');
      expect((await tascaSlides('en-GB'))[0]!.subtitle).toBe('Order ahead and pick up at the counter');
    });

    it('refuses a change made on an old version, with the slides as they are', async () => {
      const current = await slides();
      const res = await call(owner, 'PUT', '/staff/settings/slides', { version: 1, slides: [] });
      expect(res.statusCode).toBe(409);
      const body = staleSlidesEditSchema.parse(res.json());
      expect(body).toMatchObject({ code: 'STALE_EDIT', message: 'You changed this at 14:00 in another tab or window. Reload to see that change.' });
      expect(body.current?.settings.slides).toEqual(current.settings.slides);
    });

    it('refuses links, colours and titles that will not do, field by field, and stores nothing', async () => {
      const current = await slides();
      const cases: [Partial<HeroSlideSettings>, string, string][] = [
        [{ linkUrl: 'javascript:alert(1)' }, 'slides.0.linkUrl', 'Use a path on this site such as /menu, or an address starting https://.'],
        [{ linkUrl: 'http://example.com/offer' }, 'slides.0.linkUrl', 'Use a path on this site such as /menu'],
        [{ linkUrl: '//evil.example/x' }, 'slides.0.linkUrl', 'Use a path on this site'],
        [{ linkText: null }, 'slides.0.linkText', 'Give the button’s words, or remove the link.'],
        [{ linkUrl: null }, 'slides.0.linkUrl', 'Give where the button goes, or remove its words.'],
        [{ overlayColor: 'url(https://evil.example/x.png)' }, 'slides.0.overlayColor', 'must be a colour such as #ffb300'],
        [{ title: ' ' }, 'slides.0.title', 'must not be blank'],
        [{ title: 'pizza tuesday: 20% off' }, 'slides.1.title', 'Each slide needs its own title.'],
        [{ imageUrl: 'data:image/png;base64,AAAA' }, 'slides.0.imageUrl', 'must be a path starting with /'],
        [{ animationHint: 'spin' as HeroSlideSettings['animationHint'] }, 'slides.0.animationHint', ''],
      ];
      for (const [change, field, message] of cases) {
        const [first, ...rest] = current.settings.slides as [HeroSlideSettings, ...HeroSlideSettings[]];
        const res = await call(owner, 'PUT', '/staff/settings/slides', { version: current.stamp.version, slides: [{ ...first, ...change }, ...rest] });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        const errors = res.json().errors as { field: string; message: string }[];
        expect(errors.find((e) => e.field === field)?.message, JSON.stringify(change)).toContain(message);
      }
      expect((await slides()).stamp.version).toBe(current.stamp.version);
    });

    it('changes the About teaser and takes the full page down: the public configuration follows', async () => {
      const about = aboutSettingsResponse.parse((await call(owner, 'GET', '/staff/settings/about')).json()).data;
      expect(about.settings.teaser?.mainHeadline).toBe('Honest British food, cooked with care');
      const teaser = { ...about.settings.teaser!, mainHeadline: 'Cooked from scratch since 2009', expandedParagraphs: [{ icon: 'mdiHeart', text: 'Made with love.' }] };
      const res = await call(owner, 'PUT', '/staff/settings/about', { version: about.stamp.version, teaser, fullPage: null });
      expect(res.statusCode, res.body).toBe(200);
      expect((await configuration()).aboutContent).toEqual({ teaser, fullPage: null });
      expect(await lastAudit()).toMatchObject({ entity: 'about', before: { fullPage: { pageTagline: 'Fifteen years of good food on Fleet Street' } }, after: { fullPage: null } });

      const bad = await call(owner, 'PUT', '/staff/settings/about', { version: about.stamp.version + 1, teaser: { ...teaser, imageUrl: 'javascript:x' }, fullPage: null });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().errors)).toContain('teaser.imageUrl');
    });

    it('changes the phone, e-mail, address and links: each link must be on its own network', async () => {
      const contact = contactSettingsResponse.parse((await call(owner, 'GET', '/staff/settings/contact')).json()).data;
      expect(contact.settings.socialMediaLinks.instagram).toBe('https://www.instagram.com/goldenforklondon');
      const version = contact.stamp.version;
      const refused: [object, string, string][] = [
        [{ socialMediaLinks: { facebook: 'https://www.instagram.com/goldenfork' } }, 'socialMediaLinks.facebook', 'must be an https link on Facebook'],
        [{ socialMediaLinks: { youtube: 'http://youtube.com/@goldenfork' } }, 'socialMediaLinks.youtube', 'must be an https link on YouTube'],
        [{ socialMediaLinks: { tiktok: 'https://www.tiktok.com/@goldenfork' } }, 'socialMediaLinks', ''],
        [{ contact: { phone: '020 7946 0321', email: 'not an address' } }, 'contact.email', 'must be an e-mail address or empty'],
        [{ address: { ...contact.settings.address, coordinates: { lat: 95, lng: 0 } } }, 'address.coordinates.lat', ''],
      ];
      for (const [change, field, message] of refused) {
        const res = await call(owner, 'PUT', '/staff/settings/contact', { ...contact.settings, ...change, version });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        const errors = res.json().errors as { field: string; message: string }[];
        expect(errors.find((e) => e.field === field)?.message, JSON.stringify(errors)).toContain(message);
      }
      const change = {
        contact: { phone: '020 7946 0999', email: 'bookings@goldenfork.example' },
        address: { street: '14 Fleet Street', city: 'London', postalCode: 'EC4Y 1AB', country: 'United Kingdom', coordinates: { lat: 51.514, lng: -0.1101 } },
        socialMediaLinks: { instagram: 'https://instagram.com/goldenfork', twitter: 'https://x.com/goldenfork', youtube: 'https://www.youtube.com/@goldenfork' },
      };
      const res = await call(owner, 'PUT', '/staff/settings/contact', { ...change, version });
      expect(res.statusCode, res.body).toBe(200);
      const served = await configuration();
      expect(served.contact).toEqual(change.contact);
      expect(served.address).toEqual(change.address);
      expect(served.socialMediaLinks).toEqual(change.socialMediaLinks);
      expect(await lastAudit()).toMatchObject({ entity: 'contact', action: 'updated' });
    });

    it('keeps the slides, about and contact through a tenant file export and import', async () => {
      const file = await exportTenant(t.db, 'golden-fork');
      expect(file?.highlights.map((h) => h.title)).toEqual(['Sunday Roast Is Back', 'Pizza Tuesday: 20% Off', 'Friday Nights Until 1am', 'Fresh From Our Kitchen']);
      expect(file?.highlights[0]).toMatchObject({ ...NEW_SLIDE, linkProduct: null });
      expect(file?.highlights[2]?.isActive).toBe(false);
      expect(file?.about.fullPage).toBeNull();
      expect(file?.settings.contact.email).toBe('bookings@goldenfork.example');
      expect(file?.settings.socialMediaLinks.facebook).toBeUndefined();
      await importTenant(t.db, { ...file!, highlights: file!.highlights.slice(1) });
      const after = await slides();
      expect(after.settings.slides.map((s) => s.title)).toEqual(['Pizza Tuesday: 20% Off', 'Friday Nights Until 1am', 'Fresh From Our Kitchen']);
      // The import made a new version: a tab open on the old slides is refused.
      expect(after.stamp.version).toBeGreaterThan(2);
    });
  },
  { clock },
);
