import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { pinField } from '../contract/fields';
import { textField } from '../contract/text';
import { amountField } from '../transactions/amount';
import { TRANSACTION_STATUSES } from '../transactions/contract';
import { customerIdProblem } from './customer-id';
import { billDeliverySchema } from './delivery';
import { AIRTIME_LIMITS, BILL_SERVICES, type BillService, METER_TYPES, OPEN_AMOUNT_LIMITS } from './services';

const serviceField = z.enum(BILL_SERVICES, { error: `Service must be one of ${BILL_SERVICES.join(', ')}` });
/** Biller and product ids are lower-case slugs ('mtn', 'ikeja-electric', 'mtn-1gb-30d'). */
const slug = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, `Please choose a ${name.toLowerCase()} from the list`));
const customerIdField = textField('Customer ID is required', 'Customer ID').check(
  z.trim(),
  z.minLength(1, 'Customer ID is required'),
  z.maxLength(100, 'Customer ID is too long'),
);
const meterTypeField = z.optional(z.enum(METER_TYPES, { error: 'Meter type must be prepaid or postpaid' }));
// Fields are named constants, so the request schemas below are pure calls a bundle can drop.
const billerField = slug('Biller');
const planField = z.optional(slug('Plan'));
const brandField = slug('Brand');

// --- catalogue ---

export const billerSchema = z.object({ id: z.string(), name: z.string() });
export type Biller = z.infer<typeof billerSchema>;

export const billServiceSchema = z.object({
  id: serviceField,
  name: z.string(),
  description: z.string(),
  /** What the customer id is called for this service ('Phone number', 'Meter number'...). */
  customerIdLabel: z.string(),
  /** `amount`: the person types it (airtime, electricity, betting); `product`: chosen from the list. */
  pricing: z.enum(['amount', 'product']),
  billers: z.array(billerSchema),
});
export type BillServiceInfo = z.infer<typeof billServiceSchema>;
export const billServicesResponse = successEnvelope(z.object({ services: z.array(billServiceSchema) }));

export const billProductsParams = z.object({ service: serviceField, biller: billerField });
export type BillProductsParams = z.output<typeof billProductsParams>;

/** A bundle, bouquet, denomination or exam PIN. `amount` is its naira price in kobo. */
export const billProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number(),
  /** Data bundles and bouquets: how long it lasts ('30 days'). */
  validity: z.optional(z.string()),
  /** Gift cards: the face value in US cents. */
  faceValueUsd: z.optional(z.number()),
});
export type BillProduct = z.infer<typeof billProductSchema>;

/** Gift cards are priced in dollars: kobo per US dollar, held until `expiresAt`. */
export const giftCardRateSchema = z.object({ koboPerUsd: z.number(), expiresAt: z.string() });
export type GiftCardRate = z.infer<typeof giftCardRateSchema>;

export const billProductsResponse = successEnvelope(
  z.object({
    products: z.array(billProductSchema),
    /** Only for gift cards: the rate the naira prices were worked out at (buying and selling). */
    rate: z.optional(z.object({ buy: giftCardRateSchema, sell: giftCardRateSchema })),
  }),
);
export type BillProducts = z.infer<typeof billProductsResponse>['data'];

export { type BillDelivery, billDeliverySchema, type DeliveredItem, deliveredItems } from './delivery';

// --- validate and pay ---

type CustomerInput = { service: BillService; customerId: string; meterType?: string | undefined };

/**
 * A request body with checks across its fields. A plain object: the API refuses fields a body schema
 * does not name (apps/api validate), and strictObject here kept zod's never schema in the chunk every
 * element loads. The call sites are marked pure so a bundle that does not send the body drops it.
 */
function checkedBody<Shape extends z.core.$ZodLooseShape, T>(
  shape: Shape,
  checks: readonly z.core.$ZodCheck<T>[],
) {
  return z.object(shape).check(...(checks as z.core.$ZodCheck<z.output<z.ZodMiniObject<Shape>>>[]));
}

/**
 * The customer id in its service's shape; electricity also needs the meter type. The id is checked in
 * its normal form (normaliseCustomerId: +234 and spaces allowed) and the API normalises it likewise.
 */
const customerChecks = [
  z.refine<CustomerInput>((value) => customerIdProblem(value.service, value.customerId) === null, {
    path: ['customerId'],
    error: (issue) => {
      const value = issue.input as CustomerInput;
      return customerIdProblem(value.service, value.customerId) ?? 'Customer ID is invalid';
    },
  }),
  z.refine<CustomerInput>((value) => value.service !== 'electricity' || value.meterType !== undefined, {
    path: ['meterType'],
    error: 'Please choose prepaid or postpaid',
  }),
] as const;

export const validateCustomerBody = /* @__PURE__ */ checkedBody(
  {
    service: serviceField,
    biller: billerField,
    customerId: customerIdField,
    meterType: meterTypeField,
  },
  customerChecks,
);
export type ValidateCustomerBody = z.input<typeof validateCustomerBody>;

/** Who the provider says the customer is: shown before the person pays. */
export const billCustomerSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  address: z.optional(z.string()),
  meterType: z.optional(z.enum(METER_TYPES)),
  /** Cable TV: the bouquet on the card now, offered for renewal. */
  currentBouquet: z.optional(z.string()),
  /** Postpaid electricity: what the customer owes, in kobo. */
  outstanding: z.optional(z.number()),
});
export type BillCustomer = z.infer<typeof billCustomerSchema>;
export const validateCustomerResponse = successEnvelope(billCustomerSchema);

type PayInput = CustomerInput & { productId?: string | undefined; amount?: number | undefined };

