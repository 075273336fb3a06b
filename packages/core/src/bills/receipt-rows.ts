import type { BillOfTransaction } from '../transactions/contract';
import { CUSTOMER_ID_FORMATS } from './customer-id';

type PurchaseFields = Pick<BillOfTransaction, 'service' | 'customerId' | 'customerName' | 'productName'> & {
  meterType?: BillOfTransaction['meterType'] | undefined;
};

/**
 * The rows a bill's receipt names (on screen and by email): the id by its name for the service (Meter
 * number, Smartcard number, Phone number...), the customer the provider named, the plan, the meter type.
 */
export function billReceiptRows(purchase: PurchaseFields): [label: string, value: string][] {
  const { service, customerId, customerName, productName, meterType } = purchase;
  const rows: [string, string][] = [[CUSTOMER_ID_FORMATS[service].receiptLabel, customerId]];
  if (customerName && customerName !== customerId) rows.push(['Customer', customerName]);
  if (meterType) rows.push(['Meter type', meterType === 'prepaid' ? 'Prepaid' : 'Postpaid']);
  if (productName) rows.push(['Plan', productName]);
  return rows;
}
