import { useState } from 'react';
import { assertEqual, nextFrames } from '../../test/assert';
import { type Mounted, mount } from '../../test/harness';
import { Button } from '../ui/button/button';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
import { usePressGuard } from './press-guard';

/** A money flow in miniature: each step's button puts the next step's controls where the pointer is. */
function Flow({ onAnother }: { onAnother: () => void }) {
  const guard = usePressGuard();
  const [step, setStep] = useState<'review' | 'pin' | 'result'>('review');
  const [pin, setPin] = useState('');
  return (
    <section onClickCapture={guard}>
      <output>{pin}</output>
      {step === 'review' && (
        <>
          <Button onClick={() => setStep('pin')}>Confirm and enter PIN</Button>
          <Button onClick={() => setStep('result')}>Pay</Button>
        </>
      )}
      {step === 'pin' && <PinKeypad value={pin} onChange={setPin} />}
      {step === 'result' && <Button onClick={onAnother}>Send another</Button>}
    </section>
  );
}

/** A click as the browser numbers it: `detail` 2 is the second click of a double-click. */
const click = (target: Element, detail: number) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail }));

describe('usePressGuard', () => {
  let m: Mounted;
  afterEach(() => m.unmount());
  const key = (name: string) => m.root.querySelector(`[data-key="${name}"]`) as HTMLButtonElement;
  const pin = () => m.root.querySelector('output')?.textContent;

  it('gives the keypad no digit from the second click of a double-click on Confirm', async () => {
    m = await mount(<Flow onAnother={() => {}} />);
    click(m.root.querySelector('button') as HTMLButtonElement, 1);
    await nextFrames();
    click(key('5'), 2);
    click(key('5'), 3);
    await nextFrames();
    assertEqual(pin(), '');
    // Quick taps on the keypad itself are presses, however the browser numbers them.
    click(key('5'), 1);
    click(key('5'), 2);
    click(key('5'), 3);
    click(key('1'), 0);
    await nextFrames();
    assertEqual(pin(), '5551');
  });

  it('does not let the second click act on a button the first one brought under the pointer', async () => {
    let another = 0;
    m = await mount(<Flow onAnother={() => another++} />);
    click(m.root.querySelectorAll('button')[1] as HTMLButtonElement, 1);
    await nextFrames();
    const next = m.root.querySelector('button') as HTMLButtonElement;
    assertEqual(next.textContent, 'Send another');
    click(next, 2);
    await nextFrames();
    assertEqual(another, 0);
    click(next, 1);
    click(next, 0);
    assertEqual(another, 2);
  });
});
