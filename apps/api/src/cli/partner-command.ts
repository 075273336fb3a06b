import { type Partner, partnerOrigin, type WebhookDelivery } from '@owo/core/contract';
import type { AdminClient } from './admin-client';

export const PARTNER_USAGE = `  pnpm owo partner add <origin> [--name "Shop"] [--webhook-url <url>] [--json]
                                       allow a site (live); prints its secret key once
  pnpm owo partner list [--json]
  pnpm owo partner remove <origin>
  pnpm owo partner rotate-secret <origin> [--json]   a new secret key; the old one stops at once
  pnpm owo partner deliveries <origin> [--json]      its webhook deliveries
  pnpm owo partner replay <msg_id>                   send a webhook message again`;

function origin(raw: string | undefined): string {
  const parsed = partnerOrigin.safeParse(raw ?? '');
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid origin');
  return parsed.data;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

const q = (o: string) => `?origin=${encodeURIComponent(o)}`;

function refused(json: { message?: string }): never {
  throw new Error(json.message ?? 'The server refused the request');
}

/** `pnpm owo partner ...`: returns the exit code (0 done, 1 refused, 2 usage). */
export async function partnerCommand(admin: AdminClient, args: string[]): Promise<number> {
  const json = args.includes('--json');
  const [command, target] = args.filter((a) => a !== '--json');
  switch (command) {
    case 'list': {
      const { json: answer } = await admin.call('GET', 'partners');
      const partners: Partner[] = answer.data?.partners ?? refused(answer);
      if (json) console.info(JSON.stringify({ partners }));
      else if (partners.length === 0) console.info('No partner sites yet.');
      else
        for (const p of partners)
          console.info(`${p.origin}\t${p.name}\t${p.publishableKey}\t${p.webhookUrl ?? '-'}`);
      return 0;
    }
    case 'add': {
      const body = {
        origin: origin(target),
        ...(option(args, '--name') && { name: option(args, '--name') }),
        ...(option(args, '--webhook-url') && { webhookUrl: option(args, '--webhook-url') }),
      };
      const { status, json: answer } = await admin.call('POST', 'partners', body);
      if (status >= 400) {
        const first = answer.errors && Object.values(answer.errors)[0]?.[0];
        throw new Error(first ?? answer.message ?? 'The server refused the partner');
      }
      const partner: Partner = answer.data.partner;
      const secrets: { secretKey?: string; webhookSecret?: string } = answer.data.secrets ?? {};
      if (json) {
        console.info(
          JSON.stringify({
            origin: partner.origin,
            name: partner.name,
            publishableKey: partner.publishableKey,
            ...secrets,
          }),
        );
        return 0;
      }
      console.info(
        `${status === 201 ? 'Added' : 'Already a partner:'} ${partner.origin} (${partner.name}), publishable key ${partner.publishableKey}`,
      );
      if (secrets.secretKey)
        console.info(`Secret key (shown once; keep it on your server): ${secrets.secretKey}`);
      if (secrets.webhookSecret)
        console.info(`Webhook signing secret (shown once): ${secrets.webhookSecret}`);
      console.info(`Through ${admin.via}: pages on ${partner.origin} can use Owo now.`);
      return 0;
    }
    case 'remove': {
      const o = origin(target);
      const { status, json: answer } = await admin.call('DELETE', `partners${q(o)}`);
      if (status === 404) {
        console.info(`${o} was not a partner.`);
        return 1;
      }
      if (!answer.status) refused(answer);
      console.info(`Removed ${o}.`);
      return 0;
    }
    case 'rotate-secret': {
      const o = origin(target);
      const { status, json: answer } = await admin.call('POST', `partners/rotate-secret${q(o)}`);
      if (status === 404) {
        console.error(`${o} is not a partner.`);
        return 1;
      }
      const secretKey: string = answer.data?.secrets?.secretKey ?? refused(answer);
      if (json) console.info(JSON.stringify({ origin: o, secretKey }));
      else console.info(`New secret key for ${o} (shown once; the old one no longer works): ${secretKey}`);
      return 0;
    }
    case 'deliveries': {
      const o = origin(target);
      const { json: answer } = await admin.call('GET', `partners/deliveries${q(o)}`);
      const deliveries: WebhookDelivery[] = answer.data?.deliveries ?? refused(answer);
      if (json) console.info(JSON.stringify({ deliveries }));
      else if (deliveries.length === 0) console.info(`No webhook deliveries for ${o} yet.`);
      else {
        console.info(
          ['id', 'type', 'reference', 'state', 'attempts', 'last status', 'last error', 'created'].join('\t'),
        );
        for (const d of deliveries) {
          console.info(
            [
              d.id,
              d.type,
              d.reference,
              d.state,
              d.attempts,
              d.lastStatus ?? '-',
              d.lastError ?? '-',
              d.createdAt,
            ].join('\t'),
          );
        }
      }
      return 0;
    }
    case 'replay': {
      if (!target) break;
      const { status, json: answer } = await admin.call(
        'POST',
        `partners/deliveries/${encodeURIComponent(target)}/replay`,
      );
      if (status === 404) {
        console.error(`No delivery ${target}.`);
        return 1;
      }
      console.info(answer.message ?? `Delivery ${target} queued again.`);
      return 0;
    }
  }
  console.error(`Usage:\n${PARTNER_USAGE}`);
  return 2;
}
