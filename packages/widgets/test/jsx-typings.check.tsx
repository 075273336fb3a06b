// Type-checked by `pnpm typecheck`, never run: the generated JSX typings (types/jsx.d.ts) give every
// owo-* tag its properties, attributes and typed on<event> handlers, and refuse what is not there.
import type {} from '../types/jsx';

export const page = (
  <>
    <owo-notification-bell
      limit={5}
      theme="dark"
      onowo-notification-read={(event) => event.detail.id?.toUpperCase()}
    />
    <owo-pin-setup autoOpen={false} open onowo-pin-set={(event) => Object.keys(event.detail)} />
    <owo-theme-toggle theme="system" />
    <owo-toaster duration={5000} />
    <owo-login redirectTo="/app/home" onowo-navigate={(event) => event.detail.to} />
    {/* @ts-expect-error limit is a number */}
    <owo-notification-bell limit="5" />
    {/* @ts-expect-error no such theme */}
    <owo-theme-toggle theme="blue" />
    {/* @ts-expect-error the handler gets an OwoPinSetEvent */}
    <owo-pin-setup onowo-pin-set={(event: MouseEvent) => event.clientX} />
    {/* @ts-expect-error no such attribute */}
    <owo-theme-toggle limit={3} />
  </>
);
