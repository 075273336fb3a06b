import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assert, assertEqual, nextFrames } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { PinKeypad } from './pin-keypad';

function Pin({ disabled, error }: { disabled?: boolean; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <output>{value}</output>
      <PinKeypad value={value} onChange={setValue} disabled={disabled} error={error} />
    </>
  );
}

describe('PinKeypad', () => {
  let m: Mounted;
  afterEach(() => m.unmount());

  const key = (name: string) => m.root.querySelector(`[data-key="${name}"]`) as HTMLButtonElement;
  const value = () => m.root.querySelector('output')?.textContent;
  const filledDots = () => m.root.querySelectorAll('.owo-keypad__dot[data-filled]').length;
  const press = async (...names: string[]) => {
    for (const name of names) key(name).click();
    await nextFrames();
  };

  it('lays the keys out in 3 columns, the last row blank, 0, backspace, all labelled', async () => {
    m = await mount(<Pin />);
    const grid = m.root.querySelector('.owo-keypad__keys') as HTMLElement;
    assertEqual(getComputedStyle(grid).gridTemplateColumns.split(' ').length, 3);
    const cells = [...grid.children].map((cell) => (cell as HTMLElement).dataset.key ?? 'blank');
    assertEqual(cells.join(), '1,2,3,4,5,6,7,8,9,blank,0,backspace');
    assertEqual(key('backspace').getAttribute('aria-label'), 'Delete last digit');
    assertEqual(key('7').textContent, '7');
  });

  it('appends digits only below four, shown by the dots, and backspace removes the last', async () => {
    m = await mount(<Pin />);
    await press('1', '2');
    assertEqual(filledDots(), 2);
    await press('3', '4', '5');
    assertEqual(value(), '1234');
    assertEqual(filledDots(), 4);
    await press('backspace');
    assertEqual(value(), '123');
  });

  it('accepts digits and Backspace from the keyboard', async () => {
    m = await mount(<Pin />);
    key('1').focus();
    await sendKeys({ type: '9a8' });
    await sendKeys({ press: 'Backspace' });
    assertEqual(value(), '9');
  });

  it('accepts no presses while disabled', async () => {
    m = await mount(<Pin disabled />);
    await press('1', '2');
    assertEqual(value(), '');
    assert(key('1').disabled, 'keys disabled');
  });

  it('shows the error above the keys', async () => {
    m = await mount(<Pin error="PINs do not match" />);
    const error = m.root.querySelector('[role="alert"]') as HTMLElement;
    assertEqual(error.textContent, 'PINs do not match');
    const keys = m.root.querySelector('.owo-keypad__keys') as HTMLElement;
    assert(error.getBoundingClientRect().bottom <= keys.getBoundingClientRect().top, 'above the keys');
  });

  it('takes one digit for a held Enter: its repeats are not presses', async () => {
    m = await mount(<Pin />);
    key('1').focus();
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    await nextFrames();
    assertEqual(value(), '1');
  });
});
