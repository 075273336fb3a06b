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

export const partnerBody = z.object({
  origin: partnerOrigin,
  name: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(100, 'Name is too long'), noControlCharacters('Name')),
  ),
});
export type PartnerBody = z.infer<typeof partnerBody>;

export const partnerSchema = z.object({
  origin: z.string(),
  name: z.string(),
  /** Public: identifies the partner in its pages; not a secret. */
  publishableKey: z.string(),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerResponse = successEnvelope(z.object({ partner: partnerSchema }));
export const partnerListResponse = successEnvelope(z.object({ partners: z.array(partnerSchema) }));

/** GET /api/v1/partners/status: open to every origin, so a widget can say why its calls fail. */
export const originStatusResponse = successEnvelope(z.object({ allowed: z.boolean() }));
export type OriginStatus = z.infer<typeof originStatusResponse>;
