import { lazy } from 'react';
import { staffMeta } from '../staff-area/staff-meta.ts';
import { ROLES_THAT_EDIT_MENU, useStaffRole } from '../lib/staff.ts';
import type { Route } from './+types/staff-menu';

// Like the board: rendered (and downloaded) only for staff, under the staff layout. Staff get the
// sold-out switches; Owner and Manager the menu editor (issue 26), a chunk Staff never download.
const StaffMenuPage = lazy(() => import('../features/menu-editor/staff-menu-page.tsx'));
const MenuEditorPage = lazy(() => import('../features/menu-editor/menu-editor-page.tsx'));

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'menu.metaTitle');
}

export default function StaffMenuRoute() {
  const role = useStaffRole();
  if (role && ROLES_THAT_EDIT_MENU.includes(role)) return <MenuEditorPage role={role} />;
  return <StaffMenuPage />;
}
