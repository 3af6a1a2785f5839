// Authenticated request throughput (cookie → device → user, the path every business call takes) and the
// cost of one argon2id sign-in. Prints one summary line.
import { postJson, runLoad, startBenchServer } from './support.ts';

const server = await startBenchServer();
try {
  const username = 'bench@example.com';
  const password = 'bench-password-1';
  await postJson(`${server.url}/api/v1/auth/signup`, server.origin, {
    biz_name: 'Bench Bistro',
    username,
    password,
  });

  const signIns = 10;
  const started = performance.now();
  let cookies = '';
  for (let i = 0; i < signIns; i++) {
    cookies = (await postJson(`${server.url}/api/v1/auth/signin`, server.origin, { username, password }))
      .cookies;
  }
  const signInMs = (performance.now() - started) / signIns;

  const load = await runLoad(`${server.url}/api/v1/auth/devices`, { headers: { cookie: cookies } });
  if (load.non2xx > 0) throw new Error(`${load.non2xx} non-2xx answers`);
  console.log(
    `auth-session: GET /auth/devices ${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms (20 connections, SQLite); sign-in ${signInMs.toFixed(0)} ms each (argon2id)`,
  );
} finally {
  await server.close();
}
