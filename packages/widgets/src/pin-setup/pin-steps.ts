/** What each step of setting a PIN says: in owo-pin-setup's modal, or in Owo's secrets frame. */
export const PIN_STEPS = {
  create: {
    title: 'Set PIN',
    text: 'This PIN will be required whenever you want to carry out a transaction, keep it safe.',
    label: 'Transaction PIN',
  },
  confirm: {
    title: 'Confirm PIN',
    text: 'Re-enter your PIN to confirm. This step ensures the accuracy and security of your transaction PIN.',
    label: 'Confirm transaction PIN',
  },
} as const;

export type PinStepName = keyof typeof PIN_STEPS;
