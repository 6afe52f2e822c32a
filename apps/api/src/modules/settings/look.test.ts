/**
 * Look in the back office (/staff/settings/look) on both databases: only the owner reads and
 * changes it, validation, the 409 of a stale edit, the audit entry, and the diner's side at once:
 * a primary colour that fails contrast is served moved (public configuration and stylesheet),
 * the logo, cover and tab icon follow. The tenant file keeps all of it.
 */
import { beforeAll, expect, it } from 'vitest';
import { accessibleTheme, auditLogResponse, lookSettingsResponse, restaurantResponse, staleLookEditSchema, type LookSettings } from '@platter/domain';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';

const clock = () => new Date('2026-06-02T13:00:00Z');
const LOGO = '/api/v1/media/photos/0b6f1c8e-4d2a-4f7e-9a51-3c2d1e0f9a8b-0123456789abcdef';

describeEachDatabase(
  'look (/staff/settings/look)',
  (t) => {
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    let restaurantId: string;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const read = async (who: Session) => lookSettingsResponse.parse((await call(who, 'GET', '/staff/settings/look')).json()).data;
    const put = (who: Session, version: number, settings: LookSettings) => call(who, 'PUT', '/staff/settings/look', { version, ...settings });

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

    it('lets the owner read the section, and no one else', async () => {
      const res = await call(owner, 'GET', '/staff/settings/look');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { settings, stamp } = lookSettingsResponse.parse(res.json()).data;
      expect(settings.theme.light.primary).toBe('#6a1b9a');
      expect(settings.logoUrl).toContain('/api/v1/images/logo/');
      expect(stamp.version).toBe(1);
      for (const who of [manager, staff, diner]) expect((await call(who, 'GET', '/staff/settings/look')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/staff/settings/look')).statusCode).toBe(401);
      expect((await call(tascaOwner, 'GET', '/staff/settings/look')).statusCode).toBe(404);
      expect((await put(manager, 1, settings)).statusCode).toBe(403);
    });

    it('saves a primary that fails contrast: diners get it moved, in the configuration and the stylesheet', async () => {
      const before = await read(owner);
      const pale = '#ffcc80'; // 1.6:1 on white: too pale for text
      const change: LookSettings = {
        logoUrl: LOGO,
        coverImageUrl: null,
        faviconUrl: `${LOGO}/320.webp`,
        theme: { ...before.settings.theme, light: { ...before.settings.theme.light, primary: pale } },
      };
      const res = await put(owner, 1, change);
      expect(res.statusCode, res.body).toBe(200);
      const saved = lookSettingsResponse.parse(res.json()).data;
      // Stored as chosen…
      expect(saved.settings).toEqual(change);
      expect(saved.stamp).toMatchObject({ version: 2, updatedBy: { name: 'Test Owner' } });
      // …served moved, as the domain moves it.
      const moved = accessibleTheme(change.theme).changes.find((c) => c.scheme === 'light' && c.token === 'primary')!;
      expect(moved).toMatchObject({ from: pale, min: 4.5 });
      expect(moved.ratio).toBeLessThan(4.5);
      const config = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
      expect(config.theme.light.primary).toBe(moved.to);
      expect(config).toMatchObject({ logoUrl: LOGO, coverImageUrl: null, themeSettings: { faviconUrl: `${LOGO}/320.webp` } });
      const css = (await call(null, 'GET', '/restaurants/public/golden-fork/styles.css')).body;
      expect(css).toContain(`--color-primary: ${moved.to};`);
      expect(css).toContain(`primary: ${pale} → ${moved.to}`);

      const log = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(log[0]).toMatchObject({ action: 'updated', entity: 'look', entityId: restaurantId, by: { name: 'Test Owner' } });
    });

    it('refuses a change made on an old version', async () => {
      const current = await read(owner);
      const res = await put(owner, current.stamp.version - 1, { ...current.settings, coverImageUrl: LOGO });
      expect(res.statusCode).toBe(409);
      const body = staleLookEditSchema.parse(res.json());
      expect(body).toMatchObject({ code: 'STALE_EDIT', message: 'You changed this at 14:00 in another tab or window. Reload to see that change.' });
      expect(body.current?.settings.coverImageUrl).toBeNull();
    });

    it('refuses colours and addresses that are not, field by field, and stores nothing', async () => {
      const current = await read(owner);
      const { theme } = current.settings;
      const cases: [object, string][] = [
        [{ theme: { ...theme, dark: { ...theme.dark, accent: 'orange' } } }, 'theme.dark.accent'],
        [{ theme: { ...theme, light: { ...theme.light, text: '#12345' } } }, 'theme.light.text'],
        [{ theme: { light: theme.light } }, 'theme.dark'],
        [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
        [{ faviconUrl: '//evil.example/x.png' }, 'faviconUrl'],
      ];
      for (const [change, field] of cases) {
        const res = await call(owner, 'PUT', '/staff/settings/look', { ...current.settings, ...change, version: current.stamp.version });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(JSON.stringify(res.json().errors ?? res.json()), JSON.stringify(change)).toContain(field);
      }
      expect((await read(owner)).stamp.version).toBe(current.stamp.version);
    });

    it('keeps the pictures and colours through a tenant file export and import', async () => {
      const file = await exportTenant(t.db, 'golden-fork');
      expect(file?.settings).toMatchObject({ logoUrl: LOGO, faviconUrl: `${LOGO}/320.webp`, coverImageUrl: null });
      expect(file?.theme.light.primary).toBe('#ffcc80');
      await importTenant(t.db, { ...file!, theme: { ...file!.theme, light: { ...file!.theme.light, primary: '#00695c' } } });
      expect((await read(owner)).settings.theme.light.primary).toBe('#00695c');
    });
  },
  { clock },
);
