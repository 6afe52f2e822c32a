/**
 * The owner's team screen's API on both databases: who may call it, what it validates, invitations
 * e-mailed and replaced, roles changed on their version, the last-owner rule, withdrawing, and the
 * audit log.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogResponse, staleMemberEditSchema, teamMemberResponse, type AuditEntry } from '@platter/domain';
import { staffInvites } from '../../db/schema.ts';
import { DEMO_OWNER } from '../../provisioning/demo-seed/index.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';

type Member = Awaited<ReturnType<typeof registerStaff>>;
import { callAs, GOLDEN_FORK_HOST, TASCA_HOST } from '../../test/menu-editor.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { invite, inviteLinkFor, teamOf } from '../../test/team.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

/** Tuesday 14:00 in London: a change is made 'at 14:00'. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'the team (/staff/team)',
  (t) => {
    let gf: Storefront;
    let tasca: Storefront;
    let owner: Member;
    let manager: Member;
    let staff: Member;
    let diner: Session;
    let tascaOwner: Member;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const audit = async (who: Session = owner, host = GOLDEN_FORK_HOST): Promise<AuditEntry[]> =>
      auditLogResponse.parse((await call(who, 'GET', '/staff/audit', undefined, host)).json()).data.entries;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
    });

    it('lists the members, owners first, and the invitations waiting: for the owner only', async () => {
      const team = await teamOf(t.app, owner);
      const roles = team.members.map((m) => m.role);
      expect(roles).toEqual([...roles].sort((a, b) => ['Owner', 'Manager', 'Staff'].indexOf(a) - ['Owner', 'Manager', 'Staff'].indexOf(b)));
      expect(team.members).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ _id: owner.user._id, name: 'Test Owner', email: owner.email, role: 'Owner', version: 1, updatedBy: null }),
          expect.objectContaining({ email: DEMO_OWNER.email, name: DEMO_OWNER.name, role: 'Owner' }),
          expect.objectContaining({ _id: staff.user._id, role: 'Staff' }),
        ]),
      );
      expect(JSON.stringify(team)).not.toContain(tascaOwner.email);
      const res = await call(owner, 'GET', '/staff/team');
      expect(res.headers['cache-control']).toBe('no-store');

      // Managers and staff run the day, not the team; a diner, a stranger and another restaurant's owner get nothing.
      const refusals: [Session | null, number][] = [[manager, 403], [staff, 403], [diner, 403], [null, 401], [tascaOwner, 404]];
      for (const [who, status] of refusals) {
        expect((await call(who, 'GET', '/staff/team')).statusCode).toBe(status);
        expect((await call(who, 'POST', '/staff/team/invites', { email: 'x@example.com', role: 'Staff' })).statusCode).toBe(status);
        expect((await call(who, 'PATCH', `/staff/team/members/${staff.user._id}`, { version: 1, role: 'Manager' })).statusCode).toBe(status);
        expect((await call(who, 'DELETE', `/staff/team/members/${staff.user._id}`)).statusCode).toBe(status);
      }
      expect((await call(manager, 'GET', '/staff/team')).json()).toMatchObject({ message: 'Your role at this restaurant does not allow this.' });
      // Tasca's owner on Tasca's site sees Tasca's team only.
      const tascaTeam = await teamOf(t.app, tascaOwner, TASCA_HOST);
      expect(tascaTeam.members.map((m) => m.email)).not.toContain(owner.email);
      expect(tascaTeam.members.map((m) => m.email)).toContain(tascaOwner.email);
    });

    it('e-mails an invitation with a single link; sending again replaces it; someone on the team already is refused', async () => {
      const sent = await call(owner, 'POST', '/staff/team/invites', { email: '  New.Waiter@Example.com ', role: 'Staff' });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({
        message: 'Invitation sent to new.waiter@example.com.',
        data: { invite: { email: 'new.waiter@example.com', role: 'Staff', invitedBy: { _id: owner.user._id, name: 'Test Owner' }, isExpired: false } },
      });
      const first = (sent.json() as { data: { invite: { _id: string; sentAt: string; expiresAt: string } } }).data.invite;
      expect(Date.parse(first.expiresAt) - Date.parse(first.sentAt)).toBe(7 * 24 * 60 * 60_000);
      // The link is on the restaurant's own address and holds 32 random bytes; only their SHA-256 is stored.
      const link = await inviteLinkFor(t.db, 'new.waiter@example.com');
      expect(link.joinUrl).toMatch(new RegExp(`^http://golden-fork\\.localhost:\\d+/join-team\\?token=[A-Za-z0-9_-]{43}$`));
      const [stored] = await t.db.select().from(staffInvites).where(eq(staffInvites.id, first._id));
      expect(stored!.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(link.token);
      expect(JSON.stringify(await audit())).not.toContain(link.token);

      // Sending again (another role): the first link stops working, one invitation waits.
      const again = await invite(t.app, t.db, owner, 'new.waiter@example.com', 'Manager');
      expect(again._id).not.toBe(first._id);
      const lookup = (token: string) => call(null, 'POST', '/team/invites/lookup', { token });
      expect((await lookup(link.token)).statusCode).toBe(404);
      expect((await lookup(again.token)).statusCode).toBe(200);
      const waiting = (await teamOf(t.app, owner)).invites.filter((i) => i.email === 'new.waiter@example.com');
      expect(waiting).toEqual([expect.objectContaining({ _id: again._id, role: 'Manager' })]);
      const [replacedEntry] = await audit();
      expect(replacedEntry).toMatchObject({ action: 'created', entity: 'invite', entityId: again._id, before: { _id: first._id, role: 'Staff' }, after: { role: 'Manager' } });

      // Someone already on the team (any case), here or as the owner themselves.
      for (const email of [staff.email.toUpperCase(), owner.email]) {
        const res = await call(owner, 'POST', '/staff/team/invites', { email, role: 'Manager' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'ALREADY_ON_TEAM',
          message: `${email.toLowerCase()} is already on the team.`,
          errors: [{ field: 'email', message: `${email.toLowerCase()} is already on the team.` }],
        });
      }
      // Tasca's owner may invite the Golden Fork's staff to Tasca: a person can work at both.
      expect((await call(tascaOwner, 'POST', '/staff/team/invites', { email: staff.email, role: 'Staff' }, TASCA_HOST)).statusCode).toBe(201);
    });

    it('refuses what is not valid with the field and words to fix it, never a 500', async () => {
      const bad: [object, string, string][] = [
        [{ role: 'Staff' }, 'email', 'Email is required'],
        [{ email: 'not-an-address', role: 'Staff' }, 'email', 'Please enter a valid email'],
        [{ email: 'chef@example.com', role: 'Chef' }, 'role', 'Role must be one of: Owner, Manager, Staff.'],
        [{ email: 'chef@example.com' }, 'role', 'Role must be one of: Owner, Manager, Staff.'],
        [{ email: `${'a'.repeat(250)}@example.com`, role: 'Staff' }, 'email', 'Email must be at most 254 characters'],
      ];
      for (const [body, field, message] of bad) {
        const res = await call(owner, 'POST', '/staff/team/invites', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: expect.arrayContaining([expect.objectContaining({ field, message })]) });
      }
      expect((await call(owner, 'POST', '/staff/team/invites', { email: 'chef@example.com', role: 'Staff', isAdmin: true })).statusCode).toBe(400);
      const roleChanges: [object, string][] = [
        [{ role: 'Manager' }, 'version'],
        [{ version: 'one', role: 'Manager' }, 'version'],
        [{ version: 1, role: 'Boss' }, 'role'],
      ];
      for (const [body, field] of roleChanges) {
        const res = await call(owner, 'PATCH', `/staff/team/members/${staff.user._id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field })]) });
      }
      // Unknown, malformed and another restaurant's members and invitations are not found.
      for (const path of ['/staff/team/members/not-a-uuid', `/staff/team/members/${tascaOwner.user._id}`, `/staff/team/members/${diner.user._id}`]) {
        for (const method of ['PATCH', 'DELETE'] as const) {
          const res = await call(owner, method, path, method === 'PATCH' ? { version: 1, role: 'Staff' } : undefined);
          expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(404);
          expect(res.json()).toMatchObject({ message: 'Team member not found.' });
        }
      }
      const tascaInvite = (await teamOf(t.app, tascaOwner, TASCA_HOST)).invites[0]!;
      expect((await call(owner, 'DELETE', `/staff/team/invites/${tascaInvite._id}`)).statusCode).toBe(404);
      expect((await call(owner, 'DELETE', '/staff/team/invites/nope')).json()).toMatchObject({ message: 'Invitation not found.' });
    });

    it('changes a role on the version it was loaded at; a stale change answers 409 naming who changed it', async () => {
      const cook = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      const changed = await call(owner, 'PATCH', `/staff/team/members/${cook.user._id}`, { version: 1, role: 'Manager' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ message: 'Test Staff is now a Manager.' });
      expect(teamMemberResponse.parse(changed.json()).data.member).toMatchObject({
        role: 'Manager',
        version: 2,
        updatedBy: { _id: owner.user._id, name: 'Test Owner' },
      });
      // The member's next call already has the new role's rights.
      expect((await call(cook, 'GET', '/staff/menu')).statusCode).toBe(200);

      const mine = await call(owner, 'PATCH', `/staff/team/members/${cook.user._id}`, { version: 1, role: 'Staff' });
      expect(mine.statusCode).toBe(409);
      const stale = staleMemberEditSchema.parse(mine.json());
      expect(stale).toMatchObject({ code: 'STALE_EDIT', message: 'You changed this at 14:00 in another tab or window. Reload to see that change.' });
      expect(stale.current).toMatchObject({ role: 'Manager', version: 2 });
      const coOwner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      const theirs = await call(coOwner, 'PATCH', `/staff/team/members/${cook.user._id}`, { version: 1, role: 'Staff' });
      expect(theirs.json()).toMatchObject({ code: 'STALE_EDIT', message: 'Changed by Test Owner at 14:00. Reload to see their change.' });

      // The same role again changes nothing (no new version to make another tab stale).
      const same = await call(owner, 'PATCH', `/staff/team/members/${cook.user._id}`, { version: 2, role: 'Manager' });
      expect(teamMemberResponse.parse(same.json()).data.member.version).toBe(2);

      const [entry, ...older] = await audit();
      expect(entry).toMatchObject({
        action: 'updated',
        entity: 'member',
        entityId: cook.user._id,
        by: { _id: owner.user._id, name: 'Test Owner' },
        before: { role: 'Staff', version: 1 },
        after: { role: 'Manager', version: 2 },
      });
      expect(older.filter((e) => e.entityId === cook.user._id)).toEqual([]);
    });

    it('withdraws an invitation: its link stops working, and it is gone from the list', async () => {
      const sent = await invite(t.app, t.db, owner, 'second.thoughts@example.com', 'Staff');
      const res = await call(owner, 'DELETE', `/staff/team/invites/${sent._id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: {}, message: 'The invitation to second.thoughts@example.com was withdrawn.' });
      expect((await call(null, 'POST', '/team/invites/lookup', { token: sent.token })).statusCode).toBe(404);
      expect((await call(owner, 'DELETE', `/staff/team/invites/${sent._id}`)).statusCode).toBe(404);
      expect((await teamOf(t.app, owner)).invites.map((i) => i._id)).not.toContain(sent._id);
      expect((await audit())[0]).toMatchObject({ action: 'revoked', entity: 'invite', entityId: sent._id, after: null });
      // Another restaurant's owner cannot withdraw it from their own site.
      const other = await invite(t.app, t.db, owner, 'stays@example.com', 'Staff');
      expect((await call(tascaOwner, 'DELETE', `/staff/team/invites/${other._id}`, undefined, TASCA_HOST)).statusCode).toBe(404);
      expect((await call(null, 'POST', '/team/invites/lookup', { token: other.token })).statusCode).toBe(200);
    });

    it('keeps at least one owner: the last cannot be demoted or removed, even by two owners at once', async () => {
      // Tasca: its seeded owner and the test's. The test's owner removes the other, then is the last.
      const tascaTeam = await teamOf(t.app, tascaOwner, TASCA_HOST);
      const seeded = tascaTeam.members.find((m) => m.role === 'Owner' && m._id !== tascaOwner.user._id)!;
      expect((await call(tascaOwner, 'DELETE', `/staff/team/members/${seeded._id}`, undefined, TASCA_HOST)).statusCode).toBe(200);
      const self = `/staff/team/members/${tascaOwner.user._id}`;
      const demoted = await call(tascaOwner, 'PATCH', self, { version: 1, role: 'Manager' }, TASCA_HOST);
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toEqual({
        code: 'LAST_OWNER',
        message: "Test Owner is the only owner, and a restaurant needs one. Make someone else an owner first, then change Test Owner's role.",
      });
      const removed = await call(tascaOwner, 'DELETE', self, undefined, TASCA_HOST);
      expect(removed.json()).toEqual({
        code: 'LAST_OWNER',
        message: 'Test Owner is the only owner, and a restaurant needs one. Make someone else an owner first, then remove Test Owner.',
      });
      expect((await teamOf(t.app, tascaOwner, TASCA_HOST)).members.filter((m) => m.role === 'Owner')).toHaveLength(1);

      // Two owners each demote the other at once: one wins, the restaurant keeps an owner.
      const partner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      const [a, b] = await Promise.all([
        call(tascaOwner, 'PATCH', `/staff/team/members/${partner.user._id}`, { version: 1, role: 'Manager' }, TASCA_HOST),
        call(partner, 'PATCH', self, { version: 1, role: 'Manager' }, TASCA_HOST),
      ]);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect([a.statusCode, b.statusCode].filter((s) => s !== 200)[0]).toBeOneOf([403, 409]);
      const owners = (await teamOf(t.app, a.statusCode === 200 ? tascaOwner : partner, TASCA_HOST)).members.filter((m) => m.role === 'Owner');
      expect(owners).toHaveLength(1);
    });
  },
  { clock },
);
