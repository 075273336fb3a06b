import { describe, expect, it } from 'vitest';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { latestCode, mailbox, newAccount, PASSWORD, signIn, verifiedAccount } from './support/flows';
import { serverSuite } from './support/suite';

describe.each(DATABASE_KINDS)('account lifecycle on %s', (kind) => {
  const suite = serverSuite(kind);

  it('runs register → verify → login → refresh → reuse detection → PIN → notifications → logout everywhere', async () => {
    const account = newAccount();
    const email = account.email.toLowerCase();
    const tab = new Browser(suite.server.url);

    const registered = await tab.post('/api/v1/auth/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      status: true,
      message: 'Please check your email to verify your account',
      data: { user: { email } },
    });

    const beforeVerify = await tab.post('/api/v1/auth/login', { identifier: email, password: PASSWORD });
    expect(beforeVerify.status).toBe(200);
    expect(beforeVerify.body.data.user.isEmailVerified).toBe(false);
    expect(beforeVerify.body.data.accessToken).toBeUndefined();
    expect(beforeVerify.setCookies).toEqual([]);

    // The unverified login sent a fresh code, which replaced the first one.
    const code = await latestCode(suite.server, email, 2);
    const verified = await tab.post('/api/v1/auth/verify-email', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe(true);

    const login = await tab.post('/api/v1/auth/login', {
      identifier: account.username,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      email,
      isEmailVerified: true,
      isPinSet: false,
      role: 'user',
    });
    expect(login.body.data.user).not.toHaveProperty('passwordHash');
    tab.token = login.body.data.accessToken;
    const firstRefresh = tab.cookies.get('owo_rt')?.value;
    expect(firstRefresh).toBeTruthy();

    // Rotation: every refresh sets a new cookie and a working access token.
    const rotated = await tab.post('/api/v1/auth/refresh-token');
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.accessToken).toEqual(expect.any(String));
    const secondRefresh = tab.cookies.get('owo_rt')?.value;
    expect(secondRefresh).not.toBe(firstRefresh);
    tab.token = rotated.body.data.accessToken;

    // Reuse detection: the first token, presented after the grace window, ends the whole family.
    suite.server.clock.advance(suite.server.config.refreshGraceMs + 1_000);
    const thief = new Browser(suite.server.url);
    const reused = await thief.post('/api/v1/auth/refresh-token', undefined, {
      headers: { cookie: `owo_rt=${firstRefresh}` },
    });
    expectClientError(reused, 401);
    expect(reused.body.code).toBe('INVALID_REFRESH_TOKEN');
    expectClientError(await tab.post('/api/v1/auth/refresh-token'), 401);
    expectClientError(await tab.get('/api/v1/auth/verify-session'), 401);

    // Sign in again and carry on.
    const browser = await signIn(suite.server, email, PASSWORD, true);
    const session = await browser.get('/api/v1/auth/verify-session');
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe(email);

    const pin = await browser.post('/api/v1/auth/set-transaction-pin', { pin: '4821' });
    expect(pin.status).toBe(200);
    expect(pin.body).toMatchObject({
      status: true,
      message: 'PIN set successfully',
      data: { isPinSet: true },
    });

    const list = await browser.get('/api/v1/notifications?limit=10&page=1');
    expect(list.status).toBe(200);
    const titles: string[] = list.body.data.notifications.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Transaction PIN set');
    expect(titles).toContain('Welcome to Owo, Chidi');
    expect(titles).toContain('New sign-in to your account');
    expect(titles).toContain('A device was signed out for your safety');
    expect(list.body.data).toMatchObject({ page: 1, limit: 10, total: titles.length });
    expect(list.body.data.unreadCount).toBe(titles.length);

    const [first, second] = list.body.data.notifications;
    const read = await browser.patch(`/api/v1/notifications/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      notification: { id: first.id, isRead: true },
      unreadCount: titles.length - 1,
    });
    const one = await browser.get(`/api/v1/notifications/${first.id}`);
    expect(one.body.data.notification).toMatchObject({ id: first.id, isRead: true });

    const removed = await browser.delete(`/api/v1/notifications/${second.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: second.id });
    expectClientError(await browser.get(`/api/v1/notifications/${second.id}`), 404);

    const all = await browser.patch('/api/v1/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ message: 'All notifications marked as read', data: { unreadCount: 0 } });
    expect(all.body.data.updated).toBe(titles.length - 2);
    const after = await browser.get('/api/v1/notifications');
    expect(after.body.data).toMatchObject({ unreadCount: 0, total: titles.length - 1 });

    // A second device, then "sign out of every device" from the first.
    const phone = await signIn(suite.server, account.username);
    const logout = await browser.post('/api/v1/auth/logout', { allDevices: true });
    expect(logout.status).toBe(200);
    expect(logout.setCookies.join()).toMatch(/owo_rt=;/);
    expect(browser.cookies.has('owo_rt')).toBe(false);
    expectClientError(
      await browser.post('/api/v1/auth/refresh-token', undefined, {
        headers: { cookie: `owo_rt=${[...phone.cookies.values()][0]?.value}` },
      }),
      401,
    );
    expectClientError(await phone.post('/api/v1/auth/refresh-token'), 401);
    expectClientError(await phone.get('/api/v1/auth/verify-session'), 401);
    expectClientError(await browser.get('/api/v1/notifications'), 401);
  });

  it('gives two tabs racing with the same refresh token the same successor', async () => {
    const { email } = await verifiedAccount(suite.server);
    const tabA = await signIn(suite.server, email);
    const tabB = new Browser(suite.server.url);
    for (const [name, cookie] of tabA.cookies) tabB.cookies.set(name, { ...cookie });

    const [a, b] = await Promise.all([
      tabA.post('/api/v1/auth/refresh-token'),
      tabB.post('/api/v1/auth/refresh-token'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(tabA.cookies.get('owo_rt')?.value).toBe(tabB.cookies.get('owo_rt')?.value);

    // A late tab still inside the grace window gets the newest token of the chain, not a new branch.
    const stale = new Browser(suite.server.url);
    for (const [name, cookie] of tabB.cookies) stale.cookies.set(name, { ...cookie });
    await tabA.post('/api/v1/auth/refresh-token');
    const late = await stale.post('/api/v1/auth/refresh-token');
    expect(late.status).toBe(200);
    expect(stale.cookies.get('owo_rt')?.value).toBe(tabA.cookies.get('owo_rt')?.value);

    tabA.token = late.body.data.accessToken;
    expect((await tabA.get('/api/v1/auth/verify-session')).status).toBe(200);
    expect((await tabA.post('/api/v1/auth/refresh-token')).status).toBe(200);
  });

  it('signs out only this device without allDevices', async () => {
    const { email } = await verifiedAccount(suite.server);
    const laptop = await signIn(suite.server, email);
    const phone = await signIn(suite.server, email);
    const out = await laptop.post('/api/v1/auth/logout', { allDevices: false });
    expect(out.status).toBe(200);
    expectClientError(await laptop.get('/api/v1/auth/verify-session'), 401);
    expect((await phone.get('/api/v1/auth/verify-session')).status).toBe(200);
    expect((await phone.post('/api/v1/auth/refresh-token')).status).toBe(200);
  });

  it('resets a password: code → reset token → new password, every session ended', async () => {
    const { email } = await verifiedAccount(suite.server);
    const device = await signIn(suite.server, email);
    const tab = new Browser(suite.server.url);

    const forgot = await tab.post('/api/v1/auth/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const otp = await latestCode(suite.server, email, 2);
    const verified = await tab.post('/api/v1/auth/verify-reset-password', { email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: true, message: 'Code verified successfully' });
    const { resetToken } = verified.body.data;

    const newPassword = 'N3w!Password';
    const reset = await tab.post('/api/v1/auth/reset-password', {
      resetToken,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(reset.status).toBe(200);
    expectClientError(await device.get('/api/v1/auth/verify-session'), 401);
    expectClientError(await device.post('/api/v1/auth/refresh-token'), 401);

    const again = await tab.post('/api/v1/auth/reset-password', {
      resetToken,
      newPassword: 'An0ther!Password',
      confirmNewPassword: 'An0ther!Password',
    });
    expectClientError(again, 400);

    expectClientError(await tab.post('/api/v1/auth/login', { identifier: email, password: PASSWORD }), 401);
    const fresh = await signIn(suite.server, email, newPassword);
    const list = await fresh.get('/api/v1/notifications');
    expect(list.body.data.notifications.map((n: { title: string }) => n.title)).toContain('Password changed');
    const [mail] = await mailbox(suite.server, email);
    expect(mail?.subject).toBe('Your Owo password was changed');
  });

  it('refuses a new password that sign-in would refuse: one maximum of 100 (issue 9)', async () => {
    const { email } = await verifiedAccount(suite.server);
    const tab = new Browser(suite.server.url);
    await tab.post('/api/v1/auth/forgot-password', { email });
    const otp = await latestCode(suite.server, email, 2);
    const { resetToken } = (await tab.post('/api/v1/auth/verify-reset-password', { email, otp })).body.data;
    for (const length of [101, 1504]) {
      const long = `Aa1!${'a'.repeat(length - 4)}`;
      const res = await tab.post('/api/v1/auth/reset-password', {
        resetToken,
        newPassword: long,
        confirmNewPassword: long,
      });
      expectClientError(res, 400);
      expect(res.body.message).toBe('Password cannot exceed 100 characters');
    }
    const longest = `Aa1!${'a'.repeat(96)}`;
    const ok = await tab.post('/api/v1/auth/reset-password', {
      resetToken,
      newPassword: longest,
      confirmNewPassword: longest,
    });
    expect(ok.status).toBe(200);
    await signIn(suite.server, email, longest);
    const tooLong = `${longest}a`;
    const register = await tab.post('/api/v1/auth/register', {
      ...newAccount(),
      password: tooLong,
      confirmPassword: tooLong,
    });
    expectClientError(register, 400);
    expect(register.body.errors.password).toContain('Password cannot exceed 100 characters');
  });
});
