import { mdiCheckCircle, mdiCircleOutline } from '@mdi/js';
import { passwordStrength, registerPassword } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

/** The checklist items and the register rule (its message in the shared schema) each one stands for. */
const REQUIREMENTS = [
  { key: 'minLength', rule: 'Password must be at least 8 characters' },
  { key: 'number', rule: 'Password must contain a number' },
  { key: 'special', rule: 'Password must contain a special character' },
] as const;

/** Which register rules a password meets, judged by the same schema the API validates with. */
export function passwordRequirements(password: string): { key: (typeof REQUIREMENTS)[number]['key']; met: boolean }[] {
  const result = registerPassword.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return REQUIREMENTS.map(({ key, rule }) => ({ key, met: !failed.has(rule) }));
}

const BAR_COLOURS = { Weak: 'bg-error', Medium: 'bg-warning', Good: 'bg-info', Strong: 'bg-success' } as const;
const TEXT_COLOURS = { Weak: 'text-error', Medium: 'text-warning', Good: 'text-info', Strong: 'text-success' } as const;

/** Spec 5 (Register): the strength meter (score 0–5: Weak, Medium, Good, Strong) and the requirement checklist. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const { score, label } = passwordStrength(password);
  const requirements = passwordRequirements(password);
  const empty = password.length === 0;
  return (
    <div id={id} className="mt-3 space-y-3">
      <div>
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-text-muted">{t('strength.label')}</span>
          <span className={cx('font-semibold', empty ? 'text-text-muted' : TEXT_COLOURS[label])} aria-live="polite">
            {empty ? '' : t(`strength.${label}`)}
          </span>
        </div>
        <div
          role="meter"
          aria-label={t('strength.label')}
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={t('strength.value', { label: t(`strength.${label}`) })}
          className="mt-1.5 grid grid-cols-5 gap-1.5"
        >
          {[1, 2, 3, 4, 5].map((step) => (
            <span
              key={step}
              className={cx('h-1.5 rounded-full transition-colors duration-300', step <= score ? BAR_COLOURS[label] : 'bg-text/12')}
            />
          ))}
        </div>
      </div>
      <div>
        <p className="text-sm text-text-muted">{t('strength.requirements')}</p>
        <ul className="mt-1.5 grid gap-1 text-sm">
          {requirements.map(({ key, met }) => (
            <li key={key} className={cx('flex items-center gap-1.5', met ? 'text-success' : 'text-text-muted')}>
              <Icon path={met ? mdiCheckCircle : mdiCircleOutline} size={16} />
              <span>{t(`strength.${key}`)}</span>
              <span className="sr-only">{met ? t('strength.met') : t('strength.unmet')}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
