import { describe, expect, it } from 'vitest';
import { moneyEvent } from './money-events';

describe('money events', () => {
  it('ends a sentence once when the display name already ends with a full stop', () => {
    const sent = moneyEvent.sent('u1', 150_000, 'Adaeze O.', 'OWO-1');
    expect(sent.body).toBe('₦1,500.00 went to Adaeze O. Reference OWO-1.');
    const received = moneyEvent.received('u2', 150_000, 'Bola A.', 'OWO-1');
    expect(received.body).toBe('₦1,500.00 arrived from Bola A. Reference OWO-1.');
  });

  it('adds the full stop after a name without one', () => {
    expect(moneyEvent.received('u2', 150_000, 'CHIOMA NWANKWO', 'OWO-2').body).toBe(
      '₦1,500.00 arrived from CHIOMA NWANKWO. Reference OWO-2.',
    );
  });
});
