import type { BillOfTransaction } from '../transactions/contract';
import type { BillService } from './services';

/** What a receipt calls the id a bill was paid for, once paid (the form's labels ask for it instead). */
const RECEIPT_LABELS: Record<BillService, string> = {
  airtime: 'Phone number',
  'mobile-data': 'Phone number',
  'cable-tv': 'Smartcard number',
  electricity: 'Meter number',
  betting: 'Customer ID',
  giftcards: 'Sent to',
  education: 'Profile code',
};

type PurchaseFields = Pick<BillOfTransaction, 'service' | 'customerId' | 'customerName' | 'productName'> & {
  meterType?: BillOfTransaction['meterType'] | undefined;
};

/**
 * The rows a bill's receipt names (on screen and by email): the id by its name for the service (Meter
 * number, Smartcard number, Phone number...), the customer the provider named, the meter type, the plan.
 */
export function billReceiptRows(purchase: PurchaseFields): [label: string, value: string][] {
  const { service, customerId, customerName, productName, meterType } = purchase;
  const rows: [string, string][] = [[RECEIPT_LABELS[service], customerId]];
  if (customerName && customerName !== customerId) rows.push(['Customer', customerName]);
  if (meterType) rows.push(['Meter type', meterType === 'prepaid' ? 'Prepaid' : 'Postpaid']);
  if (productName) rows.push(['Plan', productName]);
  return rows;
}
