// @vitest-environment happy-dom
import { UNREACHABLE_MESSAGE } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE } from './owo';

describe('owo.js', () => {
  it("says what core says when an element's code does not come", () => {
    expect(UNREACHABLE).toBe(UNREACHABLE_MESSAGE);
  });
});
