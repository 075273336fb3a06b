import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addCard, CARDS, EXPIRY, SANDBOX_OTP, savedCard, topUp } from './support/bank-cards';
import { type ApiResponse, expectClientError } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { type MoneyUser, moneyUser } from './support/money';
import { serverSuite } from './support/suite';

const digits = (number: string) => number.replace(/\s/g, '');

describe.each(DATABASE_KINDS)('saved debit cards on %s', (kind) => {
  const suite = serverSuite(kind);
  const cardsOf = async (user: MoneyUser) => (await user.browser.get('/api/v1/bank-cards')).body.data.cards;

  it('saves the card that succeeds at once: the default, with only what may be shown, and a security notice', async () => {
    const ada = await moneyUser(suite.server, 'Ada');
    const added = await addCard(ada, CARDS.approved);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(Object.keys(added.body.data).sort()).toEqual(
      ['bank', 'brand', 'createdAt', 'expiryMonth', 'expiryYear', 'id', 'isDefault', 'last4'].sort(),
    );
    expect(added.body.data).toMatchObject({
      brand: 'visa',
      last4: '4081',
      bank: 'Sandbox Bank',
      isDefault: true,
      ...EXPIRY,
    });
    expect(await cardsOf(ada)).toEqual([added.body.data]);
    const row = await suite.database.db
      .selectFrom('bankCards')
      .selectAll()
      .where('id', '=', added.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.token).toMatch(/^sbx_tok_/);
    const inbox = await ada.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications[0]).toMatchObject({ title: 'Debit card added' });
  });

  it('refuses the card its bank declines, with the reason, and saves nothing', async () => {
    const bola = await moneyUser(suite.server, 'Bola');
    const res = await addCard(bola, CARDS.declined);
    expectClientError(res, 422);
    expect(res.body).toMatchObject({
      code: 'CARD_DECLINED',
      message: expect.stringMatching(/bank declined it/),
    });
    expect(await cardsOf(bola)).toEqual([]);
  });

  it('refuses a mistyped number, an unknown brand, an expired card and a bad CVV with field messages', async () => {
    const chidi = await moneyUser(suite.server, 'Chidi');
    const add = (body: Record<string, unknown>) =>
      chidi.browser.post('/api/v1/bank-cards', { number: CARDS.approved, ...EXPIRY, cvv: '123', ...body });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '4084 0840 8408 4082' }, 'number', 'Card number is not valid, please check it'],
      [{ number: '3782 822463 10005' }, 'number', 'We accept Visa, Mastercard and Verve debit cards'],
      [{ expiryMonth: 1, expiryYear: 2020 }, 'expiryMonth', 'This card has expired'],
      [{ cvv: '12' }, 'cvv', 'CVV must be 3 or 4 digits'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expectClientError(res, 422);
      expect(res.body.errors[field]).toContain(message);
    }
    expect(await cardsOf(chidi)).toEqual([]);
  });

  it('refuses the same card twice, naming the saved one', async () => {
    const dayo = await moneyUser(suite.server, 'Dayo');
    await savedCard(dayo, CARDS.approved);
    const again = await addCard(dayo, CARDS.approved, '999');
    expectClientError(again, 409);
    expect(again.body.message).toBe('This card is already saved (Visa •••• 4081).');
    expect(await cardsOf(dayo)).toHaveLength(1);
  });

  it('asks for the one-time code before saving the OTP card: a wrong code says the tries left, 123456 saves it', async () => {
    const ebun = await moneyUser(suite.server, 'Ebun');
    const added = await addCard(ebun, CARDS.otp);
    expect(added.status, JSON.stringify(added.body)).toBe(202);
    expect(added.body.data).toEqual({ status: 'otp_required', id: expect.any(String) });
    expect(await cardsOf(ebun)).toEqual([]);
    const otp = (code: string) =>
      ebun.browser.post(`/api/v1/bank-cards/${added.body.data.id}/otp`, { otp: code });
    const wrong = await otp('000000');
    expectClientError(wrong, 422);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE', message: 'Incorrect code. 2 attempts left.' });
    const right = await otp(SANDBOX_OTP);
    expect(right.status).toBe(201);
    expect(right.body.data).toMatchObject({
      id: added.body.data.id,
      brand: 'verve',
      last4: '0005',
      isDefault: true,
    });
    expect(right.body.data.bank).toBe('Sandbox Microfinance Bank');
    // A second press answers with the saved card; the card is listed once.
    expect((await otp(SANDBOX_OTP)).status).toBe(201);
    expect(await cardsOf(ebun)).toEqual([right.body.data]);
  });

  it('lets a burst of wrong codes reach the bank at most three times; the card is added again for a new code', async () => {
    const femi = await moneyUser(suite.server, 'Femi');
    const { id } = (await addCard(femi, CARDS.otp)).body.data;
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => femi.browser.post(`/api/v1/bank-cards/${id}/otp`, { otp: '111111' })),
    );
    const codes = burst.map((res) => res.body.code);
    expect(codes.filter((code) => code === 'INVALID_CODE')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(7);
    const late = await femi.browser.post(`/api/v1/bank-cards/${id}/otp`, { otp: SANDBOX_OTP });
    expect(late.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await cardsOf(femi)).toEqual([]);
    const again = await addCard(femi, CARDS.otp);
    expect(again.body.data.id).toBe(id);
    expect((await femi.browser.post(`/api/v1/bank-cards/${id}/otp`, { otp: SANDBOX_OTP })).status).toBe(201);
  });

  it('lets a code expire after ten minutes', async () => {
    const gbenga = await moneyUser(suite.server, 'Gbenga');
    const { id } = (await addCard(gbenga, CARDS.otp)).body.data;
    suite.server.clock.advance(10 * 60_000 + 1_000);
    const late = await gbenga.browser.post(`/api/v1/bank-cards/${id}/otp`, { otp: SANDBOX_OTP });
    expectClientError(late, 422);
    expect(late.body.code).toBe('CODE_EXPIRED');
  });

  it('moves the default on request, and to the newest other card when the default is removed', async () => {
    const hauwa = await moneyUser(suite.server, 'Hauwa');
    const first = await savedCard(hauwa, CARDS.approved);
    const second = await savedCard(hauwa, CARDS.chargeDeclined);
    const third = await savedCard(hauwa, CARDS.otp);
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);
    const made = await hauwa.browser.post(`/api/v1/bank-cards/${second.id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ id: second.id, isDefault: true });
    const listed = await cardsOf(hauwa);
    expect(listed.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
      [first.id, false],
    ]);
    const removed = await hauwa.browser.delete(`/api/v1/bank-cards/${second.id}`);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeUndefined();
    const after = await cardsOf(hauwa);
    expect(after.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
    expectClientError(await hauwa.browser.delete(`/api/v1/bank-cards/${second.id}`), 404);
    // Removed, the same card may be added again (the processor dropped it, so it is a new token).
    expect((await addCard(hauwa, CARDS.chargeDeclined)).status).toBe(201);
  });

  it("answers 404 for another person's card on every route, and changes nothing", async () => {
    const ify = await moneyUser(suite.server, 'Ify');
    const jide = await moneyUser(suite.server, 'Jide');
    const card = await savedCard(ify, CARDS.approved);
    const pending = (await addCard(ify, CARDS.otp)).body.data.id as string;
    const tries: ApiResponse[] = [
      await jide.browser.post(`/api/v1/bank-cards/${card.id}/default`),
      await jide.browser.delete(`/api/v1/bank-cards/${card.id}`),
      await jide.browser.post(`/api/v1/bank-cards/${pending}/otp`, { otp: SANDBOX_OTP }),
      await topUp(jide, card.id, 100_000),
      await jide.browser.post('/api/v1/wallet/top-ups/quote', { bankCardId: card.id, amount: 100_000 }),
    ];
    for (const res of tries) {
      expectClientError(res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await cardsOf(ify)).toEqual([expect.objectContaining({ id: card.id, isDefault: true })]);
    expect(await cardsOf(jide)).toEqual([]);
  });

  it('never lets the number or the CVV reach a log line, an answer or a table', async () => {
    const kemi = await moneyUser(suite.server, 'Kemi');
    const cvv = '7391';
    const answers: ApiResponse[] = [];
    const add = async (number: string, extra: Record<string, unknown> = {}) => {
      const res = await kemi.browser.post('/api/v1/bank-cards', { number, ...EXPIRY, cvv, ...extra });
      answers.push(res);
      return res;
    };
    await add(CARDS.approved);
    await add(CARDS.approved); // 409
    await add(CARDS.declined); // 422 from the bank
    await add(CARDS.lostAnswer, { expiryYear: 2020 }); // 422 invalid
    const otp = await add(CARDS.otp);
    answers.push(await kemi.browser.post(`/api/v1/bank-cards/${otp.body.data.id}/otp`, { otp: SANDBOX_OTP }));
    answers.push(await kemi.browser.get('/api/v1/bank-cards'));
    // Broken bodies: JSON that does not parse (its parser's message quotes the text), a number sent as a
    // number, an unknown field beside the number.
    const digitsOnly = digits(CARDS.chargeDeclined);
    answers.push(
      await kemi.browser.request('POST', '/api/v1/bank-cards', {
        raw: `{"number":"${digitsOnly}","cvv":"${cvv}",`,
      }),
    );
    answers.push(
      await kemi.browser.post('/api/v1/bank-cards', { number: Number(digitsOnly), ...EXPIRY, cvv }),
    );
    answers.push(
      await kemi.browser.post('/api/v1/bank-cards', { number: digitsOnly, ...EXPIRY, cvv, pan: digitsOnly }),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 409, 422, 422, 202, 201, 200, 400, 422, 422]);

    const numbers = Object.values(CARDS).flatMap((n) => [digits(n), n, digits(n).slice(0, 12)]);
    // A CVV is only four digits: a timestamp may hold them, so it is looked for as a JSON value.
    const secrets = [...numbers, `"${cvv}"`, `:${cvv},`, `:${cvv}}`];
    const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));
    expect(leaks(answers.map((res) => JSON.stringify(res.body)).join('\n'))).toEqual([]);
    const logs = suite.server.logs.join('');
    expect(logs).toContain('/api/v1/bank-cards');
    expect(leaks(logs)).toEqual([]);

    const tables = await sql<{ tableName: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
      suite.database.db,
    );
    for (const { tableName } of tables.rows) {
      const rows = await sql<{
        row: unknown;
      }>`select row_to_json(t) as row from ${sql.table(tableName)} t`.execute(suite.database.db);
      expect(leaks(JSON.stringify(rows.rows)), tableName).toEqual([]);
    }
  });
});
