import { lazy } from 'react';
import { staffMeta } from '../staff-area/staff-meta.ts';
import { ROLES_THAT_RUN_SETTINGS, useStaffRole } from '../lib/staff.ts';
import type { Route } from './+types/staff-settings';

// Owner and Manager only (the sections say which of them): Staff get the 404 page's words, and
// never download the back office's code.
const SettingsPage = lazy(() => import('./staff-settings-page.tsx'));
const NotFoundPage = lazy(() => import('../shell/not-found-page.tsx'));

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'settings.metaTitle');
}

export default function StaffSettingsRoute() {
  const role = useStaffRole();
  if (role && ROLES_THAT_RUN_SETTINGS.includes(role)) return <SettingsPage role={role} />;
  return <NotFoundPage />;
}
