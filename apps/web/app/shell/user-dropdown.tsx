import { mdiAccountCircle, mdiChevronDown, mdiClipboardTextClockOutline, mdiHeartOutline, mdiHistory, mdiLogout } from '@mdi/js';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLogout } from '../lib/auth-guard.ts';
import { STAFF_PATH, useStaffRole } from '../lib/staff.ts';
import { Icon } from '../ui/icon.tsx';

const itemClasses =
  'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-primary/10 data-[highlighted]:text-primary dark:data-[highlighted]:bg-text/10 dark:data-[highlighted]:text-text';

const triggerClasses =
  'inline-flex h-11 max-w-48 items-center gap-2 rounded-full border border-border pl-1.5 pr-3 text-sm font-semibold hover:bg-text/5 data-[state=open]:bg-text/5';

/** The signed-in diner's menu (Radix DropdownMenu), loaded only for signed-in diners; staff also get 'Staff'. */
export default function UserDropdown({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const isStaff = useStaffRole() !== null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClasses}>
        <Icon path={mdiAccountCircle} size={28} className="text-primary dark:text-accent" />
        <span className="truncate">{label}</span>
        <Icon path={mdiChevronDown} size={18} className="text-text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="pop-in z-[60] min-w-52 rounded-xl border border-border bg-surface p-1.5 text-text shadow-card-hover"
        >
          {isStaff ? (
            <>
              <DropdownMenu.Item asChild className={itemClasses}>
                <Link to={STAFF_PATH}>
                  <Icon path={mdiClipboardTextClockOutline} size={20} className="text-text-muted" />
                  {t('nav.staff')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          ) : null}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/profile">
              <Icon path={mdiAccountCircle} size={20} className="text-text-muted" />
              {t('nav.myProfile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/orders">
              <Icon path={mdiHistory} size={20} className="text-text-muted" />
              {t('nav.orderHistory')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/favorites">
              <Icon path={mdiHeartOutline} size={20} className="text-text-muted" />
              {t('nav.favorites')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => void logout()}
          >
            <Icon path={mdiLogout} size={20} className="text-text-muted" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
