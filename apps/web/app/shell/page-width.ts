import { useLocation } from 'react-router';
import { isStaffPath } from '../lib/staff.ts';

/**
 * The shell's content width: the storefront's 72rem, or the staff pages' wider board (a tablet
 * on the pass uses its whole screen), so header, page and footer line up either way.
 */
export function useShellWidth(): string {
  const { pathname } = useLocation();
  return isStaffPath(pathname) ? 'max-w-[1600px]' : 'max-w-6xl';
}
