import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountNameQueryOptions, isApiError, isValidAccountNumber, useRuntime } from '../internal/runtime';
import { NUBAN_MESSAGE } from './draft';

/** How long the number must stay as it is before the bank is asked (a digit corrected at once is not). */
const SETTLE_MS = 300;

export type AccountName =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; name: string }
  | { state: 'refused'; message: string };

/**
 * The holder of the account number being typed, asked of the bank as soon as the tenth digit is in
 * with a bank chosen (as OPay and Kuda do), not only on Continue. One look-up per number: a number
 * typed again comes from the cache, and one changed before the bank answered cancels that look-up.
 */
export function useAccountName(bankCode: string, accountNumber: string): AccountName {
  const runtime = useRuntime();
  const complete = bankCode !== '' && /^\d{10}$/.test(accountNumber);
  const valid = complete && isValidAccountNumber(bankCode, accountNumber);
  const typed = valid ? `${bankCode}:${accountNumber}` : '';
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    ...accountNameQueryOptions(runtime, bankCode, accountNumber),
    enabled: valid && settled === typed,
  });
  if (complete && !valid) return { state: 'refused', message: NUBAN_MESSAGE };
  if (!valid) return { state: 'idle' };
  if (query.data) return { state: 'found', name: query.data.accountName };
  if (query.isError)
    return {
      state: 'refused',
      message: isApiError(query.error)
        ? query.error.message
        : 'Could not check the account. Please try again.',
    };
  return { state: 'checking' };
}
