import { fieldErrors, MIN_POINTS_REDEEMED, redeemPointsForm, type Transaction } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import {
  createIdempotencyKey,
  formatMoney,
  type IdempotencyKey,
  invalidateAfterRedemption,
  isApiError,
  rewardsApi,
  showToast,
  useRuntime,
} from '../../../../internal/runtime';
import { Button } from '../../../../ui/button/button';
import { TextInput } from '../../../../ui/text-input/text-input';
import { Link, useAppRouter } from '../../../routing/router';

/**
 * Points into the wallet, at least MIN_POINTS_REDEEMED at a time (below that, how many are still to
 * earn); what the last redemption credited stays said after the points drop below the minimum. One Idempotency-Key per redemption of
 * an amount: pressing again after an answer that never came sends the same key, so it is credited once.
 */
export function Redeem({ points }: { points: number }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const { base } = useAppRouter();
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef<{ points: number; key: IdempotencyKey } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [credit, setCredit] = useState<Transaction | null>(null);

  const refuse = (message: string | undefined) => {
    setError(message);
    input.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = redeemPointsForm.safeParse({ points: text.trim() === '' ? undefined : Number(text) });
    if (!parsed.success) return refuse(fieldErrors(parsed.error).points);
    const body = parsed.data;
    if (attempt.current?.points !== body.points) {
      attempt.current = { points: body.points, key: createIdempotencyKey() };
    }
    setError(undefined);
    setCredit(null);
    setBusy(true);
    try {
      setCredit(await rewardsApi(runtime).redeem(body, { idempotencyKey: attempt.current.key }));
      attempt.current = null;
      setText('');
      await invalidateAfterRedemption(queryClient);
    } catch (failure) {
      // A refusal (too few points, the maximum balance) belongs to the field; anything else is a toast.
      const message = isApiError(failure) ? failure.message : 'We could not redeem your points.';
      if (isApiError(failure) && failure.status === 422) {
        attempt.current = null;
        refuse(message);
      } else showToast(runtime.bus, 'error', message);
    } finally {
      setBusy(false);
    }
  };

  const result = (
    <div role="status">
      {credit && (
        <p className="owo-settings__done">
          {formatMoney(credit.amount)} is in your wallet.{' '}
          <Link to={`${base}/history/${encodeURIComponent(credit.reference)}`}>See the receipt</Link>
        </p>
      )}
    </div>
  );
  if (points < MIN_POINTS_REDEEMED) {
    return (
      <>
        <p className="owo-settings__muted">
          You can redeem from {MIN_POINTS_REDEEMED} points: {MIN_POINTS_REDEEMED - points} to go.
        </p>
        {result}
      </>
    );
  }
  return (
    <form className="owo-settings__form" aria-label="Redeem points" noValidate onSubmit={submit}>
      <TextInput
        ref={input}
        label="Points to redeem"
        digitsOnly
        maxLength={8}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        hint={`At least ${MIN_POINTS_REDEEMED}, up to your ${points.toLocaleString('en-NG')}. 1 point = ₦1.`}
      />
      <div className="owo-settings__actions">
        <Button type="submit" loading={busy}>
          Redeem
        </Button>
        <Button type="button" variant="ghost" onClick={() => setText(String(points))}>
          Use all my points
        </Button>
      </div>
      {result}
    </form>
  );
}
