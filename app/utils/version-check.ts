import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { isNewBuild, LATEST_BUILD_URL, nextCheckDelay, reloadTarget } from "./version";

const BUILD_ID = import.meta.env.VITE_BUILD_ID;

// Module-level, so the answer survives the root Layout remounting (e.g. into the error screen).
let updatePending = false;

async function checkForUpdate(): Promise<boolean> {
  try {
    const response = await fetch(LATEST_BUILD_URL, { cache: "no-store" });
    return response.ok && isNewBuild(BUILD_ID, await response.json());
  } catch {
    // Offline or a broken answer: try again at the next interval, never bother the visitor.
    return false;
  }
}

/**
 * Polls for a new build hourly while JavaScript runs; once one is out, the next GET navigation
 * becomes a full page load, so the visitor gets the new assets without losing a submission.
 */
export function VersionCheck() {
  const [pending, setPending] = useState(updatePending);
  const navigation = useNavigation();

  useEffect(() => {
    if (!BUILD_ID || updatePending) return;
    let lastCheckedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      lastCheckedAt = Date.now();
      if (await checkForUpdate()) {
        updatePending = true;
        setPending(true);
      } else schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, nextCheckDelay(lastCheckedAt, Date.now()));
    };
    // A hidden tab's timers are throttled; catch up when the visitor comes back.
    const onVisible = () => {
      if (document.visibilityState === "visible" && nextCheckDelay(lastCheckedAt, Date.now()) === 0) void check();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    const target = pending ? reloadTarget(navigation) : null;
    if (target) window.location.assign(target);
  }, [pending, navigation]);

  return null;
}
