import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../internal/runtime';
import { badgeText, bellPageSize, withAllRead, withRead, withServerRead } from './notification-cache';

const item = (id: string, isRead: boolean) => ({
  id,
  title: `Notification ${id}`,
  body: '',
  type: 'account' as const,
  createdAt: '2026-01-01T10:00:00.000Z',
  isRead,
});

const list = (): NotificationList => ({
  notifications: [item('a', false), item('b', true), item('c', false)],
  unreadCount: 5,
  page: 1,
  limit: 5,
  total: 9,
});

describe('notification list updates', () => {
  it('marks one read and lowers the unread count once', () => {
    const next = withRead(list(), 'a');
    expect(next.notifications.map((n) => n.isRead)).toEqual([true, true, false]);
    expect(next.unreadCount).toBe(4);
    expect(withRead(next, 'a')).toBe(next);
  });

  it('leaves the list alone for a read or unknown notification', () => {
    const before = list();
    expect(withRead(before, 'b')).toBe(before);
    expect(withRead(before, 'zzz')).toBe(before);
  });

  it('marks everything read with nothing unread', () => {
    const next = withAllRead(list());
    expect(next.notifications.every((n) => n.isRead)).toBe(true);
    expect(next.unreadCount).toBe(0);
    expect(withAllRead(next)).toBe(next);
  });

  it("takes the server's copy and count", () => {
    const next = withServerRead(list(), { ...item('c', true), title: 'Updated' }, 2);
    expect(next.notifications[2]).toMatchObject({ title: 'Updated', isRead: true });
    expect(next.unreadCount).toBe(2);
  });
});

describe('bell figures', () => {
  it('asks for 5 unless given a whole number from 1 to the maximum', () => {
    expect(bellPageSize(undefined, 5, 50)).toBe(5);
    expect(bellPageSize(8, 5, 50)).toBe(8);
    expect(bellPageSize(0, 5, 50)).toBe(5);
    expect(bellPageSize(2.5, 5, 50)).toBe(5);
    expect(bellPageSize(Number.NaN, 5, 50)).toBe(5);
    expect(bellPageSize(500, 5, 50)).toBe(50);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
