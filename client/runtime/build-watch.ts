import { BUILD_POLL_MS } from "../../shared/timings";

/**
 * New build detection (docs/behaviour/04-states.md): polls for the id of the latest build (public/builds/latest.json,
 * written by scripts/write-build-id.ts) and calls `onNewBuild` once when it differs from the
 * build this page came from. A failed poll is ignored; the next one asks again.
 */
export function watchBuild(current: string, latest: () => Promise<string | null>, onNewBuild: () => void, everyMs = BUILD_POLL_MS): () => void {
  const timer = setInterval(() => {
    void latest()
      .catch(() => null)
      .then((id) => {
        if (!id || id === current) return;
        clearInterval(timer);
        onNewBuild();
      });
  }, everyMs);
  return () => clearInterval(timer);
}

/** The id in /builds/latest.json, past every cache. */
export async function fetchLatestBuild(): Promise<string | null> {
  const res = await fetch("/builds/latest.json", { cache: "no-store", credentials: "omit" });
  if (!res.ok) return null;
  const body = (await res.json()) as { id?: unknown };
  return typeof body.id === "string" ? body.id : null;
}
