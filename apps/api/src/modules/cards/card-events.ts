import { DECLINE_MESSAGES, type DeclineReason, formatMoney } from '@owo/core/contract';
import type { Notice } from '../money/notify';
import { dollars, perDollar } from './card-view';

const naira = (kobo: number) => formatMoney(kobo);

/** What the inbox says for each card event: built here, written by `notify` with the money. */
export const cardEvent = {
  created: (userId: string, card: string, usd: number, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: 'Your dollar card is ready',
    body: `${card} is active with ${dollars(usd)}. Reference ${reference}.`,
  }),
  creationFailed: (userId: string, total: number, reason: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: 'Your dollar card could not be created',
    body: `The card issuer could not create your card (${reason}). ${naira(total)} is back in your wallet. Reference ${reference}.`,
  }),
  funded: (userId: string, card: string, usd: number, koboPerUsd: number, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${card} funded with ${dollars(usd)}`,
    body: `${dollars(usd)} was added to ${card} at ${perDollar(koboPerUsd)}. Reference ${reference}.`,
  }),
  fundingFailed: (
    userId: string,
    card: string,
    total: number,
    reason: string,
    reference: string,
  ): Notice => ({
    userId,
    type: 'transaction',
    title: `${card}: funding failed`,
    body: `The card issuer could not add the money (${reason}). ${naira(total)} is back in your wallet. Reference ${reference}.`,
  }),
  withdrawn: (userId: string, card: string, usd: number, ngn: number, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${dollars(usd)} moved to your wallet`,
    body: `${naira(ngn)} arrived in your wallet from ${card}. Reference ${reference}.`,
  }),
  terminated: (userId: string, card: string, ngn: number | null): Notice => ({
    userId,
    type: 'transaction',
    title: `${card} terminated`,
    body:
      ngn === null
        ? `${card} is terminated and can never be used again.`
        : `${card} is terminated and can never be used again. Its balance, ${naira(ngn)}, is in your wallet.`,
  }),
  charged: (userId: string, card: string, usd: number, merchant: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${card}: ${dollars(usd)} at ${merchant}`,
    body: `${merchant} charged ${dollars(usd)} to ${card}.`,
  }),
  declined: (userId: string, card: string, usd: number, merchant: string, reason: DeclineReason): Notice => ({
    userId,
    type: 'transaction',
    title: `${card}: ${dollars(usd)} at ${merchant} declined`,
    body: `${DECLINE_MESSAGES[reason]}.${reason === 'insufficient_funds' ? ' Fund the card, then try the payment again.' : ''} No fee was charged.`,
  }),
  refunded: (
    userId: string,
    card: string,
    usd: number,
    merchant: string,
    toWallet: number | null,
  ): Notice => ({
    userId,
    type: 'transaction',
    title: `${merchant} refunded ${dollars(usd)}`,
    body:
      toWallet === null
        ? `${dollars(usd)} from ${merchant} is back on ${card}.`
        : `${card} is terminated, so the ${dollars(usd)} ${merchant} refunded came to your wallet as ${naira(toWallet)}.`,
  }),
};
