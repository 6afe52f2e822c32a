/**
 * Languages in the back office (/staff/settings/languages, issue 31): an owner offers Portuguese
 * and makes it the default; the public restaurant says so at once and answers in it; a default
 * not offered is refused; staff cannot change it. Once offered, the back office's rule messages
 * answer in Portuguese (template keys of the domain's catalogue), naming the field as English does.
 */
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, languagesSettingsResponse, restaurantResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerStaff, type Session } from '../../test/auth.ts';
import { callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('languages (/staff/settings/languages)', (t) => {
  let owner: Session;
  let staff: Session;
  beforeAll(async () => {
    const gf = await loadStorefront(t.app, 'localhost');
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
  });

  /** The first test offers Portuguese; the later ones offer it too when they run alone. */
  const offerPortuguese = async () => {
    const current = languagesSettingsResponse.parse((await callAs(t.app, owner, 'GET', '/staff/settings/languages')).json()).data;
    if (current.settings.languages.offered.includes('pt-PT')) return;
    const offered = await callAs(t.app, owner, 'PUT', '/staff/settings/languages', { version: current.stamp.version, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } });
    expect(offered.statusCode, offered.body).toBe(200);
  };
  /** The owner's calls, asking for `language`. */
  const ownerIn = (language: string) => ({ headers: { ...owner.headers, 'accept-language': language } });

  it('an owner offers Portuguese as the default: the storefront follows at once; a default not offered is refused', async () => {
    const first = languagesSettingsResponse.parse((await callAs(t.app, owner, 'GET', '/staff/settings/languages')).json()).data;
    expect(first.settings).toEqual({ languages: { default: 'en-GB', offered: ['en-GB'] } });

    const refused = await callAs(t.app, owner, 'PUT', '/staff/settings/languages', { version: first.stamp.version, languages: { default: 'pt-PT', offered: ['en-GB'] } });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toContain('The default language must be one of the offered languages.');
    expect((await callAs(t.app, staff, 'PUT', '/staff/settings/languages', { version: first.stamp.version, languages: first.settings.languages })).statusCode).toBe(403);

    const saved = await callAs(t.app, owner, 'PUT', '/staff/settings/languages', { version: first.stamp.version, languages: { default: 'pt-PT', offered: ['en-GB', 'pt-PT'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const info = await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: 'localhost' } });
    expect(restaurantResponse.parse(info.json()).data.restaurant.languages).toEqual({ default: 'pt-PT', offered: ['en-GB', 'pt-PT'] });
    // No language named by the request: the new default answers.
    const missing = await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: 'localhost', 'x-test-bare-language': '1' } });
    expect(missing.json()).toMatchObject({ message: 'Sessão não iniciada.', code: 'UNAUTHORIZED' });
    const english = await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: 'localhost', 'accept-language': 'en-GB' } });
    expect(english.json()).toMatchObject({ message: 'User not authenticated.' });
  });

  it('keeps the article the name takes in Portuguese, and refuses another word (issue 40 item 22)', async () => {
    await offerPortuguese();
    const current = languagesSettingsResponse.parse((await callAs(t.app, owner, 'GET', '/staff/settings/languages')).json()).data;
    const languages = { ...current.settings.languages, nameArticle: 'o' };
    const saved = await callAs(t.app, owner, 'PUT', '/staff/settings/languages', { version: current.stamp.version, languages });
    expect(saved.statusCode, saved.body).toBe(200);
    const info = await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: 'localhost' } });
    expect(restaurantResponse.parse(info.json()).data.restaurant.languages.nameArticle).toBe('o');
    const next = languagesSettingsResponse.parse(saved.json()).data.stamp.version;
    const refused = await callAs(t.app, owner, 'PUT', '/staff/settings/languages', { version: next, languages: { ...languages, nameArticle: 'the' } });
    expect(refused.statusCode).toBe(400);
  });

  it('answers a bad dish or offer in Portuguese, naming the field in the message, and in English as before', async () => {
    await offerPortuguese();
    const dish = { name: 'Sopa da pedra', price: -1 };
    const offer = { name: 'Dez por cento', type: 'PercentageDiscountOrder', discountValue: 101 };
    const percent = 'PercentageDiscountOrder';
    const answers: [path: string, body: object, language: string, field: string, message: string, text: string][] = [
      ['/staff/menu/products', dish, 'pt-PT', 'price', 'price: não pode ser negativo', 'não pode ser negativo'],
      ['/staff/promotions', offer, 'pt-PT', 'discountValue', `discountValue: deve ser uma percentagem inteira de 1 a 100 para ${percent}`, `deve ser uma percentagem inteira de 1 a 100 para ${percent}`],
      // English answers exactly as before.
      ['/staff/menu/products', dish, 'en-GB', 'price', 'price must not be negative', 'must not be negative'],
      ['/staff/promotions', offer, 'en-GB', 'discountValue', `discountValue must be a whole percent from 1 to 100 for ${percent}`, `must be a whole percent from 1 to 100 for ${percent}`],
    ];
    for (const [path, body, language, field, message, text] of answers) {
      const res = await callAs(t.app, ownerIn(language), 'POST', path, body);
      expect(res.statusCode, `${path} in ${language}`).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toEqual({ message, code: 'VALIDATION_ERROR', errors: [{ field, message: text }] });
    }
    // A message the catalogue does not hold still names its field, once.
    const unknown = await callAs(t.app, ownerIn('pt-PT'), 'POST', '/staff/promotions', { ...offer, discountValue: 10, isActive: 'yes' });
    expect(apiErrorSchema.parse(unknown.json())).toMatchObject({ message: 'isActive: valor inválido.', errors: [{ field: 'isActive', message: 'isActive: valor inválido.' }] });
  });

  it('answers a success message in Portuguese too (the team screen shows it as it is), and in English as before', async () => {
    await offerPortuguese();
    const invited = await callAs(t.app, ownerIn('pt-PT'), 'POST', '/staff/team/invites', { email: 'ana.cozinha@example.com', role: 'Staff' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().message).toBe('Convite enviado para ana.cozinha@example.com.');
    const again = await callAs(t.app, ownerIn('en-GB'), 'POST', '/staff/team/invites', { email: 'bo.kitchen@example.com', role: 'Staff' });
    expect(again.json().message).toBe('Invitation sent to bo.kitchen@example.com.');
  });
});
