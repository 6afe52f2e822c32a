import { describe, expect, it } from 'vitest';
import { lastOwnerProblem, teamMessages } from './team.ts';

describe('the last-owner rule', () => {
  const owner = { name: 'Margaret Hale', role: 'Owner' as const };
  it.each([
    ['the only owner made a manager', 1, owner, 'Manager', "Margaret Hale is the only owner, and a restaurant needs one. Make someone else an owner first, then change Margaret Hale's role."],
    ['the only owner made staff', 1, owner, 'Staff', "Margaret Hale is the only owner, and a restaurant needs one. Make someone else an owner first, then change Margaret Hale's role."],
    ['the only owner removed', 1, owner, null, 'Margaret Hale is the only owner, and a restaurant needs one. Make someone else an owner first, then remove Margaret Hale.'],
    ['one of two owners removed', 2, owner, null, null],
    ['one of two owners made staff', 2, owner, 'Staff', null],
    ['the only owner kept an owner', 1, owner, 'Owner', null],
    ['a manager removed while one owner remains', 1, { name: 'Sam', role: 'Manager' as const }, null, null],
    ['staff made an owner', 1, { name: 'Sam', role: 'Staff' as const }, 'Owner', null],
  ] as const)('%s', (_case, owners, member, to, problem) => {
    expect(lastOwnerProblem(owners, member, to)).toBe(problem);
  });

  it('says each role as a sentence would', () => {
    expect(['Owner', 'Manager', 'Staff'].map((role) => teamMessages.roleChanged('Sam', role as 'Owner'))).toEqual([
      'Sam is now an Owner.',
      'Sam is now a Manager.',
      'Sam is now Staff.',
    ]);
  });
});
