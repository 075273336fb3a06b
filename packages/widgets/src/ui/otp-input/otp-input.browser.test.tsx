import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assertEqual, nextFrames } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { OtpInput } from './otp-input';

const completed: string[] = [];

function Code() {
  const [value, setValue] = useState('');
  return <OtpInput value={value} onChange={setValue} onComplete={(code) => completed.push(code)} />;
}

function paste(target: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
  );
}

describe('OtpInput', () => {
  let m: Mounted;
  beforeEach(async () => {
    completed.length = 0;
    m = await mount(<Code />);
  });
  afterEach(() => m.unmount());

  const boxes = () => [...m.root.querySelectorAll<HTMLInputElement>('input')];
  const code = () =>
    boxes()
      .map((box) => box.value || '_')
      .join('');
  const focused = () => boxes().indexOf(m.root.activeElement as HTMLInputElement);

  it('has one labelled box per digit, for one-time-code autofill', () => {
    assertEqual(boxes().length, 6);
    assertEqual(boxes()[0]?.getAttribute('autocomplete'), 'one-time-code');
    assertEqual(boxes()[0]?.getAttribute('inputmode'), 'numeric');
    assertEqual(boxes()[5]?.getAttribute('aria-label'), 'Digit 6 of 6');
    assertEqual(m.root.querySelector('[role="group"]')?.getAttribute('aria-label'), 'Verification code');
  });

  it('accepts only 0-9, moving forward a box per digit, and reports the complete code', async () => {
    boxes()[0]?.focus();
    await sendKeys({ type: '1a2 -3.e456' });
    assertEqual(code(), '123456');
    assertEqual(completed.join(), '123456');
  });

  it('moves back on Backspace over an empty box, and with the arrows', async () => {
    boxes()[0]?.focus();
    await sendKeys({ type: '123' });
    assertEqual(focused(), 3);
    await sendKeys({ press: 'Backspace' });
    assertEqual(code(), '12____');
    assertEqual(focused(), 2);
    await sendKeys({ press: 'ArrowLeft' });
    assertEqual(focused(), 1);
    await sendKeys({ press: 'Backspace' });
    assertEqual(code(), '1_____', 'Backspace on a filled box clears it');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    assertEqual(focused(), 1);
  });

  it('focusing past the first empty box lands on it', async () => {
    boxes()[4]?.focus();
    await nextFrames();
    assertEqual(focused(), 0);
  });

  it('accepts a paste only if it is all digits, cut to six', async () => {
    boxes()[0]?.focus();
    paste(boxes()[0] as HTMLElement, '12a456');
    await nextFrames();
    assertEqual(code(), '______', 'rejected');
    paste(boxes()[2] as HTMLElement, '98765432');
    await nextFrames();
    assertEqual(code(), '987654');
    assertEqual(completed.join(), '987654');
  });
});
