import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { CommerceEnv, SiteRow } from "../../../commerce/env";
import { resolveSite, SITE_KEEP_MS } from "../../../commerce/lib/site";

const HR = { code: "hr", lang: "hr", host: "zrno.hr" } as SiteRow;

/** A D1 stand-in that answers the sites query from a list and counts the reads. */
function fakeDb(rows: SiteRow[]) {
  const reads: string[] = [];
  const db = {
    prepare: () => ({
      bind: (host: string, lang: string) => ({
        first: async () => {
          reads.push(`${host}/${lang}`);
          return rows.find((r) => r.host === host && r.lang === lang) ?? null;
        },
      }),
    }),
  } as unknown as D1Database;
  return { db, reads };
}

function app() {
  const a = new Hono<CommerceEnv>();
  a.use(resolveSite());
  a.get("/", (c) => c.text(c.get("site")?.code ?? "none"));
  return a;
}

async function ask(a: Hono<CommerceEnv>, db: D1Database, host: string, lang = "hr"): Promise<string> {
  const res = await a.request("/", { headers: { "x-base-host": host, "x-lang": lang } }, { DB: db } as unknown as Env);
  return res.text();
}

describe("the commerce API's site of a call", () => {
  it("reads a site row from D1 once per isolate while it is fresh, then again after SITE_KEEP_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { db, reads } = fakeDb([HR]);
      const a = app();
      vi.setSystemTime(1_000_000);
      expect(await ask(a, db, "zrno.hr")).toBe("hr");
      expect(await ask(a, db, "ZRNO.HR")).toBe("hr");
      expect(reads).toEqual(["zrno.hr/hr"]);
      vi.setSystemTime(1_000_000 + SITE_KEEP_MS);
      expect(await ask(a, db, "zrno.hr")).toBe("hr");
      expect(reads).toEqual(["zrno.hr/hr", "zrno.hr/hr"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never keeps a host it does not know: each made-up host is asked again, and a site added later is found", async () => {
    const rows: SiteRow[] = [];
    const { db, reads } = fakeDb(rows);
    const a = app();
    expect(await ask(a, db, "new.example", "sk")).toBe("none");
    rows.push({ ...HR, code: "sk", lang: "sk", host: "new.example" });
    expect(await ask(a, db, "new.example", "sk")).toBe("sk");
    expect(reads).toEqual(["new.example/sk", "new.example/sk"]);
  });
});
