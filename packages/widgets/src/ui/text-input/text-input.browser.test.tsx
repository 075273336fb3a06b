import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assertEqual, nextFrames } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { TextInput } from './text-input';

function Phone({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Phone number"
      digitsOnly
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function paste(target: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', {
    clipboardData: data,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  target.dispatchEvent(event);
}

describe('TextInput', () => {
  let m: Mounted;
  afterEach(() => m?.unmount());
  const input = () => m.root.querySelector('input') as HTMLInputElement;

  it('links its label, and its error through aria-describedby and aria-invalid', async () => {
    m = await mount(
      <TextInput label="Email" error="Please enter a valid email address" hint="We never share it" />,
    );
    const field = input();
    assertEqual(m.root.querySelector(`label[for="${field.id}"]`)?.textContent, 'Email');
    assertEqual(field.getAttribute('aria-invalid'), 'true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => m.root.getElementById(id)?.textContent);
    assertEqual(described.join(' | '), 'Please enter a valid email address | We never share it');
  });

  it('in digits-only mode types only digits: letters, signs, spaces and dots are blocked', async () => {
    m = await mount(<Phone />);
    input().focus();
    await sendKeys({ type: '0a8-0 3.e+5' });
    assertEqual(input().value, '08035');
  });

  it('lets Backspace, Delete, the arrows and Tab work', async () => {
    m = await mount(
      <>
        <Phone />
        <button type="button">next</button>
      </>,
    );
    input().focus();
    await sendKeys({ type: '12345' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Delete' });
    assertEqual(input().value, '124');
    await sendKeys({ press: 'Tab' });
    assertEqual(m.root.activeElement?.textContent, 'next');
  });

  it('strips non-digits from a paste and from any other change', async () => {
    const seen: string[] = [];
    m = await mount(<Phone onValue={(value) => seen.push(value)} />);
    input().focus();
    paste(input(), '+234 (803) 555-0199');
    await nextFrames();
    assertEqual(input().value, '2348035550199');
    document.execCommand('insertText', false, 'x7');
    await nextFrames();
    assertEqual(input().value, '23480355501997');
    assertEqual(seen.at(-1), '23480355501997', 'onValueChange receives digits only');
  });

  it('leaves other inputs alone', async () => {
    m = await mount(<TextInput label="Name" defaultValue="" />);
    input().focus();
    await sendKeys({ type: 'Ada 1' });
    assertEqual(input().value, 'Ada 1');
  });
});
