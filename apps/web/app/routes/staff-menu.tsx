import { lazy } from 'react';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/staff-menu';

// Like the board: rendered (and downloaded) only for staff, under the staff layout.
const StaffMenuPage = lazy(() => import('../features/staff/staff-menu-page.tsx'));

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'menu.metaTitle');
}

export default function StaffMenuRoute() {
  return <StaffMenuPage />;
}
