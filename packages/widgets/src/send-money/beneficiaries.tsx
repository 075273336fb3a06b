import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  type Beneficiary,
  beneficiariesQueryOptions,
  transferKeys,
  transfersApi,
  useRuntime,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { Button } from '../ui/button/button';
import css from './beneficiaries.css?inline';
import type { DraftValues, TransferKind } from './draft';

const styles = defineStyles(css, 'element');

/** How one beneficiary reads under its name: '@ada_o', or 'GTBank · 0123456789'. */
export function beneficiaryDetail(b: Beneficiary): string {
  return b.type === 'user'
    ? `@${b.username ?? ''}`
    : `${b.bankName ?? b.bankCode ?? ''} · ${b.accountNumber ?? ''}`;
}

/** The details-step values a picked beneficiary fills in (the amount and narration stay as typed). */
export function valuesFrom(b: Beneficiary, values: DraftValues): DraftValues {
  return b.type === 'user'
    ? { ...values, recipient: b.username ?? '' }
    : { ...values, bankCode: b.bankCode ?? '', accountNumber: b.accountNumber ?? '' };
}

interface Props {
  kind: TransferKind;
  /** Fills the form with this beneficiary. */
  onPick: (beneficiary: Beneficiary) => void;
}

/**
 * Saved and recent recipients of this kind of transfer, above the details form: pick one to fill the
 * form, or remove one (asked first). Loading, empty and error each say so; every control is a button.
 */
export function Beneficiaries({ kind, onPick }: Props) {
  useStyles(styles);
  const runtime = useRuntime();
  const list = useQuery(beneficiariesQueryOptions(runtime));
  const mine = list.data?.filter((b) => b.type === kind) ?? [];
  const saved = mine.filter((b) => b.saved);
  const recent = mine.filter((b) => !b.saved);

  let body: React.ReactNode;
  if (list.isPending)
    body = (
      <p className="owo-recipients__note" aria-busy="true">
        Loading your recipients…
      </p>
    );
  else if (list.isError)
    body = (
      <div className="owo-recipients__note" role="alert">
        <span>We could not load your recipients.</span>{' '}
        <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (mine.length === 0)
    body = (
      <p className="owo-recipients__note">
        {kind === 'user'
          ? 'No recipients yet. People you send to appear here, and you can save them after a transfer.'
          : 'No bank accounts yet. Accounts you send to appear here, and you can save them after a transfer.'}
      </p>
    );
  else
    body = (
      <>
        {saved.length > 0 && <Group title="Saved" items={saved} onPick={onPick} />}
        {recent.length > 0 && <Group title="Recent" items={recent} onPick={onPick} />}
      </>
    );

  return (
    <section
      className="owo-recipients"
      aria-label={kind === 'user' ? 'Your recipients' : 'Your bank accounts'}
    >
      {body}
    </section>
  );
}

function Group({
  title,
  items,
  onPick,
}: {
  title: string;
  items: Beneficiary[];
  onPick: (beneficiary: Beneficiary) => void;
}) {
  const id = `owo-recipients-${title.toLowerCase()}`;
  return (
    <div className="owo-recipients__group">
      {/* The steps' small uppercase label (send-money.css). */}
      <h3 className="owo-flow__step" id={id}>
        {title}
      </h3>
      <ul className="owo-recipients__list" aria-labelledby={id}>
        {items.map((b) => (
          <BeneficiaryRow key={b.id} beneficiary={b} onPick={onPick} />
        ))}
      </ul>
    </div>
  );
}

function BeneficiaryRow({
  beneficiary: b,
  onPick,
}: {
  beneficiary: Beneficiary;
  onPick: (beneficiary: Beneficiary) => void;
}) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: () => transfersApi(runtime).removeBeneficiary(b.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.beneficiaries }),
  });
  const detail = beneficiaryDetail(b);

  useEffect(() => {
    // The safe answer takes the focus when the question appears.
    if (asking) keep.current?.focus();
  }, [asking]);

  const cancel = () => {
    setAsking(false);
    remove.reset();
    requestAnimationFrame(() => removeButton.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && asking && !remove.isPending) {
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <li className="owo-recipients__row" data-asking={asking || undefined} onKeyDown={onKeyDown}>
      {asking ? (
        <fieldset className="owo-recipients__confirm">
          <legend className="owo-recipients__question">
            Remove <strong>{b.name}</strong> ({detail}) from your recipients?
          </legend>
          {remove.isError && (
            <p className="owo-recipients__error" role="alert">
              We could not remove {b.name}. Please try again.
            </p>
          )}
          <div className="owo-recipients__actions">
            <Button variant="danger" size="small" loading={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
            <Button ref={keep} variant="secondary" size="small" onClick={cancel} disabled={remove.isPending}>
              Keep
            </Button>
          </div>
        </fieldset>
      ) : (
        <>
          <button type="button" className="owo-recipients__pick" onClick={() => onPick(b)}>
            <span className="owo-recipients__avatar" aria-hidden="true">
              {initials(b.name)}
            </span>
            <span className="owo-recipients__who">
              <span className="owo-recipients__name">
                <span className="owo-visually-hidden">Send to </span>
                {b.name}
              </span>
              <span className="owo-recipients__detail">{detail}</span>
            </span>
          </button>
          <button
            ref={removeButton}
            type="button"
            className="owo-recipients__remove"
            aria-label={`Remove ${b.name}`}
            onClick={() => setAsking(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </>
      )}
    </li>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
