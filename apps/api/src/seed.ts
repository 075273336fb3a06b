import type { AppContext } from './context';
import { hashSecret } from './crypto/passwords';
import { seedBlog } from './modules/content/blog-seed';
import { ensureWallet } from './modules/wallet/wallets';

export const DEMO_EMAIL = 'demo@owo.ng';
export const DEMO_USERNAME = 'demo';

const DEMO_NOTIFICATIONS = [
  {
    type: 'account',
    title: 'Welcome to Owo, Ada',
    body: 'Your account is ready. Set your transaction PIN to start paying bills and sending money.',
  },
  {
    type: 'transaction',
    title: 'Airtime purchase successful',
    body: '₦1,000.00 MTN airtime was sent to 0803 123 4567.',
  },
  {
    type: 'promotion',
    title: 'Zero fees on electricity this week',
    body: 'Buy prepaid electricity tokens with no convenience fee until Sunday.',
  },
  {
    type: 'security',
    title: 'Keep your PIN to yourself',
    body: 'Owo staff will never ask for your PIN, password or verification codes.',
  },
] as const;

/** Blog posts always; the demo account (verified, with its wallet and a few notifications) once, with dev tools on only. */
export async function seed(ctx: AppContext): Promise<void> {
  const { db, config, clock } = ctx;
  await seedBlog(db);
  if (!config.devTools) return;
  const exists = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (exists) return;
  const now = clock.now();
  const passwordHash = await hashSecret(config.demoPassword);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: DEMO_USERNAME,
        firstName: 'Ada',
        lastName: 'Okafor',
        email: DEMO_EMAIL,
        phoneNumber: '+2348031234567',
        gender: 'female',
        countryCode: 'NGA',
        passwordHash,
        pinHash: null,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return;
    await ensureWallet(trx, user.id, config.money.bankCode);
    await trx
      .insertInto('notifications')
      .values(
        DEMO_NOTIFICATIONS.map((n, i) => ({
          userId: user.id,
          ...n,
          createdAt: new Date(now.getTime() - (DEMO_NOTIFICATIONS.length - i) * 3_600_000),
        })),
      )
      .execute();
  });
}
