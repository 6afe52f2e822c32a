import { describe, expect, it } from 'vitest';
import { isStaffPath, landingPathFor, staffRoleAt } from './staff.ts';

const affiliations = [
  { restaurantId: 'r-gf', points: 150, role: null },
  { restaurantId: 'r-tdp', points: 0, role: 'Manager' as const },
];

describe('who is staff here', () => {
  it("is the role of this restaurant's affiliation; points alone make a diner", () => {
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, 'r-tdp')).toBe('Manager');
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, 'r-gf')).toBeNull();
    expect(staffRoleAt({ restaurantAffiliations: [] }, 'r-gf')).toBeNull();
    expect(staffRoleAt(null, 'r-gf')).toBeNull();
    expect(staffRoleAt({ restaurantAffiliations: affiliations }, undefined)).toBeNull();
  });

  it('lands staff on the board after signing in, diners Home', () => {
    expect(landingPathFor({ restaurantAffiliations: affiliations }, 'r-tdp')).toBe('/staff');
    expect(landingPathFor({ restaurantAffiliations: affiliations }, 'r-gf')).toBe('/');
  });

  it('knows the staff pages', () => {
    expect([isStaffPath('/staff'), isStaffPath('/staff/menu'), isStaffPath('/staffing'), isStaffPath('/')]).toEqual([true, true, false, false]);
  });
});
