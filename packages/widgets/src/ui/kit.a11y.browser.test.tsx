import axe from 'axe-core';
import { useState } from 'react';
import { assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import { type Mounted, mount } from '../../test/harness';
import '../toaster/toaster.element';
import { Button } from './button/button';
import { Checkbox } from './checkbox/checkbox';
import { ConfirmProvider, useConfirm } from './confirm-dialog/confirm-provider';
import { Dropdown, DropdownItem } from './dropdown/dropdown';
import { Loader } from './loader/loader';
import { Modal } from './modal/modal';
import { OtpInput } from './otp-input/otp-input';
import { PinKeypad } from './pin-keypad/pin-keypad';
import { ProgressBar } from './progress-bar/progress-bar';
import { ProgressController } from './progress-bar/progress-controller';
import { Sheet } from './sheet/sheet';
import { Switch } from './switch/switch';
import { TextArea } from './text-area/text-area';
import { TextInput } from './text-input/text-input';
import { toast } from './toast/toast';

/** Fails on serious or critical axe violations, listing them. */
async function expectAccessible(context: string) {
  const { violations } = await axe.run(document, { resultTypes: ['violations'] });
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = severe.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
  assertEqual(report.join('\n'), '', `${context}: axe violations`);
}

const progress = new ProgressController();
progress.start();

function Gallery() {
  const [checked, setChecked] = useState(true);
  const [otp, setOtp] = useState('12');
  const [pin, setPin] = useState('1');
  return (
    <main>
      <h1>Kit</h1>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button loading>Saving</Button>
      <Button disabled>Disabled</Button>
      <TextInput label="Email" placeholder="you@example.com" error="Please enter a valid email address" />
      <TextInput label="Phone number" digitsOnly hint="Digits only" />
      <TextArea label="Note" />
      <Checkbox label="I agree to the terms" error="You must agree to the terms and conditions" />
      <Switch label="Notifications" checked={checked} onCheckedChange={setChecked} />
      <OtpInput value={otp} onChange={setOtp} error="Please enter complete verification code" />
      <PinKeypad value={pin} onChange={setPin} error="PINs do not match" />
      <Loader fullScreen={false} />
      <Loader fullScreen={false} type="pulse" size="small" />
      <Dropdown label="Account" role="menu" open trigger={(props) => <Button {...props}>Account</Button>}>
        <DropdownItem>Profile</DropdownItem>
        <DropdownItem>Logout</DropdownItem>
      </Dropdown>
      <ProgressBar controller={progress} />
    </main>
  );
}

function Confirmer() {
  const confirm = useConfirm();
  return (
    <Button
      onClick={() =>
        void confirm({
          title: 'Invite a friend',
          text: 'We will email them.',
          input: 'email',
          showDeny: true,
        })
      }
    >
      Ask
    </Button>
  );
}

for (const theme of ['light', 'dark'] as const) {
  describe(`kit accessibility, ${theme}`, () => {
    let m: Mounted;
    beforeEach(() => {
      // What any partner page has; the runner's blank page lacks them.
      document.title = 'Owo kit';
      document.documentElement.lang = 'en';
      document.documentElement.classList.toggle('dark', theme === 'dark');
      // A dark page has a dark background of its own: the elements inherit the page's, they paint none.
      document.body.style.background = theme === 'dark' ? '#0f0d1a' : '';
    });
    afterEach(() => {
      m?.unmount();
      for (const element of document.querySelectorAll('owo-toaster')) element.remove();
      document.documentElement.classList.remove('dark');
      document.body.style.background = '';
    });

    it('the pieces on a page: no serious or critical violations', async () => {
      m = await mount(<Gallery />);
      await waitFor(() => m.root.querySelector('.owo-dropdown'));
      await sleep(300);
      await expectAccessible(`gallery (${theme})`);
    });

    it('an open modal, confirmation dialog and sheet', async () => {
      m = await mount(
        <Modal open onClose={() => {}} title="Transfer" description="Send money to a bank">
          <TextInput label="Amount" digitsOnly />
          <Button>Send</Button>
        </Modal>,
      );
      await sleep(350);
      await expectAccessible(`modal (${theme})`);
      m.unmount();

      m = await mount(
        <ConfirmProvider>
          <Confirmer />
        </ConfirmProvider>,
      );
      (m.root.querySelector('button') as HTMLButtonElement).click();
      await waitFor(() => m.root.querySelector('dialog'));
      await sleep(350);
      await expectAccessible(`confirmation dialog (${theme})`);
      m.unmount();

      m = await mount(
        <Sheet open onClose={() => {}} title="Choose a network">
          <Button>MTN</Button>
        </Sheet>,
      );
      await sleep(300);
      await expectAccessible(`sheet (${theme})`);
    });

    it('the toaster with one toast of each kind', async () => {
      m = await mount(<p>page</p>);
      document.body.append(document.createElement('owo-toaster'));
      await nextFrames();
      const shown = () => [
        ...(document.querySelector('owo-toaster')?.shadowRoot?.querySelectorAll('.owo-toast') ?? []),
      ];
      toast.success('PIN set successfully');
      toast.error('Network error');
      toast.warning('Check your details');
      await waitFor(() => shown().length === 3);
      await sleep(250);
      await expectAccessible(`toaster (${theme})`);
      // At most three show: the fourth kind pushes the oldest out.
      toast.info('New notification');
      await waitFor(() => shown().some((t) => t.textContent?.includes('New notification')));
      await waitFor(() => shown().length === 3, { message: 'the oldest of four pushed out' });
      await expectAccessible(`toaster with the info toast (${theme})`);
    });
  });
}
