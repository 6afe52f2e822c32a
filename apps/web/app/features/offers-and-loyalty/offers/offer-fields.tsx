/**
 * The offer form's fields: the kind (a code, an offer that applies by itself, a reward), its name,
 * code or points; what it gives (the discount type, its value, the dishes, buy X get Y); when it
 * runs (weekdays, first and last day in the restaurant's time zone); and its limits (minimum
 * order, uses in all and per diner). Each control's id comes from its API field, so a refusal's
 * field error finds it.
 */
import { mdiGiftOutline, mdiLightningBoltOutline, mdiTicketPercentOutline } from '@mdi/js';
import { PROMOTION_KINDS, WEEKDAYS_MONDAY_FIRST, type PromotionKind, type PromotionType } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { RadioCard } from '../../../ui/radio-card.tsx';
import { getStaffMenu } from '../../../staff-area/menu-editor-api.ts';
import { CheckChip, Field, FieldMessage, FormSection, SwitchRow, TextArea, described } from '../../../ui/form-parts.tsx';
import { TranslationFields } from '../../../staff-area/translations/translation-fields.tsx';
import { DISCOUNT_TYPES, fieldId, needsDishes, takesDishes, takesValue, type FieldErrors, type OfferDraft } from './offer-form-model.ts';
import { menuEditorKeys } from '../../../lib/api/query-keys.ts';

const KIND_ICONS: Record<PromotionKind, string> = { code: mdiTicketPercentOutline, automatic: mdiLightningBoltOutline, reward: mdiGiftOutline };
const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

