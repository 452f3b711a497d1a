import { SCRIPT_WAIT_ATTEMPTS, SCRIPT_WAIT_MS } from "../../shared/timings";

/**
 * Waits until `check()` holds, looking again every `intervalMs`, at most `attempts` times
 * after the first look (docs/behaviour/09-constants.md: scripts 1 s × 5 by default; analytics readiness 1 s up to 20 s).
 */
export async function waitFor(check: () => boolean, intervalMs = SCRIPT_WAIT_MS, attempts = SCRIPT_WAIT_ATTEMPTS): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}
