import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StaffFrameSkeleton, StaffSkeleton } from '../staff-area/staff-skeleton.tsx';
import { QueryProvider } from '../lib/api/query-client.tsx';
import { loginPathFor } from '../lib/auth-guard.ts';
import { useSessionView } from '../lib/session-view.ts';
import { useStaffRole } from '../lib/staff.ts';

// The board, the menu switches, the live channel and their texts: loaded for staff only.
const StaffArea = lazy(() => import('../staff-area/staff-area.tsx'));
const NotFoundPage = lazy(() => import('../shell/not-found-page.tsx'));

/**
 * An empty server loader: the frame (the shell and a skeleton) renders on the server and
 * hydrates at once. Who is signed in is known only in the browser (the session lives there).
 */
export function loader() {
  return null;
}

/**
 * Frame of the staff pages (/staff, /staff/menu). Staff of this restaurant (an affiliation with
 * a role) get the staff area; a diner or a guest gets the 404 page, so the area does not
 * advertise itself. Staff whose session ends here are sent to sign in again and come back.
 */
export default function StaffLayout() {
  const location = useLocation();
  const { settled, isLoggedIn, leaving } = useSessionView();
  const role = useStaffRole();
  const [wasStaff, setWasStaff] = useState(false);
  if (role && !wasStaff) setWasStaff(true);

  let page;
  if (!settled || (!isLoggedIn && leaving)) page = <StaffFrameSkeleton />;
  else if (role) {
    page = (
      <Suspense fallback={<StaffFrameSkeleton />}>
        <StaffArea role={role}>
          <Outlet />
        </StaffArea>
      </Suspense>
    );
  } else if (wasStaff && !isLoggedIn) page = <Navigate to={loginPathFor(location)} replace />;
  else {
    page = (
      <Suspense fallback={<StaffSkeleton />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <QueryProvider>{page}</QueryProvider>;
}
