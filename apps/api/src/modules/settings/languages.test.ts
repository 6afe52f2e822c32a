/**
 * Languages in the back office (/staff/settings/languages, issue 31): an owner offers Portuguese
 * and makes it the default; the public restaurant says so at once and answers in it; a default
 * not offered is refused; staff cannot change it.
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
});
