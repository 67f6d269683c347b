// Local stand-ins for what the workers reach outside Cloudflare (a mail catcher, say), started
// beside the workers by `npm start` (scripts/start.mjs) and the end-to-end servers. Each entry:
//   { name, start: async ({ port, persistTo }) => ({ stop: async () => {} }) }
// `port` is the workers' port; a service picks its own port from it or from its config.
export const LOCAL_SERVICES = [];

/** Starts every local service; resolves to one function that stops them all. */
export async function startLocalServices(context) {
  const running = [];
  for (const service of LOCAL_SERVICES) running.push(await service.start(context));
  return () => Promise.all(running.map((service) => service.stop()));
}
