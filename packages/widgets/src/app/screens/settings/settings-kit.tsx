import type { ReactNode, Ref } from 'react';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';

/** One block of a settings tab: a titled card with an optional line under the title. */
export function SettingsCard({
  id,
  title,
  lead,
  titleRef,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  /** The title takes the focus when a step ends (the form that had it is gone). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="owo-settings__card" aria-labelledby={id}>
      <h3 id={id} ref={titleRef} className="owo-settings__card-title" tabIndex={-1}>
        {title}
      </h3>
      {lead && <p className="owo-settings__lead">{lead}</p>}
      {children}
    </section>
  );
}

/** What could not load, and a button to ask again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="owo-settings__load-error" role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An inline loader that names what is loading. */
export function Loading({ label }: { label: string }) {
  return <Loader fullScreen={false} size="small" label={label} />;
}

/** The first letter of the first name and of the last name: "AO" for Ada Obi. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