/** Airtime, electricity and betting take a typed amount; the others a product from the list. */
export function billAmountProblem({
  service,
  amount,
  productId,
}: Pick<PayInput, 'service' | 'amount' | 'productId'>): string | null {
  if (service === 'airtime') {
    if (amount === undefined) return 'Amount is required';
    if (amount < AIRTIME_LIMITS.min) return 'Minimum airtime is ₦50';
    if (amount > AIRTIME_LIMITS.max) return 'Maximum airtime is ₦50,000';
    return null;
  }
  if (service === 'electricity' || service === 'betting') {
    if (amount === undefined) return 'Amount is required';
    if (amount < OPEN_AMOUNT_LIMITS.min) return 'Minimum amount is ₦100';
    if (amount > OPEN_AMOUNT_LIMITS.max) return 'Maximum amount is ₦500,000';
    return null;
  }
  if (productId === undefined) return 'Please choose a plan';
  return null;
}

const billShape = {
  service: serviceField,
  biller: billerField,
  customerId: customerIdField,
  productId: planField,
  amount: /* @__PURE__ */ z.optional(amountField),
  meterType: meterTypeField,
};

const billChecks = [
  ...customerChecks,
  /* @__PURE__ */ z.refine<PayInput>((value) => billAmountProblem(value) === null, {
    path: ['amount'],
    error: (issue) => billAmountProblem(issue.input as PayInput) ?? 'Amount is invalid',
  }),
];

/** POST /api/v1/bills/pay, sent with an `Idempotency-Key` header. */
export const payBillBody = /* @__PURE__ */ checkedBody({ ...billShape, pin: pinField }, billChecks);
export type PayBillBody = z.input<typeof payBillBody>;

/** POST /api/v1/bills/quote: the purchase as it would be paid, without the PIN. */
export const billQuoteBody = /* @__PURE__ */ checkedBody(billShape, billChecks);
export type BillQuoteBody = z.input<typeof billQuoteBody>;

/**
 * A purchase that can go through as it stands: its price (the plan's, or typed), fee and total in kobo,
 * and who the provider says the customer is.
 */
export const billQuoteResponse = /* @__PURE__ */ successEnvelope(
  /* @__PURE__ */ z.object({
    amount: z.number(),
    fee: z.number(),
    total: z.number(),
    productName: z.nullable(z.string()),
    customer: billCustomerSchema,
  }),
);
export type BillQuote = z.infer<typeof billQuoteResponse>['data'];

/** A purchase: a debit transaction with what was bought. Amounts in kobo; `fee` is on top. */
export const billPurchaseSchema = z.object({
  reference: z.string(),
  service: serviceField,
  biller: z.string(),
  billerName: z.string(),
  customerId: z.string(),
  customerName: z.nullable(z.string()),
  productId: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  amount: z.number(),
  fee: z.number(),
  currency: z.literal('NGN'),
  status: z.enum(TRANSACTION_STATUSES),
  delivery: billDeliverySchema,
  /** Why a failed purchase failed, in words for people. */
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BillPurchase = z.infer<typeof billPurchaseSchema>;
export const billPurchaseResponse = successEnvelope(billPurchaseSchema);

export const billReferenceParams = z.object({
  reference: z.string().check(z.regex(/^[A-Z0-9]{6,40}$/, 'Purchase reference is invalid')),
});

// --- gift-card sales ---

/** POST /api/v1/giftcards/sales: a card sold to Owo for the naira amount quoted a moment ago. */
const cardValueField = z
  .number({ error: 'Card value must be a number of cents' })
  .check(
    z.int({ error: 'Card value must be a whole number of cents' }),
    z.gte(500, 'Card value must be at least $5'),
    z.lte(50_000, 'Card value cannot exceed $500'),
  );
const cardCodeField = z
  .string({ error: 'Card code is required' })
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{6,40}$/, 'Card code must be 6 to 40 letters, digits or hyphens'));

/** POST /api/v1/giftcards/sales: a card sold to Owo for the naira amount quoted a moment ago. */
export const giftCardSaleBody = z.strictObject({
  brand: brandField,
  /** The card's face value in US cents. */
  valueUsd: cardValueField,
  cardCode: cardCodeField,
  /** The naira amount (kobo) the person was quoted and accepted. */
  quotedAmount: amountField,
});
export type GiftCardSaleBody = z.input<typeof giftCardSaleBody>;

export const giftCardSaleSchema = z.object({
  reference: z.string(),
  brand: z.string(),
  brandName: z.string(),
  valueUsd: z.number(),
  /** The last four characters only: a card code is as good as cash. */
  cardCodeLast4: z.string(),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GiftCardSale = z.infer<typeof giftCardSaleSchema>;
export const giftCardSaleResponse = successEnvelope(giftCardSaleSchema);

// --- provider callbacks ---

/** A provider's signed callback; `id` is the event id it is deduplicated by. */
export const billWebhookBody = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.enum(['purchase.completed', 'purchase.failed', 'giftcard.approved', 'giftcard.rejected']),
  data: z.object({
    /** Owo's reference, sent to the provider as its request id and echoed back. */
    reference: z.string().check(z.regex(/^[A-Z0-9]{6,40}$/)),
    providerReference: z.string().check(z.minLength(1), z.maxLength(200)),
    delivery: z.optional(billDeliverySchema),
    reason: z.optional(z.string().check(z.maxLength(200))),
  }),
});
export type BillWebhookBody = z.infer<typeof billWebhookBody>;
/** The header carrying the hex HMAC-SHA512 of the raw body. */
export const BILL_WEBHOOK_SIGNATURE_HEADER = 'x-owo-signature';
