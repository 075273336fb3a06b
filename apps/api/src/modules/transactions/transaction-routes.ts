import {
  transactionListQuery,
  transactionListResponse,
  transactionReferenceParams,
  transactionResponse,
} from '@owo/core/contract';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import { notFound } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { fullName } from '../wallet/wallet-view';
import { listTransactions, ownTransaction } from './transaction-list';
import { toTransactionDetail } from './transaction-view';

export function transactionRoutes(ctx: AppContext) {
  const { db, config } = ctx;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/transactions',
      tag: 'Transactions',
      summary: 'History, newest first: filter by direction, status, type and Lagos dates; q searches',
      description:
        '`q` matches the reference, the narration and the counterparty’s name, username or account number. ' +
        '`from` and `to` are Lagos calendar days (yyyy-mm-dd), both included. `limit` is at most 100.',
      auth: true,
      query: transactionListQuery,
      responses: {
        200: { description: 'A page of transactions', schema: transactionListResponse },
        400: invalidInput,
        401: signInRequired,
      },
    })(async ({ auth, query }) => ({ status: true, data: await listTransactions(db, auth.user.id, query) })),
    defineRoute({
      method: 'GET',
      url: '/api/v1/transactions/:reference',
      tag: 'Transactions',
      summary: 'One transaction with its receipt fields (another user’s reference is 404)',
      description:
        'A bill purchase (`type` bill) also carries `bill`: the service, the biller and the customer id ' +
        '(a meter, smartcard or phone number) the receipt names. Once it is completed it carries `delivery`, ' +
        'what the provider delivered: an electricity `token` and its `units`, exam `pins`, a `giftCardCode`. ' +
        'It is as good as cash: it is only in this answer, to the transaction’s owner, and never in the list. ' +
        'A dollar card’s conversion (`type` card) carries `card`: the card, its `usdAmount` in cents and the ' +
        '`koboPerUsd` rate it was converted at.',
      auth: true,
      params: transactionReferenceParams,
      responses: {
        200: { description: 'The transaction', schema: transactionResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('No such transaction for this user'),
      },
    })(async ({ auth, params }) => {
      const row = await ownTransaction(db, auth.user.id, params.reference);
      if (!row) throw notFound('Transaction not found');
      const wallet = await db
        .selectFrom('wallets')
        .select('accountNumber')
        .where('userId', '=', auth.user.id)
        .executeTakeFirstOrThrow();
      const account = {
        name: fullName(auth.user),
        accountNumber: wallet.accountNumber,
        bankName: config.money.bankName,
      };
      const purchase =
        row.type === 'bill'
          ? await db
              .selectFrom('billPurchases')
              .selectAll()
              .where('transactionId', '=', row.id)
              .executeTakeFirst()
          : undefined;
      const conversion =
        row.type === 'card'
          ? await db
              .selectFrom('cardConversions')
              .innerJoin('cards', 'cards.id', 'cardConversions.cardId')
              .select([
                'cards.id as cardId',
                'cards.label',
                'cards.last4',
                'cardConversions.kind',
                'cardConversions.usdAmount',
                'cardConversions.koboPerUsd',
              ])
              .where('cardConversions.transactionId', '=', row.id)
              .executeTakeFirst()
          : undefined;
      const card = conversion && {
        ...conversion,
        usdAmount: kobo(conversion.usdAmount),
        koboPerUsd: kobo(conversion.koboPerUsd),
      };
      return { status: true, data: toTransactionDetail(row, account, purchase, card) };
    }),
  ];
}
