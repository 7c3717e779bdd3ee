// Runs the server's integration suite on the embedded database and then, when
// TEST_DATABASE_URL names a PostgreSQL server, once more on that server.
import { spawnSync } from 'node:child_process';

const serverUrl = process.env.TEST_DATABASE_URL;
const runs = [{ label: 'embedded PGlite', env: { TEST_DATABASE_URL: '' } }];
if (serverUrl) runs.push({ label: 'PostgreSQL server', env: { TEST_DATABASE_URL: serverUrl } });

for (const run of runs) {
  console.log(`\nIntegration tests on ${run.label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
