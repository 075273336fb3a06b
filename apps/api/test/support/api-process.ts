import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** Waits for the process to exit after a signal. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The real server (src/server.ts) in its own process, as a replica or a crash victim. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The tests read codes from the dev mailbox.
      OWO_DEV_TOOLS: '1',
      RATE_LIMIT_GLOBAL: '0',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_AUTH: '0',
      JOB_POLL_MS: '50',
      SANDBOX_LATE_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind a failed test, holding a port and a database.
      child.kill('SIGKILL');
      reject(new Error(`API process did not start:\n${output.join('')}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output.push(String(chunk));
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited with ${code}:\n${output.join('')}`));
    });
  });
  return {
    url,
    child,
    output,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
