// Does the web site take longer for an address that has an account? (issue 17, docs/security.md)
// Measures, through the web worker, sign-up, password reset and resend-confirmation for a known
// and an unknown address, 40 samples each (interleaved, each from its own visitor address so no
// throttle interferes), and prints the medians and their ratio. A measurement, not a test: run it
// against a server of your own, e.g. `node scripts/start.mjs --no-build --port 9310` and then
// `node scripts/enumeration-timing.mjs --base http://localhost:9310`.
import { performance } from "node:perf_hooks";
import { option } from "./lib.mjs";

const base = String(option("base", "http://localhost:8787"));
const samples = Number(option("samples", "40"));
// A pause before each timed request, so work a request left for after its answer (a mail written
// behind the answer, api/src/after-answer.ts) has finished and is not timed as part of the next
// sample. --gap 0 times them back to back.
const gap = Number(option("gap", "200"));
const pause = () => new Promise((resolve) => setTimeout(resolve, gap));
const KNOWN = "vrijwilliger@demo.example.org";
// Resending a confirmation is a staff action on the web (users/$id), which first reads the user
// (a 404 for an id nobody has, so the web page itself differs there; staff see the user list
// anyway). What an anonymous api client could time is whether the api did per-account work, so
// the flow compares a user who waits for a confirmation (id 6: a new token and mail) with a
// confirmed one (id 5: nothing to do); through the web both take the same path otherwise.
const UNCONFIRMED_ID = 6;
const CONFIRMED_ID = 5;

let visitor = 0;
const address = () => `198.19.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

// The staff member's cookies, kept up to date: the session's api token rotates (devise_token_auth).
const jar = new Map();
const keep = (response) => {
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};
const staffCookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function post(path, form, cookie = "") {
  const started = performance.now();
  const response = await fetch(new URL(path, base), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "CF-Connecting-IP": address(), Cookie: cookie },
    body: new URLSearchParams(form),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (cookie) keep(response);
  return { ms, status: response.status };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const signUp = (email) => ({
  firstName: "Timing",
  lastName: "Test",
  email,
  password: "Lang-genoeg-wachtwoord-1",
  passwordConfirmation: "Lang-genoeg-wachtwoord-1",
  locale: "nl",
});
const run = Date.now().toString(36);
// Each flow: [name, path, form for a known address, form for an unknown one (new every sample)].
const flows = [
  ["sign-up", "/signup", () => signUp(KNOWN), (i) => signUp(`timing-${run}-${i}@example.org`)],
  ["password reset", "/auth/recover", () => ({ email: KNOWN }), (i) => ({ email: `nobody-${run}-${i}@example.org` })],
  ["resend confirmation", (id) => `/users/${id}`, () => UNCONFIRMED_ID, () => CONFIRMED_ID, { intent: "resend" }],
];

// The staff member's session, for the resend flow: signed in afresh before each pair of samples
// (outside the timing), so no token's expiry or rotation turns a sample into an error.
async function signInStaff() {
  jar.clear();
  const response = await fetch(new URL("/login", base), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "CF-Connecting-IP": address() },
    body: new URLSearchParams({ email: "medewerker@demo.example.org", password: "Inzet-demo-2026!" }),
  });
  await response.arrayBuffer();
  keep(response);
}

for (const [name, path, known, unknown, staffForm] of flows) {
  const times = { known: [], unknown: [] };
  const statuses = new Set();
  // The resend flow varies the path (the user's id) and posts as staff; the others vary the form.
  const send = staffForm ? (id) => post(path(id), staffForm, staffCookie()) : (form) => post(path, form);
  if (staffForm) await signInStaff();
  await send(unknown(-1)); // warm the isolate
  for (let i = 0; i < samples; i++) {
    if (staffForm) await signInStaff();
    await pause();
    const a = await send(known());
    await pause();
    const b = await send(unknown(i));
    times.known.push(a.ms);
    times.unknown.push(b.ms);
    statuses.add(`${a.status}/${b.status}`);
  }
  const k = median(times.known);
  const u = median(times.unknown);
  console.log(
    `${name.padEnd(20)} known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, ratio ${(k / u).toFixed(2)} (${samples} samples each; statuses known/unknown ${[...statuses].join(", ")})`,
  );
}
