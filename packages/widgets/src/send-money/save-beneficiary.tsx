import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  beneficiariesQueryOptions,
  type Transaction,
  transferKeys,
  transfersApi,
  useRuntime,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { Button } from '../ui/button/button';
import css from './beneficiaries.css?inline';
import type { Draft } from './draft';

const styles = defineStyles(css, 'element');

/** Whether a saved beneficiary already stands for this draft's recipient. */
function savedAlready(
  draft: Draft,
  saved: { type: string; username?: string; bankCode?: string; accountNumber?: string }[],
) {
  return saved.some((b) =>
    draft.kind === 'user'
      ? b.type === 'user' && b.username?.toLowerCase() === draft.recipient.replace(/^@/, '').toLowerCase()
      : b.type === 'bank' && b.bankCode === draft.bankCode && b.accountNumber === draft.accountNumber,
  );
}

/**
 * Under a receipt of a transfer that went (or is going) through: save its recipient for next time.
 * Hidden for a failed transfer and for a recipient already saved.
 */
export function SaveBeneficiary({
  draft,
  transaction,
  payeeName,
}: {
  draft: Draft;
  transaction: Transaction;
  payeeName: string;
}) {
  useStyles(styles);
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const list = useQuery(beneficiariesQueryOptions(runtime));
  const save = useMutation({
    mutationFn: () =>
      transfersApi(runtime).saveBeneficiary(
        draft.kind === 'user'
          ? { type: 'user', recipient: draft.recipient }
          : { type: 'bank', bankCode: draft.bankCode, accountNumber: draft.accountNumber },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.beneficiaries }),
  });

  if (transaction.status === 'failed' || transaction.status === 'cancelled') return null;
  if (save.isSuccess)
    return (
      <p className="owo-recipients__saved" role="status">
        {payeeName} is saved to your recipients.
      </p>
    );
  // Until the list is known, nothing is offered (it may be saved already).
  if (
    !list.data ||
    savedAlready(
      draft,
      list.data.filter((b) => b.saved),
    )
  )
    return null;
  return (
    <div className="owo-recipients__save">
      <Button
        variant="secondary"
        loading={save.isPending}
        onClick={() => save.mutate()}
        part="save-recipient-button"
      >
        {save.isPending ? 'Saving…' : `Save ${payeeName} as a recipient`}
      </Button>
      {save.isError && (
        <p className="owo-recipients__error" role="alert">
          We could not save {payeeName}. Please try again.
        </p>
      )}
    </div>
  );
}
