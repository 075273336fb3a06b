import { luhnValid } from '@owo/core/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCard, charge } from './support/cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, type MoneyUser, moneyUser, PIN } from './support/money';
import { startServer, type TestServer } from './support/server';

/** The card's details as the issuer's page shows them. */
function detailsOf(html: string) {
  const number = /Card number<\/dt><dd[^>]*>([\d ]+)</.exec(html)?.[1]?.replace(/ /g, '');
  const cvv = /CVV<\/dt><dd>(\d{3})</.exec(html)?.[1];
  const expiry = /Expiry<\/dt><dd>(\d\d\/\d\d)</.exec(html)?.[1];
  return { number, cvv, expiry };
}

describe.each(DATABASE_KINDS)('card details on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;
  /** Every API answer of this suite's card calls, as text. */
  const answers: string[] = [];

  async function call(method: 'get' | 'post', path: string, body?: unknown) {
    const res = method === 'get' ? await user.browser.get(path) : await user.browser.post(path, body);
    answers.push(JSON.stringify(res.body));
    return res;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await moneyUser(server, 'Sade');
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', user.id).execute();
    expect((await fund(server, user.accountNumber, 10_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('shows the number, expiry and CVV once on the issuer’s page; Owo’s answers, tables and log never carry them', async () => {
    const cardId = await activeCard(user);
    const reveal = await call('post', `/api/v1/cards/${cardId}/reveal`, { pin: PIN });
    expect(reveal.status, JSON.stringify(reveal.body)).toBe(200);
    const { url, expiresAt } = reveal.body.data;
    expect(url.startsWith(`${server.url}/issuer/sandbox/cards/reveal/`)).toBe(true);
    const hold = Date.parse(expiresAt) - Date.now();
    expect(hold).toBeGreaterThan(55_000);
    expect(hold).toBeLessThanOrEqual(60_000);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    const { number, cvv, expiry } = detailsOf(html);
    expect(number).toMatch(/^4\d{15}$/);
    expect(luhnValid(number as string)).toBe(true);
    expect(cvv).toMatch(/^\d{3}$/);
    expect(expiry).toMatch(/^\d\d\/\d\d$/);

    const second = await fetch(url);
    expect(second.status).toBe(410);
    const gone = await second.text();
    expect(gone).toContain('This link has been used or has expired');
    expect(gone).not.toContain(number as string);

    // Owo knows the last four and the expiry, never more.
    const listed = await call('get', '/api/v1/cards');
    expect(listed.body.data.cards[0].last4).toBe(number?.slice(-4));
    await charge(user, cardId, 100, 'Netflix');
    await call('get', `/api/v1/cards/${cardId}/transactions`);
    await call('get', '/api/v1/transactions');
    await call('get', '/api/v1/notifications');
    await call('post', `/api/v1/cards/${cardId}/freeze`);

    const grouped = number?.match(/.{4}/g)?.join(' ') as string;
    const token = new URL(url).pathname.split('/').pop() as string;
    const logs = server.logs.join('\n');
    for (const [where, text] of [
      ['the log', logs],
      ['the API answers', answers.join('\n')],
    ] as const) {
      expect(text, where).not.toContain(number);
      expect(text, where).not.toContain(grouped);
      expect(text, where).not.toMatch(/cvv/i);
    }
    expect(logs).toContain('/issuer/sandbox/cards/reveal/[redacted]');
    expect(logs).not.toContain(token);

    // Owo's tables (and the issuer's, which keeps them sealed) never hold the number in the clear.
    const { rows } = await sql<{ dump: string }>`
      select concat_ws(' ',
        (select string_agg(c::text, ' ') from cards c),
        (select string_agg(t::text, ' ') from card_transactions t),
        (select string_agg(t::text, ' ') from transactions t),
        (select string_agg(n::text, ' ') from notifications n),
        (select string_agg(p::text, ' ') from postings p),
        (select string_agg(s::text, ' ') from sandbox_issuer_cards s)) as dump`.execute(database.db);
    expect(rows[0]?.dump).not.toContain(number);
  });

  it('a link past its 60 s shows nothing', async () => {
    const cards = await user.browser.get('/api/v1/cards');
    const cardId = cards.body.data.cards[0].id;
    await user.browser.post(`/api/v1/cards/${cardId}/unfreeze`, { pin: PIN });
    const reveal = await user.browser.post(`/api/v1/cards/${cardId}/reveal`, { pin: PIN });
    server.clock.advance(61_000);
    const page = await fetch(reveal.body.data.url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This link has been used or has expired');
  });

  it('reveal needs the right PIN', async () => {
    const cards = await user.browser.get('/api/v1/cards');
    const res = await user.browser.post(`/api/v1/cards/${cards.body.data.cards[0].id}/reveal`, {
      pin: '0000',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVALID_PIN');
    expect(res.body.data).toBeUndefined();
  });
});
