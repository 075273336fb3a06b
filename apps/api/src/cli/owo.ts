// `pnpm owo <command>`: operating a running (or stopped) Owo server from this machine.
//   pnpm owo partner add <origin> [--name "Shop"]   allow a site to use Owo (live, no restart)
//   pnpm owo partner list
//   pnpm owo partner remove <origin>
//   pnpm owo jobs [dead] [--json]                   dead jobs and their last error
//   pnpm owo jobs retry <id> [--json]               run a dead job again
import { partnerOrigin } from '@owo/core/contract';
import { loadConfig } from '../config';
import { JOBS_USAGE, jobsCommand } from './jobs-command';
import { partnerAccess } from './partner-client';

const USAGE = `Usage:
  pnpm owo partner add <origin> [--name "Shop name"]
  pnpm owo partner list
  pnpm owo partner remove <origin>
${JOBS_USAGE}`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function origin(raw: string | undefined): string {
  const parsed = partnerOrigin.safeParse(raw ?? '');
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid origin');
  return parsed.data;
}

async function main(args: string[]): Promise<number> {
  const [group, command, target] = args;
  if (group === 'jobs') return jobsCommand(args.slice(1));
  if (group !== 'partner' || !command || !['add', 'list', 'remove'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const access = await partnerAccess(loadConfig());
  try {
    if (command === 'list') {
      const partners = await access.list();
      if (partners.length === 0) console.info('No partner sites yet.');
      for (const p of partners) console.info(`${p.origin}\t${p.name}\t${p.publishableKey}`);
      return 0;
    }
    if (command === 'add') {
      const { partner, created } = await access.add(origin(target), option(args, '--name'));
      console.info(
        `${created ? 'Added' : 'Already a partner:'} ${partner.origin} (${partner.name}), publishable key ${partner.publishableKey}`,
      );
      console.info(`Through ${access.via}: pages on ${partner.origin} can use Owo now.`);
      return 0;
    }
    const removed = await access.remove(origin(target));
    console.info(removed ? `Removed ${origin(target)}.` : `${origin(target)} was not a partner.`);
    return removed ? 0 : 1;
  } finally {
    await access.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
