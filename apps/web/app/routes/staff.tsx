import { lazy } from 'react';
import { staffMeta } from '../staff-area/staff-meta.ts';
import type { Route } from './+types/staff';

// Rendered only once the staff layout knows the account is staff (then downloaded).
const BoardPage = lazy(() => import('../features/board/board-page.tsx'));

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'board.metaTitle');
}

export default function StaffBoardRoute() {
  return <BoardPage />;
}
