import { isIP } from 'node:net';
import type { Config } from './config';

/** Where only this machine can connect. */
export function isLoopbackAddress(host: string): boolean {
  const value = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (value === 'localhost' || value === '::1') return true;
  return isIP(value) === 4 && value.startsWith('127.');
}

/**
 * Why the API must not start with this configuration, or null. Dev tools let anyone read every code
 * the server mails, which is account takeover once real people get mail (SMTP_URL) or other machines
 * can connect (a non-loopback HOST). Someone who means it says so twice: OWO_DEV_TOOLS_UNSAFE=1.
 */
export function devToolsRefusal(config: Config): string | null {
  if (!config.devTools || config.devToolsUnsafe) return null;
  const reasons = [
    ...(config.smtpUrl ? ['SMTP_URL is set (real mail)'] : []),
    ...(isLoopbackAddress(config.host) ? [] : [`HOST ${config.host} is reachable from other machines`]),
  ];
  if (reasons.length === 0) return null;
  return (
    `Refusing to start: OWO_DEV_TOOLS=1 (the dev mailbox shows every emailed code) while ${reasons.join(' and ')}. ` +
    'Unset OWO_DEV_TOOLS, or set OWO_DEV_TOOLS_UNSAFE=1 as well if this is really what you want.'
  );
}

/** One line for the startup log: which mode this server runs in. */
export function describeMode(config: Config): string {
  if (!config.devTools) {
    return 'Dev tools off: no dev mailbox, no demo account, no codes in the log (set OWO_DEV_TOOLS=1 for local development)';
  }
  const unsafe = devToolsRefusal({ ...config, devToolsUnsafe: false })
    ? ' UNSAFE (OWO_DEV_TOOLS_UNSAFE=1)'
    : '';
  return `Dev tools ON${unsafe} (OWO_DEV_TOOLS=1): dev mailbox at /api/v1/dev/mailbox, demo account, codes in the log. Never on a server people use.`;
}
