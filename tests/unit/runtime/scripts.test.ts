import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScriptManager } from "../../../client/runtime/scripts";
import type { TenantScript } from "../../../shared/contract/consent";
import { allowedScripts } from "../../../shared/consent";
import { EXTERNAL_SCRIPT_DELAY_MS, INLINE_SCRIPT_DELAY_MS } from "../../../shared/timings";

const analytics: TenantScript = { id: "analytics", category: "analytics", src: "/scripts/analytics.js" };
const pixel: TenantScript = { id: "pixel", category: "marketing", code: "window.p=1", reloadOnChange: true };
const deferredTag: TenantScript = { id: "tag", category: "analytics", src: "/scripts/tag.js", deferred: true };
const chat: TenantScript = { id: "chat", category: "necessary", code: "window.chat=1" };

/** The DOM as a log of what was inserted and removed, and an interaction the test triggers. */
function page() {
  const log: string[] = [];
  let interact!: () => void;
  const interaction = new Promise<void>((resolve) => (interact = resolve));
  const manager = createScriptManager({ insert: (s) => log.push(`+${s.id}`), remove: (id) => log.push(`-${id}`) }, interaction);
  return { log, manager, interact };
}

describe("consented scripts (spec §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: external scripts after 500 ms, inline ones after 1500 ms", () => {
    expect([EXTERNAL_SCRIPT_DELAY_MS, INLINE_SCRIPT_DELAY_MS]).toEqual([500, 1500]);
  });

  it("inserts an external script after 500 ms and an inline one after 1500 ms", async () => {
    const p = page();
    p.manager.apply([analytics, pixel]);
    await vi.advanceTimersByTimeAsync(EXTERNAL_SCRIPT_DELAY_MS - 1);
    expect(p.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.log).toEqual(["+analytics"]);
    await vi.advanceTimersByTimeAsync(INLINE_SCRIPT_DELAY_MS - EXTERNAL_SCRIPT_DELAY_MS);
    expect(p.log).toEqual(["+analytics", "+pixel"]);
  });

  it("a deferred script waits for the first interaction, however long", async () => {
    const p = page();
    p.manager.apply([deferredTag]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.log).toEqual([]);
    p.interact();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.log).toEqual(["+tag"]);
  });

  it("revoking removes an inserted script and reports the change", async () => {
    const p = page();
    p.manager.apply([analytics, chat]);
    await vi.advanceTimersByTimeAsync(INLINE_SCRIPT_DELAY_MS);
    expect(p.manager.apply([chat])).toEqual([analytics]);
    expect(p.log).toEqual(["+analytics", "+chat", "-analytics"]);
  });

  it("revoking before the insert delay has passed means the script is never inserted", async () => {
    const p = page();
    p.manager.apply([analytics, deferredTag]);
    p.manager.apply([]);
    p.interact();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.log).toEqual([]);
  });

  it("granting again after a revoke inserts a fresh copy once", async () => {
    const p = page();
    p.manager.apply([analytics]);
    await vi.advanceTimersByTimeAsync(EXTERNAL_SCRIPT_DELAY_MS);
    p.manager.apply([]);
    p.manager.apply([analytics]);
    p.manager.apply([analytics]);
    await vi.advanceTimersByTimeAsync(EXTERNAL_SCRIPT_DELAY_MS);
    expect(p.log).toEqual(["+analytics", "-analytics", "+analytics"]);
  });

  it("reports reloadOnChange scripts that came or went, so the caller can reload", () => {
    const p = page();
    expect(p.manager.apply([analytics])).toEqual([analytics]);
    expect(p.manager.apply([analytics, pixel]).some((s) => s.reloadOnChange)).toBe(true);
    expect(p.manager.apply([analytics, pixel])).toEqual([]);
    expect(p.manager.apply([analytics]).some((s) => s.reloadOnChange)).toBe(true);
  });
});

describe("which scripts a choice allows", () => {
  const all = [analytics, pixel, deferredTag, chat];
  it.each([
    { granted: [] as const, ids: ["chat"] },
    { granted: ["analytics"] as const, ids: ["analytics", "tag", "chat"] },
    { granted: ["marketing"] as const, ids: ["pixel", "chat"] },
    { granted: ["analytics", "marketing"] as const, ids: ["analytics", "pixel", "tag", "chat"] },
  ])("granted $granted → $ids (necessary ones always)", ({ granted, ids }) => {
    expect(allowedScripts(all, [...granted]).map((s) => s.id)).toEqual(ids);
  });
});
