// `npm run soak` (not in CI): an `npm start`-style server (the built workers on the local runtime,
// fresh local D1 with the demo data) under mixed public and signed-in traffic for a long while.
// Every `--write-every`th request of a connection is a write (issue 50): a volunteer saves their
// language, signs up for a shift of the demo festival and cancels it (rows written and removed,
// mails queued and sent), each a form post answered with its redirect.
// Prints, each minute and at the end: requests, writes, errors (any answer that is not the
// expected status, and any failed request; zero expected), p50/p99/max latency, and the server's
// memory (resident set of the server process and its workerd, from /proc) at the start and the
// end; then whether memory stayed flat after warm-up: over the last half of the run (the last hour
// of two) its highest minute within 10 % of its lowest. Exits 1 on an error or growth.
// Usage: node scripts/soak.mjs [--minutes 60] [--connections 4] [--port 8812] [--no-build]
//   [--rate 0] (requests a second per connection, 0: as fast as answered) [--write-every 10]
//   [--inspector-port 9232] (the workers' JavaScript heaps too)
import { readFileSync } from "node:fs";
import { option, processTree } from "./lib.mjs";
import { keepCookies, postForm, signIn } from "./latency/visit.mjs";
import { startServer } from "./bench-server.mjs";
import { devtools } from "./devtools.mjs";
import { sweepPages } from "./sweep-pages.mjs";

const minutes = Number(option("minutes", "60"));
const connections = Number(option("connections", "4"));
const port = Number(option("port", "8812"));
const rate = Number(option("rate", "0"));
const writeEvery = Number(option("write-every", "10"));
// The festival of the demo data (api/seeds/demo-shifts.sql): its shifts are weeks ahead, so a
// sign-up can always be cancelled again.
const FESTIVAL = "/activiteitenkalender/50";
const WRITER = "vrijwilliger@demo.example.org";
// --inspector-port: each minute also says the JavaScript heap in use by the web and api workers,
// so a growing server can be told apart from a growing heap (a leak in the workers' own code).
const inspectorPort = option("inspector-port", undefined);

/** The server's memory: resident set of the process and its descendants (workerd), in MB. */
function residentMb(rootPid) {
  const tree = processTree(rootPid);
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

const cookieHeader = (jar) => [...jar.values()].join("; ");

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
};

