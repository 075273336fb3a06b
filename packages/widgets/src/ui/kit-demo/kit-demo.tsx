/**
 * For the docs only (never imported by an element, src/define.ts or src/index.ts): one UI-kit piece, chosen
 * by `piece`, with the little harness its story needs (an open button, the value it reports). The kit is
 * React and the docs are Vue, so the kit stories render this through <owo-kit-demo> (kit-demo.define.ts):
 * an element like any other, with the real adopted styles, tokens and theme.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import type { ConfirmOptions, ConfirmResult } from '../confirm-dialog/confirm-dialog';
import { ConfirmProvider, useConfirm } from '../confirm-dialog/confirm-provider';
import type { DialogInputType } from '../confirm-dialog/validators';
import { LOADER_SIZES, type LoaderSize, type LoaderType } from '../constants';
import { Dropdown, DropdownItem } from '../dropdown/dropdown';
import { Loader } from '../loader/loader';
import { Modal, type ModalPlacement } from '../modal/modal';
import { OtpInput } from '../otp-input/otp-input';
import { PinKeypad } from '../pin-keypad/pin-keypad';
import { RouteProgress, type RouteProgressHandle } from '../progress-bar/progress-bar';
import { Sheet } from '../sheet/sheet';
import { Switch } from '../switch/switch';
import { TextArea } from '../text-area/text-area';
import { TextInput } from '../text-input/text-input';
import { toast } from '../toast/toast';

export const KIT_PIECES = [
  'button',
  'checkbox',
  'confirm-dialog',
  'dropdown',
  'loader',
  'modal',
  'otp-input',
  'pin-keypad',
  'progress-bar',
  'sheet',
  'switch',
  'text-area',
  'text-input',
  'toast',
] as const;
export type KitPiece = (typeof KIT_PIECES)[number];

/** Every piece's attributes in one bag; each piece reads the ones it has. Unset means the piece's default. */
export interface KitDemoProps {
  piece?: string;
  /** Button: primary, secondary, ghost, danger. */
  variant?: string;
  /** Button and loader: small, medium, large (loader: also `all`). */
  size?: string;
  /** Loader: clip, pulse, beat. Toast: the kinds to offer (`all` or one). */
  type?: string;
  /** Modal: center, left, right, top, bottom. Dropdown: floating-ui's placement. */
  placement?: string;
  /** Dropdown: menu or dialog. */
  role?: string;
  /** The button's text, the field's label, the confirmation input's label. */
  label?: string;
  /** The modal, sheet or confirmation dialog's title. */
  heading?: string;
  /** The modal's description, the confirmation dialog's text, the toast's message. */
  text?: string;
  /** The error shown under the field (confirm-dialog: the message a failing handler rejects with). */
  error?: string;
  hint?: string;
  placeholder?: string;
  /** The starting value (text-input, text-area, otp-input, pin-keypad). */
  value?: string;
  /** Loader colour. */
  color?: string;
  /** Confirm-dialog: text, email or url. */
  input?: string;
  confirmText?: string;
  loading?: boolean;
  disabled?: boolean;
  digitsOnly?: boolean;
  fullScreen?: boolean;
  fullWidth?: boolean;
  checked?: boolean;
  hideLabel?: boolean;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  disableDrag?: boolean;
  danger?: boolean;
  showDeny?: boolean;
  showCancel?: boolean;
  /** Open the modal or sheet as the story loads. */
  open?: boolean;
  /** OTP length, PIN length. */
  length?: number;
  rows?: number;
}

/** The attribute types, for defineElement (`piece` and the rest in kebab-case). */
export const kitDemoAttributes = {
  piece: 'string',
  variant: 'string',
  size: 'string',
  type: 'string',
  placement: 'string',
  role: 'string',
  label: 'string',
  heading: 'string',
  text: 'string',
  error: 'string',
  hint: 'string',
  placeholder: 'string',
  value: 'string',
  color: 'string',
  input: 'string',
  confirmText: 'string',
  loading: 'boolean',
  disabled: 'boolean',
  digitsOnly: 'boolean',
  fullScreen: 'boolean',
  fullWidth: 'boolean',
  checked: 'boolean',
  hideLabel: 'boolean',
  closeOnOverlayClick: 'boolean',
  closeOnEscape: 'boolean',
  showCloseButton: 'boolean',
  disableDrag: 'boolean',
  danger: 'boolean',
  showDeny: 'boolean',
  showCancel: 'boolean',
  open: 'boolean',
  length: 'number',
  rows: 'number',
} as const satisfies Record<keyof KitDemoProps, 'string' | 'boolean' | 'number'>;

