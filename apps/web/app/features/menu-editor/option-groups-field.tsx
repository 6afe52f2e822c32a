/**
 * The dish form's choices: option groups (name, least and most to choose) and their values
 * (label, price change, default), each added, removed and moved up or down by buttons. A paid
 * default is refused beside its box in the server's words (the domain's free-default rule).
 */
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { moveId } from './reorder.ts';
import { blankGroup, blankValue, fieldId, type DraftGroup, type DraftValue, type FieldErrors } from './dish-form-model.ts';
import { described, Field, FieldMessage, FormSection } from '../../ui/form-parts.tsx';
import { TextTranslationFields } from '../../staff-area/translations/translation-fields.tsx';

function moved<T extends { key: string }>(list: T[], index: number, by: number): T[] {
  const order = moveId(
    list.map((item) => item.key),
    index,
    index + by,
  );
  return order.map((key) => list.find((item) => item.key === key)!);
}

const small = 'size-10 text-text-muted hover:text-text disabled:opacity-40';

function ValueRow({
  formId,
  at,
  value,
  index,
  count,
  symbol,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  formId: string;
  at: string;
  value: DraftValue;
  index: number;
  count: number;
  symbol: string;
  errors: FieldErrors;
  onChange: (value: DraftValue) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('staffMenu');
  const here = `${at}.values.${index}`;
  const name = value.label.trim() || t('options.unnamedValue');
  const defaultId = fieldId(formId, `${here}.isDefault`);
  const defaultError = errors[`${here}.isDefault`];
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-2 border-t border-border/60 py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_7rem_auto_auto] sm:items-start" data-testid="option-value">
      <Field
        id={fieldId(formId, `${here}.label`)}
        label={t('options.label')}
        value={value.label}
        error={errors[`${here}.label`]}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
        className="col-span-2 sm:col-span-1"
      />
      <TextTranslationFields
        path={here}
        idOf={(path) => fieldId(formId, path)}
        errorOf={(path) => errors[path]}
        text={{ field: 'label', label: t('options.label'), own: value.label }}
        translations={value.translations}
        className="col-span-2 flex flex-col gap-2 sm:order-last sm:col-span-4"
        onChange={(translations) => onChange({ ...value, translations })}
      />
      <Field
        id={fieldId(formId, `${here}.priceAdjustment`)}
        label={t('options.priceAdjustment', { symbol })}
        inputMode="decimal"
        value={value.priceAdjustment}
        error={errors[`${here}.priceAdjustment`]}
        onChange={(event) => onChange({ ...value, priceAdjustment: event.target.value })}
      />
      <div className="flex flex-col sm:pt-7">
        <label className="inline-flex h-12 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            id={defaultId}
            type="checkbox"
            checked={value.isDefault}
            {...described(defaultId, defaultError)}
            onChange={(event) => onChange({ ...value, isDefault: event.target.checked })}
            className="size-5 accent-primary dark:accent-accent"
          />
          {t('options.isDefault')}
        </label>
      </div>
      <div className="col-span-2 flex items-center justify-end gap-0.5 sm:col-span-1 sm:pt-7">
        <IconButton label={t('options.valueUp', { name })} className={small} disabled={index === 0} onClick={() => onMove(-1)}>
          <Icon path={mdiArrowUp} size={20} />
        </IconButton>
        <IconButton label={t('options.valueDown', { name })} className={small} disabled={index === count - 1} onClick={() => onMove(1)}>
          <Icon path={mdiArrowDown} size={20} />
        </IconButton>
        <IconButton label={t('options.removeValue', { name })} className={small} onClick={onRemove}>
          <Icon path={mdiDeleteOutline} size={20} />
        </IconButton>
      </div>
      {defaultError ? (
        <div className="col-span-full -mt-1">
          <FieldMessage id={defaultId} error={defaultError} />
        </div>
      ) : null}
    </li>
  );
}

