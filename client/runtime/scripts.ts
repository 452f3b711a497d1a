import type { TenantScript } from "../../shared/contract/consent";
import { EXTERNAL_SCRIPT_DELAY_MS, INLINE_SCRIPT_DELAY_MS } from "../../shared/timings";

/** Where scripts go: the page's DOM in the browser (script-host.ts), a recorder in tests. */
export interface ScriptHost {
  insert(script: TenantScript): void;
  remove(id: string): void;
}

/**
 * Keeps the page's consented scripts in step with the visitor's choice (docs/behaviour/04-states.md):
 * - a script is inserted only while its category is allowed: external ones 500 ms, inline ones
 *   1500 ms after they become allowed, deferred ones at the first interaction (or 8 s);
 * - a script whose category is revoked is removed, or never inserted if it was still waiting.
 * `apply` answers the scripts that came or went, so the caller can reload for those that ask it.
 */
export function createScriptManager(host: ScriptHost, interaction: Promise<unknown>) {
  const allowed = new Map<string, TenantScript>();
  const inserted = new Set<string>();

  function schedule(script: TenantScript) {
    const insert = () => {
      if (allowed.get(script.id) !== script || inserted.has(script.id)) return; // revoked meanwhile
      inserted.add(script.id);
      host.insert(script);
    };
    if (script.deferred) void interaction.then(insert);
    else setTimeout(insert, script.src ? EXTERNAL_SCRIPT_DELAY_MS : INLINE_SCRIPT_DELAY_MS);
  }

  return {
    apply(scripts: readonly TenantScript[]): TenantScript[] {
      const changed: TenantScript[] = [];
      const next = new Map(scripts.map((s) => [s.id, s]));
      for (const [id, s] of allowed) {
        if (next.has(id)) continue;
        allowed.delete(id);
        changed.push(s);
        if (inserted.delete(id)) host.remove(id);
      }
      for (const [id, s] of next) {
        if (allowed.has(id)) continue;
        allowed.set(id, s);
        changed.push(s);
        schedule(s);
      }
      return changed;
    },
  };
}

export type ScriptManager = ReturnType<typeof createScriptManager>;
