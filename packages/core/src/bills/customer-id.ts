import { localPhoneNumber } from './networks';
import type { BillService } from './services';

interface CustomerIdFormat {
  /** The input's label in the widget and the word used in messages. */
  label: string;
  pattern: RegExp;
  message: string;
  /** What a person may type that is still the same id (spaces, +234). */
  normalise?: (value: string) => string;
}

const phone: CustomerIdFormat = {
  label: 'Phone number',
  pattern: /^0\d{10}$/,
  message: 'Phone number must be 11 digits, like 08031234567',
  normalise: localPhoneNumber,
};

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** What each service calls the person it pays for, and what that id looks like. */
export const CUSTOMER_ID_FORMATS: Record<BillService, CustomerIdFormat> = {
  airtime: phone,
  'mobile-data': phone,
  'cable-tv': {
    label: 'Smartcard or IUC number',
    pattern: /^\d{10,11}$/,
    message: 'Smartcard number must be 10 or 11 digits',
    normalise: digitsOnly,
  },
  electricity: {
    label: 'Meter number',
    pattern: /^\d{11,13}$/,
    message: 'Meter number must be 11 to 13 digits',
    normalise: digitsOnly,
  },
  betting: {
    label: 'Customer ID',
    pattern: /^[A-Za-z0-9]{4,20}$/,
    message: 'Customer ID must be 4 to 20 letters or digits',
  },
  giftcards: {
    label: 'Email to send the code to',
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Please enter a valid email address',
    normalise: (value) => value.trim().toLowerCase(),
  },
  education: {
    label: 'Profile code or candidate number',
    pattern: /^[A-Za-z0-9]{4,20}$/,
    message: 'Profile code must be 4 to 20 letters or digits',
  },
};

export function normaliseCustomerId(service: BillService, value: string): string {
  const trimmed = value.trim();
  return CUSTOMER_ID_FORMATS[service].normalise?.(trimmed) ?? trimmed;
}

/** The message for a malformed id, or null when it is well formed (whether it exists is the provider's call). */
export function customerIdProblem(service: BillService, value: string): string | null {
  const format = CUSTOMER_ID_FORMATS[service];
  return format.pattern.test(normaliseCustomerId(service, value)) ? null : format.message;
}