function GroupCard({
  formId,
  group,
  index,
  count,
  symbol,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  formId: string;
  group: DraftGroup;
  index: number;
  count: number;
  symbol: string;
  errors: FieldErrors;
  onChange: (group: DraftGroup) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('staffMenu');
  const at = `options.${index}`;
  const name = group.name.trim() || t('options.unnamedGroup');
  const setValue = (v: number, value: DraftValue) => onChange({ ...group, values: group.values.map((old, i) => (i === v ? value : old)) });
  const valuesId = fieldId(formId, `${at}.values`);
  return (
    <li className="rounded-2xl border border-border/80 bg-background/60 p-3 sm:p-4" data-testid="option-group" id={fieldId(formId, at)} tabIndex={-1}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold tracking-wide text-text-muted">{t('options.group', { number: index + 1 })}</h3>
        <div className="flex items-center gap-0.5">
          <IconButton label={t('options.groupUp', { name })} className={small} disabled={index === 0} onClick={() => onMove(-1)}>
            <Icon path={mdiArrowUp} size={20} />
          </IconButton>
          <IconButton label={t('options.groupDown', { name })} className={small} disabled={index === count - 1} onClick={() => onMove(1)}>
            <Icon path={mdiArrowDown} size={20} />
          </IconButton>
          <IconButton label={t('options.removeGroup', { name })} className={small} onClick={onRemove}>
            <Icon path={mdiDeleteOutline} size={20} />
          </IconButton>
        </div>
      </div>
      <FieldMessage id={fieldId(formId, at)} error={errors[at]} />
      <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem]">
        <Field id={fieldId(formId, `${at}.name`)} label={t('options.groupName')} value={group.name} error={errors[`${at}.name`]} onChange={(event) => onChange({ ...group, name: event.target.value })} />
        <Field
          id={fieldId(formId, `${at}.minSelections`)}
          label={t('options.min')}
          inputMode="numeric"
          value={group.minSelections}
          error={errors[`${at}.minSelections`]}
          onChange={(event) => onChange({ ...group, minSelections: event.target.value })}
        />
        <Field
          id={fieldId(formId, `${at}.maxSelections`)}
          label={t('options.max')}
          inputMode="numeric"
          value={group.maxSelections}
          error={errors[`${at}.maxSelections`]}
          onChange={(event) => onChange({ ...group, maxSelections: event.target.value })}
        />
      </div>
      <TextTranslationFields
        path={at}
        idOf={(path) => fieldId(formId, path)}
        errorOf={(path) => errors[path]}
        text={{ field: 'name', label: t('options.groupName'), own: group.name }}
        translations={group.translations}
        className="mt-3 flex flex-col gap-3"
        onChange={(translations) => onChange({ ...group, translations })}
      />
      <ul aria-label={t('options.values', { name })} className="mt-2" id={valuesId} tabIndex={-1}>
        {group.values.map((value, v) => (
          <ValueRow
            key={value.key}
            formId={formId}
            at={at}
            value={value}
            index={v}
            count={group.values.length}
            symbol={symbol}
            errors={errors}
            onChange={(next) => setValue(v, next)}
            onMove={(by) => onChange({ ...group, values: moved(group.values, v, by) })}
            onRemove={() => onChange({ ...group, values: group.values.filter((_, i) => i !== v) })}
          />
        ))}
      </ul>
      <FieldMessage id={valuesId} error={errors[`${at}.values`]} />
      <Button variant="text" size="sm" className="mt-1" onClick={() => onChange({ ...group, values: [...group.values, blankValue()] })}>
        <Icon path={mdiPlus} size={18} />
        {t('options.addValue')}
      </Button>
    </li>
  );
}

/** Every option group of the dish, with Add choice group. */
export function OptionGroupsField({
  formId,
  groups,
  symbol,
  errors,
  onChange,
}: {
  formId: string;
  groups: DraftGroup[];
  symbol: string;
  errors: FieldErrors;
  onChange: (groups: DraftGroup[]) => void;
}) {
  const { t } = useTranslation('staffMenu');
  return (
    <FormSection id={fieldId(formId, 'options')} title={t('options.title')} hint={t('options.hint')} error={errors.options}>
      {groups.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {groups.map((group, g) => (
            <GroupCard
              key={group.key}
              formId={formId}
              group={group}
              index={g}
              count={groups.length}
              symbol={symbol}
              errors={errors}
              onChange={(next) => onChange(groups.map((old, i) => (i === g ? next : old)))}
              onMove={(by) => onChange(moved(groups, g, by))}
              onRemove={() => onChange(groups.filter((_, i) => i !== g))}
            />
          ))}
        </ol>
      ) : null}
      <Button variant="outline" size="sm" className="mt-3" onClick={() => onChange([...groups, blankGroup()])}>
        <Icon path={mdiPlus} size={18} />
        {t('options.addGroup')}
      </Button>
    </FormSection>
  );
}
