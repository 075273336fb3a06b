import * as z from 'zod/mini';
import { successEnvelope } from './envelope';
import { noControlCharacters } from './text';

/** The `https://shop.example` of a site (http only for loopback), nothing after the host and port. */
export const partnerOrigin = z.pipe(
  z.string().check(z.trim(), z.maxLength(200, 'Origin is too long'), noControlCharacters('Origin')),
  z.transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.issues.push({
        code: 'custom',
        message: 'Enter an origin such as https://shop.example',
        input: value,
      });
      return z.NEVER;
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !url.username;
    if (!bare || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
      ctx.issues.push({
        code: 'custom',
        message: 'An origin is https://host[:port] (http only for localhost), with no path',
        input: value,
      });
      return z.NEVER;
    }
    return url.origin;
  }),
);

/** Where a partner's server receives webhooks: https (http only for loopback, for local testing). */
export const webhookUrlField = z.string().check(
  z.trim(),
  z.maxLength(500, 'Webhook URL is too long'),
  noControlCharacters('Webhook URL'),
  z.refine((value) => {
    try {
      const url = new URL(value);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return !url.username && (url.protocol === 'https:' || (url.protocol === 'http:' && loopback));
    } catch {
      return false;
    }
  }, 'A webhook URL is https://... (http only for localhost)'),
);

export const partnerBody = z.object({
  origin: partnerOrigin,
  name: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(100, 'Name is too long'), noControlCharacters('Name')),
  ),
  webhookUrl: z.optional(webhookUrlField),
});
export type PartnerBody = z.infer<typeof partnerBody>;

export const partnerSchema = z.object({
  origin: z.string(),
  name: z.string(),
  /** Public: identifies the partner in its pages; not a secret. */
  publishableKey: z.string(),
  webhookUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/**
 * A partner's secrets, shown once (when added, or rotated): `secretKey` confirms payments server-side
 * (`Authorization: Bearer sk_...`), `webhookSecret` (`whsec_...`) verifies webhook signatures.
 */
export const partnerSecretsSchema = z.object({
  secretKey: z.optional(z.string()),
  webhookSecret: z.optional(z.string()),
});
export const partnerResponse = successEnvelope(
  z.object({ partner: partnerSchema, secrets: z.optional(partnerSecretsSchema) }),
);
export const partnerListResponse = successEnvelope(z.object({ partners: z.array(partnerSchema) }));

/** GET /api/v1/partners/status: open to every origin, so a widget can say why its calls fail. */
export const originStatusResponse = successEnvelope(z.object({ allowed: z.boolean() }));
export type OriginStatus = z.infer<typeof originStatusResponse>;

/** GET /api/v1/partner/payments/{reference}: a payment made through the partner's origin, for its server. */
export const partnerPaymentSchema = z.object({
  reference: z.string(),
  status: z.string(),
  service: z.nullable(z.string()),
  amount: z.number(),
  fee: z.number(),
  createdAt: z.string(),
});
export type PartnerPayment = z.infer<typeof partnerPaymentSchema>;
export const partnerPaymentResponse = successEnvelope(partnerPaymentSchema);

export const WEBHOOK_EVENT_TYPES = ['payment.pending', 'payment.completed', 'payment.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** One webhook message and how its delivery went (retried with backoff for 24 h). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  reference: z.string(),
  attempts: z.number(),
  lastStatus: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  state: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponse = successEnvelope(
  z.object({ deliveries: z.array(webhookDeliverySchema) }),
);
