/** The outbox ids among a batch's results (outbox inserts return `[{ id }]`). */
export function mailIds(results: unknown[], from: number): number[] {
  return results
    .slice(from)
    .flatMap((r) => (Array.isArray(r) ? (r as { id: number }[]) : []))
    .map((r) => r.id);
}
