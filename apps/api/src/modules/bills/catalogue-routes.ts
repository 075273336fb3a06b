import {
  billProductsParams,
  billProductsResponse,
  billServicesResponse,
  validateCustomerBody,
  validateCustomerResponse,
} from '@owo/core/contract';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { Bills } from './bills';
import { lookUpCustomer, unknownBiller } from './lookup';
import { sandboxTableMarkdown } from './sandbox-values';

const TAG = 'Bills';
const unavailable = failure('The provider could not be reached (PROVIDER_UNAVAILABLE); nothing was charged');

/** The catalogue and the customer lookup: nothing here moves money. */
export function catalogueRoutes(bills: Bills) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/bills/services',
      tag: TAG,
      summary: 'The seven services and their billers',
      responses: {
        200: { description: 'Services in the order the app lists them', schema: billServicesResponse },
      },
    })(async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return { status: true, data: { services: await bills.provider.services() } };
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/bills/:service/billers/:biller/products',
      tag: TAG,
      summary: 'A biller’s bundles, bouquets, denominations or exam PINs, with prices in kobo',
      description:
        'Gift cards are priced in US dollars: `faceValueUsd` is in cents, `amount` the naira price at the `rate` held until `rate.buy.expiresAt` (60 s). Services where the person types the amount (airtime, electricity, betting) answer an empty list.',
      params: billProductsParams,
      responses: {
        200: { description: 'The products', schema: billProductsResponse },
        400: invalidInput,
        422: failure('Unknown biller for this service'),
      },
    })(async ({ params }) => {
      const products = await bills.provider.products(params.service, params.biller, bills.ctx.clock.now());
      if (!products) throw unknownBiller();
      return { status: true, data: products };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bills/validate',
      tag: TAG,
      summary: 'Look up a customer (phone, smartcard, meter, betting or exam id) before paying',
      description: sandboxTableMarkdown(),
      auth: true,
      body: validateCustomerBody,
      responses: {
        200: { description: 'Who the provider says the customer is', schema: validateCustomerResponse },
        400: invalidInput,
        401: signInRequired,
        422: failure('INVALID_CUSTOMER: the provider has no such customer (or an unknown biller)'),
        503: unavailable,
      },
    })(async ({ body }) => ({ status: true, data: await lookUpCustomer(bills, body) })),
  ];
}
