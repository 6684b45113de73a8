/** npm run webhooks:add <url>: see ./cli.ts. */
import { runWebhooksAdd } from './cli.ts';

process.exitCode = await runWebhooksAdd(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
