import { describe, expect, it } from 'vitest';
import { namesMatch } from './name-match';

const record = { firstName: 'ADAEZE', lastName: 'OKAFOR', middleName: 'Chioma' };

describe('namesMatch', () => {
  it('ignores case, order and a middle name left out', () => {
    expect(namesMatch({ firstName: 'Adaeze', lastName: 'Okafor' }, record)).toBe(true);
    expect(namesMatch({ firstName: 'okafor', lastName: 'adaeze' }, record)).toBe(true);
    expect(namesMatch({ firstName: 'Adaeze Chioma', lastName: 'Okafor' }, record)).toBe(true);
  });

  it('ignores accents and punctuation', () => {
    expect(namesMatch({ firstName: 'Adáeze', lastName: "O'Kafor" }, record)).toBe(true);
    expect(namesMatch({ firstName: 'Adáeze', lastName: 'Okafor-' }, record)).toBe(true);
  });

  it("refuses another person's name, or only one name of the two", () => {
    expect(namesMatch({ firstName: 'Chukwuemeka', lastName: 'Obi' }, record)).toBe(false);
    expect(namesMatch({ firstName: 'Adaeze', lastName: 'Obi' }, record)).toBe(false);
    expect(namesMatch({ firstName: '', lastName: '' }, record)).toBe(false);
  });
});
