// `npm run tenant -- <command>` (tsx), or `node apps/api/dist/tenant.js <command>` after the build:
// provisioning restaurants from tenant files (docs/provisioning.md; the commands are in commands.ts).
import { readFileSync } from 'node:fs';
import { main } from './commands.ts';

// stdout is for the result alone (`export SLUG > file.json`): anything a library prints goes to stderr.
console.log = console.info = console.debug = console.error;
// A reader that stops early (`| head`) is not an error; the work is done by the time anything is written.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  readStdin: () => readFileSync(0, 'utf8'),
  // npm runs workspace scripts in the workspace; INIT_CWD is where the person typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
});
