import { mdiDeleteOutline, mdiMapMarkerOutline, mdiPencilOutline, mdiPlus, mdiStarOutline } from '@mdi/js';
import type { SavedAddress } from '@platter/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { useDeleteAddress } from '../../lib/api/delete-address.ts';
import { useSetDefaultAddress } from '../../lib/api/set-default-address.ts';

/** The address's lines as shown on its card. */
export function addressLines(address: SavedAddress): string[] {
  const locality = [address.city, address.state_or_region].filter(Boolean).join(', ');
  return [address.street, [locality, address.postcode || address.postalCode].filter(Boolean).join(' '), address.country].filter(Boolean);
}

/** Saved Addresses (spec 2, Profile): add, edit, delete (confirmed), set default. The default comes first. */
export function SavedAddresses({ addresses }: { addresses: SavedAddress[] }) {
  const { t } = useTranslation('profile');
  const [dialogOpen, setDialogOpen] = useState(false);
  // The address in the dialog (null: a new one); kept while the dialog animates closed.
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const deleteAddress = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  const openDialog = (address: SavedAddress | null) => {
    setEditing(address);
    setDialogOpen(true);
  };

  const remove = async (address: SavedAddress) => {
    const confirmed = await confirmDialog({
      type: 'confirm',
      title: t('addresses.deleteTitle'),
      message: t('addresses.deleteConfirm'),
      confirmText: t('addresses.deleteAction'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteAddress.mutateAsync(address._id);
    } catch (error) {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('addresses.deleteFailed') }), color: 'error' });
      return;
    }
    showSnackbar({ message: t('addresses.deleted'), color: 'success' });
  };

  const makeDefault = async (address: SavedAddress) => {
    try {
      await setDefault.mutateAsync(address._id);
    } catch (error) {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('addresses.defaultFailed') }), color: 'error' });
      return;
    }
    showSnackbar({ message: t('addresses.defaultUpdated'), color: 'success' });
  };

  const busyId = (deleteAddress.isPending && deleteAddress.variables) || (setDefault.isPending && setDefault.variables) || null;

  return (
    <Card>
      <section aria-labelledby="addresses-title" className="p-5 sm:p-7">
        <h2 id="addresses-title" className="font-display text-xl font-semibold sm:text-2xl">
          {t('addresses.title')}
        </h2>

        {sorted.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-10 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
              <Icon path={mdiMapMarkerOutline} size={28} />
            </span>
            <p className="mt-4 font-semibold">{t('addresses.empty')}</p>
            <p className="mt-1 max-w-sm text-sm text-text-muted">{t('addresses.emptyText')}</p>
            <Button className="mt-5" onClick={() => openDialog(null)}>
              <Icon path={mdiPlus} size={20} />
              {t('addresses.add')}
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {sorted.map((address) => {
              const label = address.label || t('addressForm.label');
              const busy = busyId === address._id;
              return (
                <li
                  key={address._id}
                  aria-label={label}
                  aria-busy={busy || undefined}
                  className={
                    address.isDefault
                      ? 'flex flex-col rounded-2xl border-2 border-primary/60 bg-primary/[0.04] p-4 dark:border-accent/60 dark:bg-accent/[0.06]'
                      : 'flex flex-col rounded-2xl border border-border bg-background p-4'
                  }
                >
                  <div className="flex items-center gap-2">
                    <Icon path={mdiMapMarkerOutline} size={20} className="text-primary dark:text-accent" />
                    <p className="min-w-0 flex-1 truncate font-semibold">{label}</p>
                    {address.isDefault ? (
                      <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary">
                        {t('addresses.default')}
                      </span>
                    ) : null}
                  </div>
                  <address className="mt-2 flex-1 text-sm not-italic leading-relaxed text-text-muted">
                    {addressLines(address).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  <div className="-mx-2 mt-3 flex flex-wrap items-center gap-1">
                    <Button
                      variant="text"
                      size="sm"
                      disabled={busy}
                      aria-label={t('addresses.editLabel', { label })}
                      onClick={() => openDialog(address)}
                    >
                      <Icon path={mdiPencilOutline} size={16} />
                      {t('addresses.edit')}
                    </Button>
                    <Button
                      variant="text"
                      size="sm"
                      disabled={busy}
                      className="text-error! hover:bg-error/8!"
                      aria-label={t('addresses.deleteLabel', { label })}
                      onClick={() => void remove(address)}
                    >
                      <Icon path={mdiDeleteOutline} size={16} />
                      {t('addresses.delete')}
                    </Button>
                    {address.isDefault ? null : (
                      <Button
                        variant="text"
                        size="sm"
                        disabled={busy}
                        aria-label={t('addresses.setDefaultLabel', { label })}
                        onClick={() => void makeDefault(address)}
                        className="ml-auto"
                      >
                        <Icon path={mdiStarOutline} size={16} />
                        {t('addresses.setDefault')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                onClick={() => openDialog(null)}
                className="flex size-full min-h-32 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-border p-4 font-semibold text-primary transition hover:border-primary/50 hover:bg-primary/5 dark:text-accent dark:hover:border-accent/50 dark:hover:bg-accent/5"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 dark:bg-accent/15">
                  <Icon path={mdiPlus} size={22} />
                </span>
                {t('addresses.add')}
              </button>
            </li>
          </ul>
        )}
      </section>
      <AddressDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        address={editing}
        makeDefault={addresses.length === 0}
      />
    </Card>
  );
}