const { base, stop, pid } = await startServer(port, ".wrangler/soak-state", inspectorPort ? ["--inspector-port", String(inspectorPort)] : []);
const isolates = inspectorPort ? await Promise.all(["inzet-web", "inzet-api"].map((worker) => devtools(Number(inspectorPort), worker))) : [];
// workerd carries out a collection only for a session that enabled the heap profiler.
await Promise.all(isolates.map(({ send }) => send("HeapProfiler.enable")));
/** The workers' JavaScript heaps in use, in MB ("web 12 / api 20 MB"); empty without --inspector-port. */
async function heaps() {
  if (!isolates.length) return "";
  // After a full collection: what the isolate still holds, not garbage waiting for the collector.
  const used = async ({ send }) => (await send("HeapProfiler.collectGarbage"), (await send("Runtime.getHeapUsage")).usedSize / 2 ** 20);
  // workerd reads an inspector's messages while the isolate runs: the home page, rendered (not
  // from the edge cache) and so calling the api, wakes both when the soak is between requests.
  const [web, api] = await Promise.all([
    ...isolates.map(async (isolate) => (await used(isolate)).toFixed(0)),
    fetch(`${base}/`, { headers: { "Inzet-Edge-Cache": "bypass" } }).then((r) => r.arrayBuffer()),
  ]);
  return `, heap web ${web} / api ${api} MB`;
}
try {
  // Every page of the product (the sweep table), each as the visitor the sweep opens it as.
  const pages = (await sweepPages()).map(({ url, email }) => ({ path: url, email }));
  const publicMix = pages.filter((page) => !page.email);
  const signedIn = pages.filter((page) => page.email);
  const accounts = [...new Set(signedIn.map((page) => page.email))];
  // Public and signed-in requests take turns, one to one, until every page has had its turn.
  const turns = Math.max(publicMix.length, signedIn.length);
  const mix = Array.from({ length: turns }, (_, i) => [publicMix[i % publicMix.length], signedIn[i % signedIn.length]]).flat();
  const memoryStart = residentMb(pid);
  console.log(`Soak: ${minutes} min, ${connections} connections against ${base}; ${mix.length} requests in the mix`);
  console.log(`server memory at the start: ${memoryStart.toFixed(0)} MB${await heaps()}`);

  /**
   * One write, as the volunteer `jar` belongs to: the next of language saved, a shift signed up
   * for, that sign-up cancelled. Throws when the answer is not the redirect a browser follows.
   */
  let signedUpShift = "";
  async function write(jar, n) {
    const posted = (status, what) => {
      if (status !== 302) throw new Error(`${what} answered ${status}`);
    };
    const step = n % 3;
    if (step === 0)
      return posted((await postForm(base, "/profile-edit/settings", { intent: "locale", locale: n % 2 ? "nl" : "en" }, jar)).status, "saving the language");
    // The page as the volunteer sees it, its cookies kept (the api rotates the session's token).
    const response = await fetch(base + FESTIVAL, { headers: { Cookie: cookieHeader(jar), "Inzet-Edge-Cache": "bypass" } });
    keepCookies(jar, response);
    const page = await response.text();
    if (step === 1) {
      // The last shift offered: the furthest ahead, so its cancellation is never past the cut-off.
      const shiftId = [...page.matchAll(/name="intent" value="shift"\/><input type="hidden" name="shiftId" value="(\d+)"/g)].at(-1)?.[1];
      if (!shiftId) throw new Error(`${FESTIVAL} offers no shift to sign up for`);
      signedUpShift = shiftId;
      return posted((await postForm(base, FESTIVAL, { intent: "shift", shiftId }, jar)).status, "a shift sign-up");
    }
    // The sign-up just made: the cancel form in that shift's row.
    const row = page.slice(page.indexOf(`data-testid="shift-${signedUpShift}"`));
    const signUpId = /name="intent" value="cancel-shift"\/><input type="hidden" name="signUpId" value="(\d+)"/.exec(row.slice(0, row.indexOf("</li>")))?.[1];
    if (!signUpId) throw new Error(`${FESTIVAL} shows no sign-up for shift ${signedUpShift} to cancel`);
    posted((await postForm(base, FESTIVAL, { intent: "cancel-shift", signUpId }, jar)).status, "cancelling a shift");
  }

  const all = [];
  let minute = [];
  let writes = 0;
  /** Each minute's resident set in MB, for the verdict on growth. */
  const memory = [];
  let errors = 0;
  const errorSamples = [];
  const endAt = Date.now() + minutes * 60_000;
  // Each visitor (connection) has its own session per account, as separate browsers would: the
  // api rotates a session's token on every request, so one session is never used twice at once.
  // Only the first connection writes: the writer's sign-ups and cancellations follow each other.
  async function visitor(offset, writing) {
    const jars = new Map();
    for (const email of accounts) jars.set(email, await signIn(base, email));
    // The writer signs in apart from the pages' sessions, as a second browser would.
    const writer = writing ? await signIn(base, WRITER) : null;
    let last = 0;
    for (let i = offset, n = 0; Date.now() < endAt; i++) {
      const { path, email } = mix[i % mix.length];
      const jar = email ? jars.get(email) : undefined;
      if (rate > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / rate - (performance.now() - last))));
      const started = (last = performance.now());
      try {
        if (writer && writeEvery > 0 && i % writeEvery === writeEvery - 1) {
          await write(writer, n++);
          writes++;
          continue;
        }
        const response = await fetch(base + path, { redirect: "manual", headers: jar ? { Cookie: cookieHeader(jar) } : {} });
        if (jar) keepCookies(jar, response);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      } catch (error) {
        errors++;
        if (errorSamples.length < 10) errorSamples.push(`${path}: ${error.message}`);
      } finally {
        const ms = performance.now() - started;
        all.push(ms);
        minute.push(ms);
      }
    }
  }
  const report = setInterval(async () => {
    const { p50, p99 } = summary(minute);
    const resident = residentMb(pid);
    memory.push(resident);
    const line = `${new Date().toISOString().slice(11, 19)} ${String(minute.length).padStart(6)} requests, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, writes so far ${writes}, errors so far ${errors}, memory ${resident.toFixed(0)} MB`;
    minute = [];
    console.log(line + (await heaps()));
  }, 60_000);
  await Promise.all(Array.from({ length: connections }, (_, i) => visitor(i * 3, i === 0)));
  clearInterval(report);

  const memoryEnd = residentMb(pid);
  const { p50, p99, max } = summary(all);
  console.log(`\n| minutes | requests | req/s | errors | p50 ms | p99 ms | max ms | memory start MB | memory end MB |\n|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${minutes} | ${all.length} | ${(all.length / (minutes * 60)).toFixed(1)} | **${errors}** | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${max.toFixed(1)} | ${memoryStart.toFixed(0)} | ${memoryEnd.toFixed(0)} |`,
  );
  for (const sample of errorSamples) console.log(`error: ${sample}`);
  // Flat after warm-up: the last half of the run (the last hour of two), highest within 10 % of lowest.
  const late = memory.slice(Math.floor(memory.length / 2));
  const growth = late.length ? (Math.max(...late) - Math.min(...late)) / Math.min(...late) : 0;
  console.log(
    `${writes} writes; memory over the last ${late.length} minutes: ${Math.min(...late).toFixed(0)}–${Math.max(...late).toFixed(0)} MB, ${(growth * 100).toFixed(1)} % (${growth <= 0.1 ? "flat" : "growing"})`,
  );
  if (growth > 0.1) process.exitCode = 1;
  if (isolates.length) console.log(`at the end${await heaps()}`);
  for (const isolate of isolates) isolate.close();
  if (errors > 0) process.exitCode = 1;
} finally {
  stop();
}
