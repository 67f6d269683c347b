// Local stand-ins for what the workers reach outside Cloudflare (a mail catcher, say), started
// beside the workers by `npm start` (scripts/start.mjs) and the end-to-end servers. Each entry:
//   { name, start: async ({ port, persistTo, workers }) => ({ stop: async () => {}, bindings? }) }
// `port` is the workers' port; a service picks its own port from it or from its config.
// `bindings` ({ [worker]: { NAME: value } }) are laid over the vars of that worker's wrangler.toml.
import { mailCatcherService } from "./mail-catcher.mjs";

export const LOCAL_SERVICES = [mailCatcherService];

/** Starts every local service; resolves to a function that stops them all, and their bindings. */
export async function startLocalServices(context) {
  const running = [];
  for (const service of LOCAL_SERVICES) running.push(await service.start(context));
  const bindings = {};
  for (const service of running) for (const [worker, values] of Object.entries(service.bindings ?? {})) bindings[worker] = { ...bindings[worker], ...values };
  const stop = () => Promise.all(running.map((service) => service.stop()));
  return Object.assign(stop, { bindings });
}
