/**
 * A small form hook over the contract's zod/mini schemas (SPEC.md 5's messages live there, once).
 *
 * Not react-hook-form: DESIGN.md's budget is 100 KB gzip for all the JavaScript of a page with
 * `owo-login`, and React with the runtime already takes over 90 KB of it. These forms need values,
 * errors per field, validation on submit and then on blur, focus on the first error and a busy flag:
 * that is this file.
 */
import { fieldErrors } from '@owo/core/contract';
import { type FormEvent, useCallback, useContext, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { FailureSlot } from './failure-slot';

/**
 * What the controls hold. `undefined` is a field never filled in: the contract tells "missing" from
 * "emptied" for some fields (confirmPassword: 'Confirm password is required' vs 'Please confirm your
 * password'), so a form can start a field as undefined and it stays so until edited.
 */
export type FormValues = Record<string, string | boolean | undefined>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** The first message per field, for the fields this form shows; {} when the values pass. */
export function validateForm<V extends FormValues>(schema: z.ZodMiniType, values: V): FormErrors<V> {
  const result = schema.safeParse(values);
  return result.success ? {} : pickFields(fieldErrors(result.error), values);
}

/**
 * Field messages a server sent with a failed call (`errors: { field: [messages] }`, issue 2's error
 * body), for the fields this form shows. The call's message itself was already toasted by core.
 */
export function serverFieldErrors<V extends FormValues>(error: unknown, values: V): FormErrors<V> {
  // Read by shape: an ApiError from core (or from a second copy of it on the page) carries `body`.
  const body = (error as { body?: unknown } | null)?.body;
  const lists = (body as { errors?: unknown } | null | undefined)?.errors;
  if (typeof lists !== 'object' || lists === null) return {};
  const firsts: Record<string, string> = {};
  for (const [name, messages] of Object.entries(lists)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') firsts[name] = messages[0];
  }
  return pickFields(firsts, values);
}

function withoutField<V extends FormValues>(errors: FormErrors<V>, name: keyof V & string): FormErrors<V> {
  if (errors[name] === undefined) return errors;
  const { [name]: _removed, ...rest } = errors;
  return rest as FormErrors<V>;
}

function pickFields<V extends FormValues>(messages: Record<string, string>, values: V): FormErrors<V> {
  const out: FormErrors<V> = {};
  for (const name of Object.keys(values) as Array<keyof V & string>) {
    if (messages[name] !== undefined) out[name] = messages[name];
  }
  return out;
}

/**
 * The element to focus for a field: itself, or for a group (an OTP input's boxes) the first empty
 * control inside, where the next keystroke belongs, else its first.
 */
function focusTarget(element: HTMLElement): HTMLElement | null {
  if (element.matches('input, select, textarea, button')) return element;
  const controls = [...element.querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
  return controls.find((control) => control.value === '') ?? controls[0] ?? null;
}

/** Focuses the invalid field that comes first on screen (DOM order, not the schema's order). */
export function focusFirstInvalid(
  fields: ReadonlyMap<string, HTMLElement>,
  invalid: readonly string[],
): void {
  const elements = invalid
    .map((name) => fields.get(name))
    .filter((element): element is HTMLElement => element?.isConnected === true)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = elements[0];
  if (first) focusTarget(first)?.focus();
}

export interface ZodForm<V extends FormValues, Out> {
  values: V;
  errors: FormErrors<V>;
  /** Fields the person has left at least once. */
  touched: Partial<Record<keyof V & string, true>>;
  /** True from the first submit on: from then, leaving a field re-validates the form. */
  submitted: boolean;
  /** True while the submit handler's promise is pending. */
  submitting: boolean;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /**
   * Puts a field back to `value` with no message and focuses it: a fresh start after the server
   * refused it (a wrong code), which the toast already explained.
   */
  resetField<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Marks a field left and, after the first submit, re-validates. */
  blur(name: keyof V & string): void;
  /** A ref for a field's control (or its wrapper), so a failed submit can focus it. */
  register(name: keyof V & string): (element: HTMLElement | null) => void;
  /** Binds a TextInput (or any input that reports its value as a string). */
  text<K extends keyof V & string>(
    name: K,
  ): {
    name: K;
    value: string;
    error: string | undefined;
    onValueChange(value: string): void;
    onBlur(): void;
    ref(element: HTMLElement | null): void;
  };
  /** Binds a Checkbox. */
  checkbox<K extends keyof V & string>(
    name: K,
  ): {
    name: K;
    checked: boolean;
    error: string | undefined;
    onCheckedChange(checked: boolean): void;
    onBlur(): void;
    ref(element: HTMLElement | null): void;
  };
  /**
   * The form's onSubmit: validates, focuses the first invalid field, or calls `onValid` with the
   * schema's output. A failed call's message is core's toast; its field messages land on the fields.
   */
  handleSubmit(onValid: (data: Out) => unknown): (event?: FormEvent) => Promise<void>;
  /** Shows messages of the caller's own (a server's answer) and focuses the first of those fields. */
  showErrors(errors: FormErrors<V>): void;
}

export function useZodForm<S extends z.ZodMiniType, V extends FormValues>(
  schema: S,
  initialValues: V,
): ZodForm<V, z.output<S>> {
  type Name = keyof V & string;
  const [values, setValues] = useState(initialValues);
  // The schema's messages, and the server's (kept apart: re-validating must not wipe what the server
  // said, until that field is edited or the form submitted again).
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [external, setExternal] = useState<FormErrors<V>>({});
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const report = useContext(FailureSlot);
  const fields = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  // Handlers read the latest values without being re-created on every keystroke.
  const latest = useRef({ values, submitted, submitting });
  latest.current = { values, submitted, submitting };

  const setValue = useCallback(
    <K extends Name>(name: K, value: V[K]) => {
      const next = { ...latest.current.values, [name]: value };
      latest.current.values = next;
      setValues(next);
      setExternal((current) => withoutField(current, name));
      // Once the form has been submitted, a fix clears its message as it is typed.
      if (latest.current.submitted) setErrors(validateForm(schema, next));
    },
    [schema],
  );

  const resetField = useCallback(<K extends Name>(name: K, value: V[K]) => {
    const next = { ...latest.current.values, [name]: value };
    latest.current.values = next;
    setValues(next);
    setErrors((current) => withoutField(current, name));
    setExternal((current) => withoutField(current, name));
    focusFirstInvalid(fields.current, [name]);
  }, []);

  const blur = useCallback(
    (name: Name) => {
      setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      if (latest.current.submitted) setErrors(validateForm(schema, latest.current.values));
    },
    [schema],
  );

  const register = useCallback((name: Name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) fields.current.set(name, element);
        else fields.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const showErrors = useCallback((next: FormErrors<V>) => {
    setExternal(next);
    focusFirstInvalid(fields.current, Object.keys(next));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => unknown) =>
      async function submit(event?: FormEvent) {
        event?.preventDefault();
        if (latest.current.submitting) return;
        latest.current.submitted = true;
        setSubmitted(true);
        setExternal({});
        report?.(undefined);
        const result = schema.safeParse(latest.current.values);
        if (!result.success) {
          const next = pickFields(fieldErrors(result.error), latest.current.values);
          setErrors(next);
          focusFirstInvalid(fields.current, Object.keys(next));
          return;
        }
        setErrors({});
        latest.current.submitting = true;
        setSubmitting(true);
        try {
          await onValid(result.data);
        } catch (error) {
          // Core has already told the person (every failed call is a toast; the element says it when no
          // toaster did, with Retry sending the form again); what the server said about particular
          // fields goes on those fields.
          report?.(error, () => void submit());
          const onFields = serverFieldErrors(error, latest.current.values);
          if (Object.keys(onFields).length > 0) showErrors(onFields);
        } finally {
          latest.current.submitting = false;
          setSubmitting(false);
        }
      },
    [schema, showErrors, report],
  );

  const shown = { ...external, ...errors };
  return {
    values,
    errors: shown,
    touched,
    submitted,
    submitting,
    setValue,
    resetField,
    blur,
    register,
    text: (name) => ({
      name,
      value: String(values[name] ?? ''),
      error: shown[name],
      onValueChange: (value: string) => setValue(name, value as V[typeof name]),
      onBlur: () => blur(name),
      ref: register(name),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] === true,
      error: shown[name],
      onCheckedChange: (checked: boolean) => setValue(name, checked as V[typeof name]),
      onBlur: () => blur(name),
      ref: register(name),
    }),
    handleSubmit,
    showErrors,
  };
}
