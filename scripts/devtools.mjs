// A DevTools session with one of the local runtime's workers (scripts/start.mjs --inspector-port):
// the CPU profiler (scripts/profile-ssr.mjs) and the heap figures of the soak (scripts/soak.mjs).

/** One session over the inspector's WebSocket with a worker by its name (wrangler.toml's `name`). */
export async function devtools(inspectorPort, worker) {
  // Node 22 and later have a WebSocket client built in.
  const socket = new globalThis.WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${worker}`);
  const waiting = new Map();
  let id = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
  const send = (method, params = {}) => new Promise((resolve) => (waiting.set(++id, resolve), socket.send(JSON.stringify({ id, method, params }))));
  return { send, close: () => socket.close() };
}
