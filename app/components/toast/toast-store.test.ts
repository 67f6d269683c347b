import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToast } from "~/utils/toast";
import { createToastStore, type ToastStore } from "./toast-store";

let store: ToastStore;
const shown = () => store.getSnapshot();
const progress = (id: string) => shown().find((toast) => toast.id === id)?.progress;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("shows a toast with the defaults of spec section 9", () => {
    store.add({ title: "Opgeslagen" });
    expect(shown()).toMatchObject([{ title: "Opgeslagen", color: "primary", closable: true, duration: 5000, progress: 0 }]);
  });

  it("raises progress in 16 ms ticks and removes the toast at 1", () => {
    const id = store.add({ title: "x", duration: 1000 });
    vi.advanceTimersByTime(15);
    expect(progress(id)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(progress(id)).toBeCloseTo(0.016);
    vi.advanceTimersByTime(484);
    expect(progress(id)).toBeCloseTo(0.5, 1);
    // Removal comes with the first tick at or past the duration.
    vi.advanceTimersByTime(500 + 16);
    expect(shown()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a paused toast and resumes with the remaining time", () => {
    const id = store.add({ title: "x", duration: 1000 });
    vi.advanceTimersByTime(400);
    store.pause(id);
    expect(shown()[0]).toMatchObject({ paused: true, progress: 0.4 });
    vi.advanceTimersByTime(10_000);
    expect(progress(id)).toBe(0.4);
    expect(vi.getTimerCount()).toBe(0);
    store.resume(id);
    vi.advanceTimersByTime(590);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(30);
    expect(shown()).toEqual([]);
  });

  it("counts pause and resume twice as once", () => {
    const id = store.add({ title: "x", duration: 1000 });
    vi.advanceTimersByTime(200);
    store.pause(id);
    store.pause(id);
    vi.advanceTimersByTime(500);
    store.resume(id);
    store.resume(id);
    vi.advanceTimersByTime(200);
    expect(progress(id)).toBeCloseTo(0.4, 1);
  });

  it.each([0, -1])("keeps a toast with duration %i until it is closed", (duration) => {
    const id = store.add({ title: "x", duration });
    vi.advanceTimersByTime(60_000);
    expect(shown()).toMatchObject([{ id, progress: 0 }]);
    expect(vi.getTimerCount()).toBe(0);
    store.remove(id);
    expect(shown()).toEqual([]);
  });

  it("closes a running toast at once and stops ticking when none runs", () => {
    const id = store.add({ title: "x" });
    expect(vi.getTimerCount()).toBe(1);
    store.remove(id);
    expect(shown()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows a server toast once, however often the loader data repeats", () => {
    const flashed = createToast({ title: "Je bekijkt nu roermond" }, Date.now(), "t1");
    store.add(flashed);
    store.add(flashed);
    expect(shown().map((toast) => toast.id)).toEqual(["t1"]);
    store.remove("t1");
    store.add(flashed);
    expect(shown()).toEqual([]);
  });

  it("tells subscribers about changes and keeps the snapshot stable between them", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ title: "x", duration: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.add({ title: "y", duration: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
