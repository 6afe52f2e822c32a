import { describe, expect, it } from 'vitest';
import { isStaffPath, landingPathFor, staffRoleAt } from './staff.ts';

const affiliations = [
  { restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 150, role: null },
  { restaurantId: '671dbfde-2c3d-45d6-86a0-74dc70d72644', points: 0, role: 'Manager' as const },
];

describe('who is staff here', () => {
  it("is the role of this restaurant's affiliation; points alone make a diner", () => {
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, '671dbfde-2c3d-45d6-86a0-74dc70d72644')).toBe('Manager');
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e')).toBeNull();
    expect(staffRoleAt({ restaurantAffiliations: [] }, '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e')).toBeNull();
    expect(staffRoleAt(null, '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e')).toBeNull();
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, undefined)).toBeNull();
  });

  it('lands staff on the board after signing in, diners Home', () => {
    expect(landingPathFor({ restaurantAffiliations: affiliations }, '671dbfde-2c3d-45d6-86a0-74dc70d72644')).toBe('/staff');
    expect(landingPathFor({ restaurantAffiliations: affiliations }, '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e')).toBe('/');
  });

  it('knows the staff pages', () => {
    expect([isStaffPath('/staff'), isStaffPath('/staff/menu'), isStaffPath('/staffing'), isStaffPath('/')]).toEqual([true, true, false, false]);
  });
});
