/**
 * Printers in the back office (/staff/settings/printers): who may read and change them, the
 * addresses the server will connect to (the restaurant's own network only), at most 5, unique
 * names, the stale edit and the audit entry.
 */
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, printersSettingsResponse, type Printer } from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const kitchen: Printer = { name: 'Kitchen', host: '192.168.1.50', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };
const pass: Printer = { name: 'Pass', host: 'pass-printer.local', port: 9101, paperWidth: 58, autoPrint: false, tickets: ['packing', 'kitchen'] };

describeEachDatabase('printers (/staff/settings/printers)', (t) => {
  let manager: Session;
  let owner: Session;
  let staff: Session;
  beforeAll(async () => {
    const gf = await loadStorefront(t.app, 'localhost');
    manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
  });
  const read = async (who: Session) => printersSettingsResponse.parse((await callAs(t.app, who, 'GET', '/staff/settings/printers')).json()).data;

  it('a manager adds two printers, edits one and removes the other, each on its version; audited; a stale edit is refused', async () => {
    const first = await read(manager);
    expect(first.settings).toEqual({ printers: [] });
    const added = await callAs(t.app, manager, 'PUT', '/staff/settings/printers', { version: first.stamp.version, printers: [kitchen, pass] });
    expect(added.statusCode, added.body).toBe(200);
    const second = printersSettingsResponse.parse(added.json()).data;
    expect(second.settings.printers).toEqual([kitchen, pass]);
    const edited = await callAs(t.app, owner, 'PUT', '/staff/settings/printers', { version: second.stamp.version, printers: [{ ...kitchen, host: '10.0.0.7', paperWidth: 58 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(owner)).settings.printers).toEqual([{ ...kitchen, host: '10.0.0.7', paperWidth: 58 }]);
    const stale = await callAs(t.app, manager, 'PUT', '/staff/settings/printers', { version: second.stamp.version, printers: [] });
    expect(stale.statusCode).toBe(409);
    const audit = auditLogResponse.parse((await callAs(t.app, owner, 'GET', '/staff/audit')).json()).data.entries;
    expect(audit.filter((e) => e.entity === 'printers').map((e) => e.action)).toEqual(['updated', 'updated']);
  });

  it.each([
    ['a public address', { ...kitchen, host: '8.8.8.8' }, 'must be an address on the restaurant’s own network'],
    ['the cloud metadata address', { ...kitchen, host: '169.254.169.254' }, 'must be an address on the restaurant’s own network'],
    ['loopback', { ...kitchen, host: '127.0.0.1' }, 'must be an address on the restaurant’s own network'],
    ['localhost', { ...kitchen, host: 'localhost' }, 'must be an address on the restaurant’s own network'],
    ['a public name', { ...kitchen, host: 'printer.example.com' }, 'must be an address on the restaurant’s own network'],
    ['port 0', { ...kitchen, port: 0 }, 'must be 1–65535'],
    ['port 70000', { ...kitchen, port: 70000 }, 'must be 1–65535'],
    ['paper 70 mm', { ...kitchen, paperWidth: 70 }, 'must be 58 or 80 (mm)'],
  ])('refuses %s with a message a person can act on', async (_what, printer, message) => {
    const { stamp } = await read(manager);
    const bad = await callAs(t.app, manager, 'PUT', '/staff/settings/printers', { version: stamp.version, printers: [printer] });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toContain(message);
  });

  it('refuses a sixth printer and two of one name; Staff may neither read nor change them', async () => {
    const { stamp } = await read(manager);
    const six = Array.from({ length: 6 }, (_, i) => ({ ...kitchen, name: `Printer ${i + 1}` }));
    const many = await callAs(t.app, manager, 'PUT', '/staff/settings/printers', { version: stamp.version, printers: six });
    expect(many.statusCode).toBe(400);
    expect(apiErrorSchema.parse(many.json()).message).toContain('At most 5 printers.');
    const twins = await callAs(t.app, manager, 'PUT', '/staff/settings/printers', { version: stamp.version, printers: [kitchen, { ...pass, name: 'kitchen' }] });
    expect(apiErrorSchema.parse(twins.json()).message).toContain('Each printer has its own name.');
    expect((await callAs(t.app, staff, 'GET', '/staff/settings/printers')).statusCode).toBe(403);
    expect((await callAs(t.app, staff, 'PUT', '/staff/settings/printers', { version: stamp.version, printers: [] })).statusCode).toBe(403);
  });
});
