/**
 * For the docs only (never imported by an element): what the elements' stories share, so each story keeps
 * only what is its own (its attributes, its variants' inputs, its docs text).
 *
 * Nothing here imports Histoire or the docs' mock API (neither is a dependency of this package): a story
 * hands in `logEvent` and its `setup-app`.
 */
import { THEMES, type Theme } from '@owo/core';
import type { NavigationMode } from './navigate';
import type { AutofillValues } from './story-autofill';

/** `HstSelect` options whose label is the value. */
export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** The `theme` attribute's values, for its control. */
export const themes = options(THEMES);
/** The `navigation` attribute's values, for its control. */
export const navigations = options(['page', 'event'] satisfies NavigationMode[]);

type LogEvent = (name: string, data: unknown) => void;

/** Event handlers that show an element's events in Histoire's Events panel (pass `logEvent` from histoire/client). */
export function storyEvents(logEvent: LogEvent) {
  /** Logs the event's `detail` under its name: `@owo-pin-set="logDetail('owo-pin-set', $event)"`. */
  const logDetail = (name: string, event: Event) => logEvent(name, (event as CustomEvent).detail);
  /** The docs page stays put (a router would route here), and the request shows in the Events panel. */
  const cancelNavigation = (event: Event) => {
    event.preventDefault();
    logDetail('owo-navigate', event);
  };
  return { cancelNavigation, logDetail };
}

/**
 * A Variant's `init-state` builder: the story's attributes (each variant may change some), and `theme`.
 * `initState(variant.theme)` or `initState(variant.theme, { email: variant.email })`.
 */
export function themedState<T extends object>(attributes: T) {
  return (theme: Theme, own?: Partial<T>) => () => ({ ...attributes, ...own, theme });
}

/** The same for an auth element: its attributes, `navigation` (`page`) and `theme`. */
export const authState = <T extends object>(attributes: T) =>
  themedState({ ...attributes, navigation: 'page' as NavigationMode });

/** One variant: its title, the mock API scenario, the element's theme and the form filled in for it. */
export type StoryVariant<S extends string = string, E extends object = object> = {
  title: string;
  scenario: S;
  theme: Theme;
  fill?: AutofillValues;
} & E;

/** A row of `variantList`: scenario `success` and theme `light` unless it says otherwise. */
export type VariantRow<S extends string, E extends object> = {
  title: string;
  scenario?: S;
  theme?: Theme;
  fill?: AutofillValues;
} & Partial<E>;

/** A story's variants, in order; `each` holds the story's own fields every row starts from. */
export function variantList<S extends string = never, E extends object = object>(
  rows: readonly VariantRow<S, E>[],
  each = {} as E,
): StoryVariant<S | 'success', E>[] {
  return rows.map(
    (row) => ({ scenario: 'success', theme: 'light', ...each, ...row }) as StoryVariant<S | 'success', E>,
  );
}

interface FormVariants<S extends string, E extends object> {
  /** What `success`, `loading` and `error` fill in and send. */
  fill: AutofillValues;
  /** The element's own states, between `error` and `dark`. */
  more?: readonly VariantRow<S, E>[];
  /** The story's own fields, for every variant. */
  each?: E;
  /** What `empty` changes of `each`. */
  empty?: Partial<E>;
}

/**
 * An auth form's variants: `empty`; `success`, `loading` and `error` (the scenarios of those names) with the
 * form filled in and sent; the element's own states; `dark`.
 */
export function formVariants<S extends string = never, E extends object = object>({
  fill,
  more = [],
  each,
  empty,
}: FormVariants<S, E>) {
  /** A row that sets none of the story's own fields (they come from `each`). */
  const row = (plain: VariantRow<'success' | 'loading' | 'error', object>) =>
    plain as VariantRow<'success' | 'loading' | 'error', E>;
  const rows: VariantRow<S | 'success' | 'loading' | 'error', E>[] = [
    { ...row({ title: 'empty' }), ...empty },
    row({ title: 'success', fill }),
    row({ title: 'loading', scenario: 'loading', fill }),
    row({ title: 'error', scenario: 'error', fill }),
    ...more,
    row({ title: 'dark', theme: 'dark' }),
  ];
  return variantList(rows, each);
}
