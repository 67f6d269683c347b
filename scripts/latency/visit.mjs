// A visit in latency mode, for the latency bench (scripts/bench-latency.mjs): one page asked for
// uncached, as an actor of the sweep table (their cookies) or a visitor, with what the page said
// of its round trips (scripts/latency/web-entry.js); and the CPU the workers spent per request.
import { readFileSync } from "node:fs";
import { processTree } from "../lib.mjs";
import { runningTime } from "./profile-time.mjs";

const PASSWORD = "Inzet-demo-2026!";
const BYPASS = { "Inzet-Edge-Cache": "bypass" };

/** Cookies as a browser keeps them: a later Set-Cookie replaces the same name. */
export function keepCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
}

/** Signs in with the demo password: the session's cookies (`headers`: e.g. the visitor's own address). */
export async function signIn(base, email, headers = {}) {
  return (await signInSaid(base, email, headers)).jar;
}

/** Signs in with the demo password: the session's cookies, and the round trips the sign-in said (Inzet-Latency). */
export async function signInSaid(base, email, headers = {}) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const jar = new Map();
  keepCookies(jar, response);
  if (response.status !== 302 || !jar.size) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return { jar, said: readLatency(response.headers.get("Inzet-Latency")), chain: response.headers.get("Inzet-Latency-Path") ?? "" };
}

/**
 * Posts a form as a browser would (the page first, for its `_csrf`), not following the redirect:
 * its status and the round trips the post said.
 */
export async function postForm(base, path, fields, jar) {
  const cookie = () => [...jar.values()].join("; ");
  const page = await fetch(base + path, { headers: { ...BYPASS, Cookie: cookie() } });
  keepCookies(jar, page);
  const csrf = (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1];
  const response = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie(), "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ ...(csrf && { _csrf: csrf }), ...fields }),
  });
  keepCookies(jar, response);
  await response.arrayBuffer();
  return { status: response.status, said: readLatency(response.headers.get("Inzet-Latency")), chain: response.headers.get("Inzet-Latency-Path") ?? "" };
}

/** `Inzet-Latency: api=6;d1=6;path-api=1;path-d1=1` → { api, d1, pathApi, pathD1 }; null if absent. */
export function readLatency(header) {
  if (!header) return null;
  const values = Object.fromEntries(header.split(";").map((part) => part.split("=")));
  return { api: Number(values.api), d1: Number(values.d1), pathApi: Number(values["path-api"]), pathD1: Number(values["path-d1"]) };
}

/** Asks for `url` (not following a redirect); its time, status, round trips and the calls on its critical path. */
export async function visit(base, url, jar) {
  const started = performance.now();
  const headers = { ...BYPASS, ...(jar && { Cookie: [...jar.values()].join("; ") }) };
  const response = await fetch(base + url, { redirect: "manual", headers });
  if (jar) keepCookies(jar, response);
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  const said = readLatency(response.headers.get("Inzet-Latency"));
  return {
    ms: performance.now() - started,
    status: response.status,
    said,
    chain: response.headers.get("Inzet-Latency-Path") ?? "",
    calls: response.headers.get("Inzet-Latency-Calls") ?? "",
  };
}

/** The workerd processes under `rootPid` (the server scripts/start.mjs started). */
export function workerdPids(rootPid) {
  const tree = processTree(rootPid);
  return tree.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd";
    } catch {
      return false;
    }
  });
}

// CPU time the processes used so far (user and system), in ms: /proc's clock ticks, 100 a second.
const cpuMs = (pids) =>
  pids.reduce(
    (sum, pid) =>
      sum +
      readFileSync(`/proc/${pid}/stat`, "utf8")
        .split(") ")[1]
        .split(" ")
        .slice(11, 13)
        .map(Number)
        .reduce((a, b) => a + b, 0) *
        10,
    0,
  );

/**
 * The CPU of one request, over `runs` calls of `ask`, in ms: what workerd's processes used (both
 * workers, the local D1's SQLite and the HTTP around them). Real CPU time, which a loaded machine
 * does not inflate as it does a profile's wall-clock samples.
 */
export async function cpuPerRequest(pids, runs, ask) {
  const before = cpuMs(pids);
  for (let i = 0; i < runs; i++) await ask();
  return (cpuMs(pids) - before) / runs;
}

/**
 * Each worker's JavaScript per call of `ask`, in ms (`sessions`: a DevTools session per worker,
 * scripts/devtools.mjs), from a CPU profile as scripts/profile-ssr.mjs takes it: the samples in
 * which the worker ran code. What Cloudflare's CPU limit counts of a worker is its own code's time,
 * not the runtime's HTTP or D1 around it, which cpuPerRequest includes. Sampled by wall clock
 * (every 100 µs, which costs CPU of its own, so taken apart from cpuPerRequest): a loaded machine
 * inflates it, a quiet one gives the worker's own time. A sample after the worker waited counts as
 * one sample, not the wait (profile-time.mjs says why).
 *
 * `runs` calls in `windows` profiles, and a worker's figure is the median of the profiles' means:
 * a full garbage collection of the isolate's heap (which every page before built up) falls in one
 * profile now and then and once made a page's mean 5 ms higher than in any run before or after
 * (/users/add's api worker: 7.2 ms in the run of 2026-11-30 13:36, 1.2–1.5 ms in twelve profiles
 * in a row). The collections are the isolate's cost, not the page's; `windows` gives each one.
 */
export async function javaScriptMs(sessions, runs, ask, windows = 3) {
  const perWorker = [];
  const each = Math.max(1, Math.round(runs / windows));
  // One worker at a time: two profilers sampling at once slowed both (/login's web worker measured
  // twice its time alone).
  for (const { send } of sessions) {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 100 });
    // The requests right after the profiler starts run slower (/login's web worker: 71 ms each
    // over the first three, 11 ms over a hundred): a first profile's (up to 10) are not counted.
    await send("Profiler.start");
    for (let i = 0; i < Math.min(runs, 10); i++) await ask();
    await send("Profiler.stop");
    const means = [];
    for (let w = 0; w < windows; w++) {
      await send("Profiler.start");
      for (let i = 0; i < each; i++) await ask();
      const { profile } = await send("Profiler.stop");
      means.push(runningTime(profile) / 1000 / each); // µs over the window → ms per request
    }
    await send("Profiler.disable");
    const sorted = [...means].sort((a, b) => a - b);
    perWorker.push({ ms: sorted[(sorted.length - 1) >> 1], windows: means });
  }
  return perWorker;
}
