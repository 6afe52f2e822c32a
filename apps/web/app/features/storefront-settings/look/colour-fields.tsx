/**
 * One colour set's fields: each colour as a swatch picker and its #rrggbb text (both labelled,
 * either edits it), grouped as an owner thinks of them. A colour being typed that is not yet
 * #rrggbb is kept as typed and refused beside it.
 */
import type { ColourScheme, ThemeColours } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { described, FieldMessage } from '../../../ui/form-parts.tsx';
import { COLOUR_GROUPS, HEX } from './look-model.ts';

export function ColourFields({
  scheme,
  colours,
  errors,
  onChange,
}: {
  scheme: ColourScheme;
  colours: ThemeColours;
  errors: ReadonlyMap<string, string>;
  onChange: (token: keyof ThemeColours, value: string) => void;
}) {
  const { t } = useTranslation('staffLook');
  return (
    <div className="flex flex-col gap-5" data-testid={`colours-${scheme}`}>
      {COLOUR_GROUPS.map((group) => (
        <div key={group.id}>
          {/* h2 under the section's h1 (the colours are a fieldset with a legend): an h4 skipped two levels (axe heading-order). */}
          <h2 className="mb-2 text-sm font-bold tracking-wide text-text-muted">{t(`groups.${group.id}`)}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.tokens.map((token) => {
              const id = `colour-${scheme}-${token}`;
              const value = colours[token];
              const error = errors.get(`theme.${scheme}.${token}`);
              return (
                <div key={token}>
                  <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
                    {t(`tokens.${token}`)}
                  </label>
                  <div className="flex items-center gap-2">
                    <input
                      type="color"
                      aria-label={t('pick', { name: t(`tokens.${token}`) })}
                      value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                      onChange={(event) => onChange(token, event.target.value)}
                      className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1"
                    />
                    <input
                      id={id}
                      value={value}
                      spellCheck={false}
                      autoComplete="off"
                      maxLength={7}
                      {...described(id, error)}
                      className={inputClasses(Boolean(error), 'font-mono uppercase')}
                      onChange={(event) => onChange(token, event.target.value.trim())}
                    />
                  </div>
                  <FieldMessage id={id} error={error} />
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
