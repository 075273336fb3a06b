import { describe, expect, it } from 'vitest';
import { choosePrompt } from './choose-prompt';

describe('choosePrompt', () => {
  it('says "an" before a vowel and "a" before a consonant', () => {
    expect(choosePrompt('Exam body')).toBe('Choose an exam body');
    expect(choosePrompt('Network')).toBe('Choose a network');
    expect(choosePrompt('Distribution company')).toBe('Choose a distribution company');
  });
});
