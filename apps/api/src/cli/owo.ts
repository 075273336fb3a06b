// `pnpm owo <command>`: operating a running Owo server from its machine, through its admin API.
//   pnpm owo partner add <origin> [--name "Shop"] [--webhook-url <url>] [--json]
//   pnpm owo partner list | remove <origin> | rotate-secret <origin> | deliveries <origin> | replay <msg_id>
//   pnpm owo jobs [dead] [--json] | jobs retry <id> [--json]
//   --server <url> reaches a server elsewhere (with OWO_ADMIN_TOKEN).
import { adminClient } from './admin-client';
import { JOBS_USAGE, jobsCommand } from './jobs-command';
import { PARTNER_USAGE, partnerCommand } from './partner-command';

const USAGE = `Usage:
${PARTNER_USAGE}
${JOBS_USAGE}
  Every command reaches the running server found through DATA_DIR; --server <url> (with OWO_ADMIN_TOKEN)
  reaches another. Nothing opens the database itself.`;

/** The value after `name`, and the arguments without both. */
export function takeOption(args: string[], name: string): [string | undefined, string[]] {
  const at = args.indexOf(name);
  if (at === -1) return [undefined, args];
  return [args[at + 1], [...args.slice(0, at), ...args.slice(at + 2)]];
}

async function main(argv: string[]): Promise<number> {
  const [server, args] = takeOption(argv, '--server');
  const [group, ...rest] = args;
  if (group !== 'partner' && group !== 'jobs') {
    console.error(USAGE);
    return 2;
  }
  const admin = await adminClient(process.env, server);
  return group === 'jobs' ? jobsCommand(admin, rest) : partnerCommand(admin, rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