const text = (value: string | undefined) => value || undefined;
const count = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;

function Output({ children }: { children: ReactNode }) {
  return (
    <p className="kit-demo__output" aria-live="polite">
      {children}
    </p>
  );
}

function ButtonDemo(props: KitDemoProps) {
  const [presses, setPresses] = useState(0);
  return (
    <>
      <div className="kit-demo__row">
        <Button
          variant={(props.variant as ButtonVariant | undefined) ?? 'primary'}
          size={(props.size as 'small' | 'medium' | 'large' | undefined) ?? 'medium'}
          loading={props.loading ?? false}
          disabled={props.disabled ?? false}
          fullWidth={props.fullWidth ?? false}
          onClick={() => setPresses((n) => n + 1)}
        >
          {props.label || 'Continue'}
        </Button>
      </div>
      <Output>{`Pressed ${presses} ${presses === 1 ? 'time' : 'times'}`}</Output>
    </>
  );
}

function TextInputDemo(props: KitDemoProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TextInput
        label={props.label || 'Phone number'}
        placeholder={text(props.placeholder)}
        error={text(props.error)}
        hint={text(props.hint)}
        hideLabel={props.hideLabel}
        digitsOnly={props.digitsOnly ?? false}
        disabled={props.disabled}
        value={value}
        onValueChange={setValue}
      />
      <Output>{`Value: "${value}"`}</Output>
    </>
  );
}

function TextAreaDemo(props: KitDemoProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TextArea
        label={props.label || 'Note'}
        placeholder={text(props.placeholder)}
        error={text(props.error)}
        hint={text(props.hint)}
        hideLabel={props.hideLabel}
        disabled={props.disabled}
        rows={count(props.rows) ?? 4}
        value={value}
        onValueChange={setValue}
      />
      <Output>{`${value.length} characters`}</Output>
    </>
  );
}

function CheckboxDemo(props: KitDemoProps) {
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <>
      <Checkbox
        label={props.label || 'I agree to the terms and conditions'}
        error={text(props.error)}
        disabled={props.disabled}
        checked={checked}
        onCheckedChange={setChecked}
      />
      <Output>{checked ? 'Checked' : 'Not checked'}</Output>
    </>
  );
}

function SwitchDemo(props: KitDemoProps) {
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <>
      <Switch
        label={props.label || 'Email notifications'}
        hideLabel={props.hideLabel}
        disabled={props.disabled}
        checked={checked}
        onCheckedChange={setChecked}
      />
      <Output>{checked ? 'On' : 'Off'}</Output>
    </>
  );
}

function OtpDemo(props: KitDemoProps) {
  const [value, setValue] = useState(props.value ?? '');
  const [completed, setCompleted] = useState<string | null>(null);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next);
          setCompleted(null);
        }}
        onComplete={setCompleted}
        length={count(props.length)}
        label={props.label || undefined}
        error={text(props.error)}
        disabled={props.disabled}
      />
      <Output>{completed ? `Complete: ${completed}` : `Code so far: "${value}"`}</Output>
    </>
  );
}

function PinKeypadDemo(props: KitDemoProps) {
  const [value, setValue] = useState(props.value ?? '');
  const max = count(props.length) ?? 4;
  return (
    <>
      <PinKeypad
        value={value}
        onChange={setValue}
        maxLength={max}
        disabled={props.disabled ?? false}
        error={text(props.error)}
        label={props.label || undefined}
      />
      <Output>{`${value.length} of ${max} digits`}</Output>
    </>
  );
}

