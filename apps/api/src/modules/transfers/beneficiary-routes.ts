import {
  beneficiaryIdParams,
  beneficiaryListResponse,
  beneficiaryResponse,
  deleteBeneficiaryResponse,
  saveBeneficiaryBody,
} from '@owo/core/contract';
import { notFound } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { toBeneficiary, upsertBeneficiary } from './beneficiaries';
import { lookupLimited, spendLookup } from './lookup-limit';
import { bankName, type Money } from './money';
import { displayName, findRecipient } from './recipients';
import { recipientNotFound, resolveBankAccount } from './resolve-account';

const LIST_SIZE = 50;

export function beneficiaryRoutes(money: Money) {
  const { db } = money.ctx;
  const view = (row: Parameters<typeof toBeneficiary>[0]) =>
    toBeneficiary(row, (code) => bankName(money, code));
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/beneficiaries',
      tag: 'Transfers',
      summary: 'Saved recipients first, then everyone sent to recently (most recent first)',
      auth: true,
      responses: {
        200: { description: 'The beneficiaries', schema: beneficiaryListResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => {
      const rows = await db
        .selectFrom('beneficiaries')
        .selectAll()
        .where('userId', '=', auth.user.id)
        .orderBy('saved', 'desc')
        .orderBy('lastUsedAt', (ob) => ob.desc().nullsLast())
        .orderBy('createdAt', 'desc')
        .limit(LIST_SIZE)
        .execute();
      return { status: true, data: { beneficiaries: rows.map(view) } };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/beneficiaries',
      tag: 'Transfers',
      summary: 'Save a recipient (an Owo user, or a bank account checked by name enquiry)',
      auth: true,
      body: saveBeneficiaryBody,
      responses: {
        201: { description: 'The saved beneficiary', schema: beneficiaryResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('RECIPIENT_NOT_FOUND'),
        422: failure('UNKNOWN_BANK, INVALID_ACCOUNT_NUMBER or ACCOUNT_NOT_FOUND'),
        429: lookupLimited,
      },
    })(async ({ auth, body, reply }) => {
      let row: Parameters<typeof view>[0];
      await spendLookup(money.ctx, auth.user.id);
      if (body.type === 'user') {
        const user = await findRecipient(db, body.recipient);
        if (!user || user.id === auth.user.id) throw recipientNotFound();
        row = await upsertBeneficiary(
          db,
          auth.user.id,
          { type: 'user', userId: user.id, name: displayName(user), username: user.username },
          { saved: true },
        );
      } else {
        const target = await resolveBankAccount(money, body.bankCode, body.accountNumber);
        row = await upsertBeneficiary(
          db,
          auth.user.id,
          {
            type: 'bank',
            bankCode: target.bankCode,
            accountNumber: target.accountNumber,
            name: target.accountName,
          },
          { saved: true },
        );
      }
      reply.code(201);
      return { status: true, message: 'Beneficiary saved', data: { beneficiary: view(row) } };
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/v1/beneficiaries/:id',
      tag: 'Transfers',
      summary: 'Forget a beneficiary (saved or recent)',
      auth: true,
      params: beneficiaryIdParams,
      responses: {
        200: { description: 'Deleted', schema: deleteBeneficiaryResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('No such beneficiary'),
      },
    })(async ({ auth, params }) => {
      const deleted = await db
        .deleteFrom('beneficiaries')
        .where('id', '=', params.id)
        .where('userId', '=', auth.user.id)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('Beneficiary not found');
      return { status: true, message: 'Beneficiary removed', data: { id: deleted.id } };
    }),
  ];
}
