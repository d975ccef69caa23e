import { DOMAIN_SCREEN_TEXTS as T, type TDomain } from '@vigil/contract';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccessToast } from '../../../components/notifications';
import { useDeleteDomain, useSetDomainEnabled } from '../api/use-domains';
import { domainToUnicode } from '../domain-display';

/** The card menu's Enable/Disable and Delete, each after a confirmation (spec §2, §4). */
export function useDomainActions() {
  const setEnabled = useSetDomainEnabled();
  const remove = useDeleteDomain();

  const confirmToggle = (domain: TDomain) => {
    const name = domainToUnicode(domain.name);
    const enabling = !domain.enabled;
    openConfirmDialog({
      title: enabling ? T.enableTitle(name) : T.disableTitle(name),
      message: enabling ? T.enableBody : T.disableBody,
      confirmLabel: enabling ? T.enable : T.disable,
      danger: !enabling,
      onConfirm: () =>
        setEnabled.mutate(
          { id: domain.id, enabled: enabling },
          { onSuccess: (reply) => showSuccessToast(reply.message) },
        ),
    });
  };

  const confirmDelete = (domain: TDomain, onDeleted?: () => void) => {
    const name = domainToUnicode(domain.name);
    openConfirmDialog({
      title: T.deleteTitle(name),
      message: T.deleteBody(name),
      confirmLabel: T.delete,
      danger: true,
      onConfirm: () =>
        remove.mutate(domain.id, {
          onSuccess: (reply) => {
            showSuccessToast(reply.message);
            onDeleted?.();
          },
        }),
    });
  };

  return { confirmToggle, confirmDelete };
}