function LoaderDemo(props: KitDemoProps) {
  const type = (props.type as LoaderType | undefined) ?? 'clip';
  const sizes = (props.size === 'all' ? Object.keys(LOADER_SIZES) : [props.size ?? 'medium']) as LoaderSize[];
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!covering) return;
    const timer = setTimeout(() => setCovering(false), 3000);
    return () => clearTimeout(timer);
  }, [covering]);
  if (props.fullScreen) {
    return (
      <>
        <div className="kit-demo__row">
          <Button onClick={() => setCovering(true)}>Show full screen for 3 s</Button>
        </div>
        {covering && <Loader type={type} size={sizes[0]} color={text(props.color)} />}
      </>
    );
  }
  return (
    <div className="kit-demo__row kit-demo__row--loaders">
      {sizes.map((size) => (
        <figure key={size} className="kit-demo__figure">
          <Loader type={type} size={size} fullScreen={false} color={text(props.color)} />
          <figcaption>{`${type}, ${size} (${type === 'clip' ? LOADER_SIZES[size].clip : LOADER_SIZES[size].dot} px)`}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The modal and sheet demos' open state, optionally open from the start. */
function useOpen(initially: boolean | undefined) {
  const [open, setOpen] = useState(initially ?? false);
  const [closes, setCloses] = useState(0);
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    afterClose: () => setCloses((n) => n + 1),
    closes,
  };
}

function ModalDemo(props: KitDemoProps) {
  const modal = useOpen(props.open);
  const placement = (props.placement as ModalPlacement | undefined) ?? 'center';
  return (
    <>
      <div className="kit-demo__row">
        <Button onClick={modal.show}>{props.label || `Open the ${placement} modal`}</Button>
      </div>
      <Output>{`Closed ${modal.closes} ${modal.closes === 1 ? 'time' : 'times'} (counted after the 300 ms animation)`}</Output>
      <Modal
        open={modal.open}
        onClose={modal.close}
        onAfterClose={modal.afterClose}
        placement={placement}
        title={props.heading || 'Send money'}
        description={text(props.text) ?? 'Enter the amount to send to this account.'}
        closeOnOverlayClick={props.closeOnOverlayClick ?? true}
        closeOnEscape={props.closeOnEscape ?? true}
        showCloseButton={props.showCloseButton ?? true}
      >
        <div className="kit-demo__stack">
          <TextInput label="Amount" digitsOnly placeholder="5000" />
          <Button fullWidth onClick={modal.close}>
            Done
          </Button>
        </div>
      </Modal>
    </>
  );
}

function SheetDemo(props: KitDemoProps) {
  const sheet = useOpen(props.open);
  const [network, setNetwork] = useState<string | null>(null);
  return (
    <>
      <div className="kit-demo__row">
        <Button onClick={sheet.show}>{props.label || 'Choose a network'}</Button>
      </div>
      <Output>{network ? `Chosen: ${network}` : 'Nothing chosen yet'}</Output>
      <Sheet
        open={sheet.open}
        onClose={sheet.close}
        title={props.heading || 'Choose a network'}
        closeOnOverlayClick={props.closeOnOverlayClick ?? true}
        closeOnEscape={props.closeOnEscape ?? true}
        disableDrag={props.disableDrag ?? false}
      >
        <div className="kit-demo__stack">
          {['MTN', 'Airtel', 'Glo', '9mobile'].map((name) => (
            <Button
              key={name}
              variant="secondary"
              fullWidth
              onClick={() => {
                setNetwork(name);
                sheet.close();
              }}
            >
              {name}
            </Button>
          ))}
        </div>
      </Sheet>
    </>
  );
}

function DropdownDemo(props: KitDemoProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const role = props.role === 'dialog' ? 'dialog' : 'menu';
  return (
    <>
      <div className="kit-demo__row">
        <Dropdown
          label={props.label || 'Account'}
          role={role}
          placement={(text(props.placement) as 'bottom-start' | undefined) ?? 'bottom-start'}
          trigger={(trigger, open) => (
            <Button variant="secondary" {...trigger}>
              {`${props.label || 'Account'} ${open ? '▴' : '▾'}`}
            </Button>
          )}
        >
          {role === 'menu' ? (
            ['Profile', 'Settings', 'Log out'].map((item) => (
              <DropdownItem key={item} onSelect={() => setChosen(item)}>
                {item}
              </DropdownItem>
            ))
          ) : (
            <div className="kit-demo__panel">
              <p>{props.text || 'No notifications yet'}</p>
              <DropdownItem onSelect={() => setChosen('Mark all as read')}>Mark all as read</DropdownItem>
            </div>
          )}
        </Dropdown>
      </div>
      <Output>{chosen ? `Chose: ${chosen}` : 'Nothing chosen yet'}</Output>
    </>
  );
}

function ProgressDemo() {
  const progress = useRef<RouteProgressHandle>(null);
  const [route, setRoute] = useState(0);
  return (
    <>
      <RouteProgress ref={progress} routeKey={`/page/${route}`} />
      <div className="kit-demo__row">
        <Button onClick={() => progress.current?.start()}>Start</Button>
        <Button variant="secondary" onClick={() => progress.current?.done()}>
          Done
        </Button>
        <Button variant="ghost" onClick={() => setRoute((n) => n + 1)}>
          Route change
        </Button>
      </div>
      <Output>{`Route /page/${route}. The bar runs along the top of the preview.`}</Output>
    </>
  );
}

function describe(result: ConfirmResult): string {
  if (!result.confirmed) return `Not confirmed (${result.reason})`;
  return result.value === true ? 'Confirmed' : `Confirmed with "${result.value}"`;
}

function ConfirmAsker(props: KitDemoProps) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string | null>(null);
  const failure = text(props.error);
  const slow = props.loading ?? false;
  const ask = async () => {
    const options: ConfirmOptions = {
      title: props.heading || 'Are you sure?',
      text: text(props.text),
      input: text(props.input) as DialogInputType | undefined,
      inputLabel: text(props.label),
      inputPlaceholder: text(props.placeholder),
      confirmText: text(props.confirmText),
      danger: props.danger ?? false,
      showDeny: props.showDeny ?? false,
      showCancel: props.showCancel ?? true,
    };
    if (failure || slow) {
      options.handler = () =>
        new Promise((resolve, reject) =>
          setTimeout(() => (failure ? reject(new Error(failure)) : resolve(undefined)), 1500),
        );
    }
    setAnswer(describe(await confirm(options)));
  };
  return (
    <>
      <div className="kit-demo__row">
        <Button variant={props.danger ? 'danger' : 'primary'} onClick={() => void ask()}>
          Ask
        </Button>
      </div>
      <Output>{answer ?? 'Not asked yet'}</Output>
    </>
  );
}

function ConfirmDemo(props: KitDemoProps) {
  return (
    <ConfirmProvider>
      <ConfirmAsker {...props} />
    </ConfirmProvider>
  );
}

const toastKinds = ['success', 'error', 'warning', 'info'] as const;
type ToastKind = (typeof toastKinds)[number];
/** Messages the widgets send (SPEC.md 4 and 8), when the story sets none. */
const toastMessages: Record<ToastKind, string> = {
  success: 'PIN set successfully',
  error: 'Failed to mark notification as read',
  warning: 'Please verify your email first',
  info: 'Verification code sent',
};

function ToastDemo(props: KitDemoProps) {
  const kinds = toastKinds.includes(props.type as ToastKind) ? [props.type as ToastKind] : toastKinds;
  const message = (kind: ToastKind) => props.text || toastMessages[kind];
  const showAll = useRef(() => {});
  showAll.current = () => {
    for (const kind of kinds) toast[kind](message(kind));
  };
  // Once as the story opens (the toaster may upgrade a moment later), then on each press.
  useEffect(() => {
    const timer = setTimeout(() => showAll.current(), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <div className="kit-demo__row">
        {kinds.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => toast[kind](message(kind))}>
            {`toast.${kind}()`}
          </Button>
        ))}
      </div>
      <Output>The page's &lt;owo-toaster&gt; shows them at the top end.</Output>
    </>
  );
}

const demos: Record<KitPiece, (props: KitDemoProps) => ReactNode> = {
  button: ButtonDemo,
  checkbox: CheckboxDemo,
  'confirm-dialog': ConfirmDemo,
  dropdown: DropdownDemo,
  loader: LoaderDemo,
  modal: ModalDemo,
  'otp-input': OtpDemo,
  'pin-keypad': PinKeypadDemo,
  'progress-bar': ProgressDemo,
  sheet: SheetDemo,
  switch: SwitchDemo,
  'text-area': TextAreaDemo,
  'text-input': TextInputDemo,
  toast: ToastDemo,
};

/** Renders the piece `piece` names; a piece's own state starts again when `piece` changes. */
export function KitDemo(props: KitDemoProps) {
  const piece = props.piece as KitPiece | undefined;
  const Demo = piece && KIT_PIECES.includes(piece) ? demos[piece] : undefined;
  return (
    <div className="kit-demo" data-piece={piece}>
      {Demo ? (
        <Demo key={piece} {...props} />
      ) : (
        <Output>{`Unknown piece "${props.piece ?? ''}": one of ${KIT_PIECES.join(', ')}.`}</Output>
      )}
    </div>
  );
}
