import { describe, expect, it } from 'vitest';
import { leakedSecrets } from './support/logs';

describe('leakedSecrets (the log checks of the settings and identity tests)', () => {
  it('finds a PIN or BVN written as a value, in JSON or in words', () => {
    expect(leakedSecrets('{"pin":"1357"}', ['1357'])).toEqual(['1357']);
    expect(leakedSecrets('{"bvn":22222222222}', ['22222222222'])).toEqual(['22222222222']);
    expect(leakedSecrets('new pin 1357 set', ['1357'])).toEqual(['1357']);
    expect(leakedSecrets('password Wr0ng!Password', ['Wr0ng!Password'])).toEqual(['Wr0ng!Password']);
  });

  it('does not count the digits inside a timestamp or a response time', () => {
    const line = '{"time":1795665135718,"responseTime":5.333999999999,"msg":"request completed"}';
    expect(leakedSecrets(line, ['1357', '33399999999', '5135'])).toEqual([]);
  });
});
