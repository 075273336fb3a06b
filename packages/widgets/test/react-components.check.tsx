// Type-checked by `pnpm typecheck`, never run: the generated components of @owo/widgets/react (src/react.ts)
// type each element's properties and attributes, and give each on<EventName> prop its event class.
import { OwoLogin, OwoNotificationBell, OwoPayBills, OwoPinSetup, OwoThemeToggle } from '../src/react';

export const page = (
  <>
    <OwoNotificationBell
      limit={5}
      theme="dark"
      onOwoNotificationRead={(event) => event.detail.id?.toUpperCase()}
    />
    <OwoPinSetup autoOpen={false} open onOwoPinSet={(event) => Object.keys(event.detail)} />
    <OwoPayBills
      services="airtime"
      navigation="event"
      onOwoPaymentComplete={(event) => event.detail.reference.toUpperCase()}
    />
    <OwoLogin
      redirectTo="/app/home"
      api-base="https://api.example"
      onOwoNavigate={(event) => event.detail.to}
    />
    <OwoThemeToggle className="toggle" id="theme" />
    {/* @ts-expect-error limit is a number */}
    <OwoNotificationBell limit="5" />
    {/* @ts-expect-error no such theme */}
    <OwoThemeToggle theme="blue" />
    {/* @ts-expect-error the handler gets an OwoPinSetEvent */}
    <OwoPinSetup onOwoPinSet={(event: MouseEvent) => event.clientX} />
    {/* @ts-expect-error no such property */}
    <OwoThemeToggle limit={3} />
  </>
);
