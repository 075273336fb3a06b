import { describe, expect, it } from 'vitest';
import { addToast, removeToast, type ToastItem } from './toast-list';

const saved: ToastItem = { id: 'a', kind: 'success', message: 'Saved' };
const failed: ToastItem = { id: 'b', kind: 'error', message: 'Failed' };

describe('toast list', () => {
  it('adds newest last and ignores a repeated id', () => {
    const list = addToast(addToast([], saved), failed);
    expect(list.map((t) => t.id)).toEqual(['a', 'b']);
    expect(addToast(list, { ...saved, message: 'again' })).toBe(list);
  });

  it('keeps at most three, the newest', () => {
    let list: readonly ToastItem[] = [];
    for (const id of ['1', '2', '3', '4', '5']) list = addToast(list, { id, kind: 'info', message: id });
    expect(list.map((t) => t.id)).toEqual(['3', '4', '5']);
  });

  it('removes by id', () => {
    expect(removeToast([saved, failed], 'a')).toEqual([failed]);
  });
});