/** The restaurant's dishes to choose from (the menu editor's list, hidden ones too), fetched when a type takes dishes. */
function DishChoice({ id, type, chosen, error, onChange }: { id: string; type: PromotionType; chosen: string[]; error?: string; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('staffOffers');
  const menu = useQuery({ queryKey: menuEditorKeys.menu(), queryFn: getStaffMenu, staleTime: 60_000 });
  const dishes = [...(menu.data?.products ?? [])].filter((p) => !p.archivedAt || chosen.includes(p._id)).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <fieldset id={id} tabIndex={-1} className="mt-4 outline-none" {...described(id, error)}>
      <legend className="mb-1.5 text-sm font-semibold">{t('form.dishes')}</legend>
      <p className="mb-2 text-sm text-text-muted">{needsDishes(type) ? t('form.dishesHint') : t('form.dishesHintBuyGet')}</p>
      {menu.isPending ? <p className="text-sm text-text-muted">{t('form.dishesLoading')}</p> : null}
      {menu.isError ? <p className="text-sm text-error">{t('form.dishesFailed')}</p> : null}
      <div className="flex max-h-72 flex-wrap gap-2 overflow-y-auto p-0.5">
        {dishes.map((dish) => (
          <CheckChip key={dish._id} label={dish.name} checked={chosen.includes(dish._id)} onChange={(on) => onChange(toggled(chosen, dish._id, on))} />
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

export function OfferFields({
  formId,
  draft,
  symbol,
  timeZone,
  errors,
  onChange,
}: {
  formId: string;
  draft: OfferDraft;
  symbol: string;
  timeZone: string;
  errors: FieldErrors;
  onChange: (change: Partial<OfferDraft>) => void;
}) {
  const { t } = useTranslation('staffOffers');
  const { t: days } = useTranslation('promotions');
  const id = (field: string) => fieldId(formId, field);
  const percent = draft.type === 'PercentageDiscountOrder' || draft.type === 'PercentageDiscountProduct';
  return (
    <>
      <FormSection title={t('form.kind')}>
        <div className="grid gap-2">
          {PROMOTION_KINDS.map((kind) => (
            <RadioCard
              key={kind}
              name={`${formId}-kind`}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => onChange({ kind, pointsCost: kind === 'reward' && !draft.pointsCost ? '100' : draft.pointsCost })}
              label={t(`kinds.${kind}`)}
              hint={t(`kinds.${kind}Hint`)}
              icon={KIND_ICONS[kind]}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('form.details')}>
        <div className="flex flex-col gap-4">
          <Field id={id('name')} label={t('form.name')} value={draft.name} error={errors.name} hint={t('form.nameHint')} autoComplete="off" onChange={(e) => onChange({ name: e.target.value })} />
          <TextArea id={id('description')} label={t('form.description')} value={draft.description} error={errors.description} onChange={(e) => onChange({ description: e.target.value })} />
          {draft.kind === 'code' ? (
            <>
              <Field
                id={id('couponCode')}
                label={t('form.code')}
                value={draft.couponCode}
                error={errors.couponCode}
                hint={t('form.codeHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="max-w-72"
                inputClassName="font-mono uppercase tracking-wide"
                onChange={(e) => onChange({ couponCode: e.target.value })}
              />
              <SwitchRow id={id('displayToCustomers')} label={t('form.advertised')} checked={draft.advertised} onChange={(advertised) => onChange({ advertised })} />
            </>
          ) : null}
          {draft.kind === 'reward' ? (
            <Field
              id={id('pointsCost')}
              label={t('form.pointsCost')}
              inputMode="numeric"
              value={draft.pointsCost}
              error={errors.pointsCost}
              hint={t('form.pointsCostHint')}
              className="max-w-48"
              onChange={(e) => onChange({ pointsCost: e.target.value })}
            />
          ) : null}
        </div>
      </FormSection>

      <TranslationFields
        idOf={id}
        errorOf={(path) => errors[path]}
        texts={[
          { field: 'name', label: t('form.name'), own: draft.name, maxLength: 200 },
          { field: 'description', label: t('form.description'), own: draft.description, multiline: true, maxLength: 2000 },
        ]}
        translations={draft.translations}
        onChange={(translations) => onChange({ translations })}
      />

      <FormSection title={t('form.discount')}>
        <div>
          <label htmlFor={id('type')} className="mb-1.5 block text-sm font-semibold">
            {t('form.type')}
          </label>
          <select
            id={id('type')}
            value={draft.type}
            {...described(id('type'), errors.type)}
            className={inputClasses(Boolean(errors.type), 'max-w-md')}
            onChange={(e) => onChange({ type: e.target.value as PromotionType })}
          >
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
          <FieldMessage id={id('type')} error={errors.type} />
        </div>
        {takesValue(draft.type) ? (
          <Field
            id={id('discountValue')}
            label={percent ? t('form.percent') : t('form.amount', { symbol })}
            inputMode={percent ? 'numeric' : 'decimal'}
            value={draft.value}
            error={errors.discountValue}
            className="mt-4 max-w-48"
            onChange={(e) => onChange({ value: e.target.value })}
          />
        ) : null}
        {draft.type === 'BuyXGetY' ? (
          <div className="mt-4 flex flex-wrap gap-4">
            <Field id={id('buyQuantity')} label={t('form.buy')} inputMode="numeric" value={draft.buyQuantity} error={errors.buyQuantity} className="w-36" onChange={(e) => onChange({ buyQuantity: e.target.value })} />
            <Field id={id('getQuantity')} label={t('form.get')} inputMode="numeric" value={draft.getQuantity} error={errors.getQuantity} className="w-36" onChange={(e) => onChange({ getQuantity: e.target.value })} />
          </div>
        ) : null}
        {takesDishes(draft.type) ? (
          <DishChoice id={id('applicableProductIds')} type={draft.type} chosen={draft.productIds} error={errors.applicableProductIds} onChange={(productIds) => onChange({ productIds })} />
        ) : null}
      </FormSection>

      <FormSection title={t('form.when')} hint={t('form.whenHint', { timeZone })}>
        <fieldset id={id('activeDays')} tabIndex={-1} className="outline-none" {...described(id('activeDays'), errors.activeDays)}>
          <legend className="mb-1.5 text-sm font-semibold">{t('form.days')}</legend>
          <p className="mb-2 text-sm text-text-muted">{t('form.daysHint')}</p>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS_MONDAY_FIRST.map((day) => (
              <CheckChip key={day} label={days(`days.plural.${day}`)} checked={draft.activeDays.includes(day)} onChange={(on) => onChange({ activeDays: toggled(draft.activeDays, day, on) })} />
            ))}
          </div>
          <FieldMessage id={id('activeDays')} error={errors.activeDays} />
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id={id('validFrom')} type="date" label={t('form.from')} value={draft.from} error={errors.validFrom} hint={t('form.fromHint')} onChange={(e) => onChange({ from: e.target.value })} />
          <Field id={id('validUntil')} type="date" label={t('form.until')} value={draft.until} error={errors.validUntil} hint={t('form.untilHint')} onChange={(e) => onChange({ until: e.target.value })} />
        </div>
      </FormSection>

      <FormSection title={t('form.limits')} hint={t('form.limitsHint')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={id('minOrderValue')} label={t('form.minOrder', { symbol })} inputMode="decimal" value={draft.minOrder} error={errors.minOrderValue} onChange={(e) => onChange({ minOrder: e.target.value })} />
          <Field id={id('usageLimitTotal')} label={t('form.limitTotal')} inputMode="numeric" value={draft.limitTotal} error={errors.usageLimitTotal} onChange={(e) => onChange({ limitTotal: e.target.value })} />
          <Field id={id('usageLimitPerUser')} label={t('form.limitPerUser')} inputMode="numeric" value={draft.limitPerUser} error={errors.usageLimitPerUser} onChange={(e) => onChange({ limitPerUser: e.target.value })} />
        </div>
      </FormSection>
    </>
  );
}
