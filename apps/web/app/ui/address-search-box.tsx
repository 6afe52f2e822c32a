import { mdiMagnify, mdiMapMarkerOutline } from '@mdi/js';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { AddressSuggestion, useAddressSearch } from '../lib/address-lookup.ts';
import { Spinner } from './button.tsx';
import { cx } from './cx.ts';
import { inputClasses } from './form-field.tsx';
import { Icon } from './icon.tsx';

/**
 * The address search (ARIA combobox with a listbox of suggestions): type 3+ characters, pick
 * with the mouse or the arrow keys and Enter. The parent fills the form from the choice.
 */
export function AddressSearchBox({
  search,
  onChoose,
}: {
  search: ReturnType<typeof useAddressSearch>;
  onChoose: (suggestion: AddressSuggestion) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const { suggestions, state } = search;
  const open = !dismissed && suggestions.length > 0;

  const choose = (suggestion: AddressSuggestion) => {
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setDismissed(false);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      // Close the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const status =
    state === 'loading'
      ? t('addressSearch.searching')
      : state === 'failed'
        ? t('addressSearch.suggestionsFailed')
        : state === 'done' && suggestions.length === 0
          ? t('addressSearch.noResults')
          : t('addressSearch.searchHint');

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-text">
        {t('addressSearch.search')}
      </label>
      <div className="relative">
        <Icon path={mdiMagnify} size={20} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-text-muted" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={statusId}
          placeholder={t('addressSearch.searchPlaceholder')}
          value={search.input}
          onChange={(event) => {
            setDismissed(false);
            setActive(-1);
            search.setInput(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
          onFocus={() => setDismissed(false)}
          className={inputClasses(state === 'failed', 'pl-11 pr-11')}
        />
        {state === 'loading' ? (
          <Spinner size={18} className="absolute right-4 top-1/2 -translate-y-1/2 text-text-muted" />
        ) : null}
      </div>
      <p id={statusId} role={state === 'failed' ? 'alert' : undefined} className={cx('mt-1.5 text-sm', state === 'failed' ? 'font-medium text-error' : 'text-text-muted')}>
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('addressSearch.search')}
        hidden={!open}
        className="absolute inset-x-0 top-[5rem] z-10 max-h-72 overflow-y-auto rounded-2xl border border-border bg-surface p-1.5 shadow-card-hover"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-[0.9375rem] leading-snug',
              index === active ? 'bg-primary/10 text-text dark:bg-text/10' : 'text-text',
            )}
          >
            <Icon path={mdiMapMarkerOutline} size={20} className="mt-0.5 text-text-muted" />
            <span>{suggestion.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
