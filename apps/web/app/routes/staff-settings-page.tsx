/**
 * /staff/settings/{section}: the back office beside the board (issue 27). A side navigation of the
 * sections this role may open (a scrolling row of tabs on a phone) and the chosen section, whose
 * code loads when it opens. No section named, or one this role may not open: the first it may.
 */
import type { StaffRole } from '@platter/domain';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { NavLink, Navigate, useParams } from 'react-router';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { STAFF_SETTINGS_PATH } from '../lib/staff.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { STAFF_PAGE } from '../staff-area/staff-skeleton.tsx';
import type { SettingsSectionProps } from '../staff-area/settings-section.ts';
import { sectionsFor, type SettingsSection } from './staff-settings-sections.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/staffSettings.json', { eager: true, import: 'default' }));

const pages = new Map<string, LazyExoticComponent<ComponentType<SettingsSectionProps>>>();
/** One lazy component per section for the life of the page (a new one each render would remount it). */
function pageOf(section: SettingsSection) {
  let page = pages.get(section.id);
  if (!page) pages.set(section.id, (page = lazy(section.load)));
  return page;
}

function SectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-48" rounded="rounded-2xl" />
      <Skeleton className="h-32" rounded="rounded-2xl" />
    </div>
  );
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-11 shrink-0 items-center gap-2.5 whitespace-nowrap rounded-xl px-3 text-base font-semibold transition-colors lg:w-full',
    isActive ? 'bg-primary text-on-primary' : 'text-text-muted hover:bg-text/6 hover:text-text',
  );

export default function SettingsPage({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staffSettings');
  const { section: asked } = useParams();
  const sections = useMemo(() => sectionsFor(role), [role]);
  const current = sections.find((section) => section.id === asked);
  const first = sections[0];
  if (!current) return first ? <Navigate to={`${STAFF_SETTINGS_PATH}/${first.id}`} replace /> : null;
  const Page = pageOf(current);
  return (
    <div className={cx(STAFF_PAGE, 'pb-10 pt-5')} data-testid="settings">
      <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label={t('nav')} className="-mx-4 overflow-x-auto px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:overflow-visible lg:px-0">
          <p className="mb-2 hidden px-3 text-sm font-semibold uppercase tracking-wide text-text-muted lg:block">{t('title')}</p>
          <ul className="flex gap-1 lg:flex-col">
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink to={`${STAFF_SETTINGS_PATH}/${section.id}`} className={linkClasses}>
                  <Icon path={section.icon} size={20} />
                  {t(`sections.${section.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Suspense fallback={<SectionSkeleton />}>
            <Page key={current.id} role={role} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
