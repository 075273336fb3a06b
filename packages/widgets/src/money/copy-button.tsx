import { useState } from 'react';
import { Button } from '../ui/button/button';

/** Copies a value (an electricity token, an e-PIN) and says so in words, announced to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a denied permission): the value stays on screen to copy by hand.
      setCopied(false);
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" size="small" onClick={() => void copy()} part="copy-button">
        {label}
      </Button>
      <span className="owo-copied" aria-live="polite">
        {copied === true ? 'Copied' : copied === false ? 'Could not copy: select it to copy' : ''}
      </span>
    </>
  );
}
