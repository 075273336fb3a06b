import * as z from 'zod/mini';
import {
  type BillProduct,
  type BillService,
  type BillServiceInfo,
  billAmountProblem,
  customerIdProblem,
  METER_TYPES,
  type MeterType,
  normaliseCustomerId,
} from '../internal/runtime';
import { readAmount } from '../money/read-amount';

/** What the person chose, checked against the contract: the amount in kobo (a product's price, or typed). */
export interface BillDraft {
  service: BillService;
  biller: string;
  billerName: string;
  customerId: string;
  meterType?: MeterType;
  productId?: string;
  productName?: string;
  amount: number;
}

/** What the details step's controls hold, as typed. */
export interface DetailValues {
  [name: string]: string;
  biller: string;
  customerId: string;
  meterType: MeterType;
  productId: string;
  amount: string;
}

export type DetailErrors = Partial<Record<'biller' | 'customerId' | 'productId' | 'amount', string>>;

export const emptyDetails: DetailValues = {
  biller: '',
  customerId: '',
  meterType: 'prepaid',
  productId: '',
  amount: '',
};

/** The draft these values make, or the first message per field, by the contract's own rules. */
export function readDetails(
  service: BillService,
  info: BillServiceInfo,
  products: BillProduct[],
  values: DetailValues,
): { ok: true; draft: BillDraft } | { ok: false; errors: DetailErrors } {
  const errors: DetailErrors = {};
  const biller = info.billers.find((b) => b.id === values.biller);
  if (!biller) errors.biller = service === 'giftcards' ? 'Please choose a brand' : 'Please choose a provider';
  const customerId = normaliseCustomerId(service, values.customerId);
  if (customerId === '') errors.customerId = `${info.customerIdLabel} is required`;
  else {
    const problem = customerIdProblem(service, customerId);
    if (problem) errors.customerId = problem;
  }
  let amount: number | undefined;
  let product: BillProduct | undefined;
  if (info.pricing === 'product') {
    product = products.find((p) => p.id === values.productId);
    amount = product?.amount;
    if (!product) errors.productId = 'Please choose a plan';
  } else {
    const typed = readAmount(values.amount);
    if (!typed.ok) errors.amount = typed.message;
    else {
      amount = typed.kobo;
      const problem = billAmountProblem({ service, amount });
      if (problem) errors.amount = problem;
    }
  }
  if (!biller || amount === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      service,
      biller: biller.id,
      billerName: biller.name,
      customerId,
      amount,
      ...(service === 'electricity' ? { meterType: values.meterType } : {}),
      ...(product ? { productId: product.id, productName: product.name } : {}),
    },
  };
}

const FIELDS = ['biller', 'customerId', 'productId', 'amount'] as const;

/**
 * The details form for useZodForm: readDetails' message on each field. (Refinements, not a transform:
 * every zod function used anywhere lands in the zod chunk every element loads.)
 */
export function detailsForm(service: BillService, info: BillServiceInfo, products: BillProduct[]) {
  const errorsOf = (values: DetailValues) => {
    const read = readDetails(service, info, products, values);
    return read.ok ? {} : read.errors;
  };
  return z
    .object({
      biller: z.string(),
      customerId: z.string(),
      meterType: z.enum(METER_TYPES),
      productId: z.string(),
      amount: z.string(),
    })
    .check(
      ...FIELDS.map((field) =>
        z.refine<DetailValues>((values) => errorsOf(values)[field] === undefined, {
          path: [field],
          error: (issue) => errorsOf(issue.input as DetailValues)[field] ?? '',
        }),
      ),
    );
}
