import { createComponent } from '@lit/react';
import * as React from 'react';

/**
 * An element as a React component, for @owo/widgets/react (generated from the manifest): @lit/react's
 * createComponent, typed here rather than by @lit/react's own ReactWebComponent. @lit/react is bundled
 * into the published package instead of installed beside it, because its required peer @types/react would
 * land in every partner's project, Vue ones too; so the declarations must not name it.
 */

/** An event's name carrying the event's class, so its `on<EventName>` prop is typed. */
export type EventName<T extends Event = Event> = string & { __eventType: T };

type EventNames = Record<string, EventName | string>;

/** An element that dispatches no event of its own. */
type NoEvents = Record<never, never>;

type EventListeners<E extends EventNames> = {
  [K in keyof E]?: E[K] extends EventName ? (event: E[K]['__eventType']) => void : (event: Event) => void;
};

type ElementProps<I> = Partial<Omit<I, keyof HTMLElement>>;

type ComponentProps<I, E extends EventNames> = Omit<
  React.HTMLAttributes<I>,
  keyof E | keyof ElementProps<I>
> &
  EventListeners<E> &
  ElementProps<I>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? Omit<T, K>
    : T
  : T;

/** The component: the element's properties, React's HTML attributes, `on<EventName>` props and a ref to the element. */
export type ElementComponent<
  I extends HTMLElement,
  E extends EventNames = NoEvents,
> = React.ForwardRefExoticComponent<DistributiveOmit<ComponentProps<I, E>, 'ref'> & React.RefAttributes<I>>;

/**
 * What createComponent reads of an element's class: its name, and whether its prototype has a prop (then
 * set as a property, else passed as an attribute). A stand-in holding the manifest's properties, so
 * @owo/widgets/react needs neither the elements' code nor their definition, which the served script may
 * bring later.
 */
export function elementClass<I extends HTMLElement>(
  name: string,
  properties: readonly string[],
): new () => I {
  const prototype = Object.fromEntries(properties.map((property) => [property, undefined]));
  return { name, prototype } as unknown as new () => I;
}

export function elementComponent<I extends HTMLElement, E extends EventNames = NoEvents>(options: {
  tagName: string;
  elementClass: new () => I;
  events?: E;
}): ElementComponent<I, E> {
  // The same type as @lit/react's ReactWebComponent<I, E>, which TypeScript cannot match generically.
  return createComponent({ react: React, ...options }) as unknown as ElementComponent<I, E>;
}
