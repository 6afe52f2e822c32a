/** The member's restaurants as the staff area's switcher sees them. */
import type { StaffRestaurant, StaffRole } from '@platter/domain';

export function presentStaffRestaurant(row: { id: string; slug: string; name: string }, role: StaffRole): StaffRestaurant {
  return { id: row.id, slug: row.slug, name: row.name, role };
}
