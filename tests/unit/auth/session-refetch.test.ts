import { describe, expect, it } from "vitest";
import { refetchSession, type SessionSources } from "../../../client/screens/auth/session";
import { LOGIN_REFETCH_MS, LOGOUT_REFETCH_MS } from "../../../shared/timings";
import type { Profile } from "../../../shared/contract/account";

const PROFILE: Profile = { id: 7, email: "iva@example.test", first_name: "Iva", last_name: "Horvat", phone: "", street: "", zip: "", city: "", country: "", company: "", newsletter: false };

/** Sources that record what happened in order, with a clock that only records the waits. */
function recorder(over: Partial<SessionSources> = {}) {
  const log: string[] = [];
  const from: SessionSources = {
    sleep: async (ms) => void log.push(`sleep ${ms}`),
    loggedIn: async () => (log.push("fetch login state"), true),
    profile: async () => (log.push("fetch profile"), PROFILE),
    cartItems: async () => (log.push("fetch cart"), 3),
    ...over,
  };
  const to = {
    loggedIn: (v: boolean) => void log.push(`set loggedIn ${v}`),
    profile: (p: Profile | null) => void log.push(`set profile ${p ? p.first_name : "null"}`),
    cartItems: (n: number | null) => void log.push(`set cart ${n}`),
  };
  return { log, from, to };
}

describe("the refetch after a log-in or log-out (spec §4 Session, §9)", () => {
  it("log-in: login state at once, then after 200 ms login state, profile and cart", async () => {
    const { log, from, to } = recorder();
    await refetchSession("login", from, to);
    expect(LOGIN_REFETCH_MS).toBe(200);
    expect(log.slice(0, 2)).toEqual(["set loggedIn true", "sleep 200"]);
    expect(log.slice(2).sort()).toEqual(["fetch cart", "fetch login state", "fetch profile", "set cart 3", "set loggedIn true", "set profile Iva"].sort());
  });

  it("log-out: the user is cleared at once, then after 500 ms login state and cart, never the profile", async () => {
    const { log, from, to } = recorder({ loggedIn: async () => (log.push("fetch login state"), false), cartItems: async () => (log.push("fetch cart"), 0) });
    await refetchSession("logout", from, to);
    expect(LOGOUT_REFETCH_MS).toBe(500);
    expect(log.slice(0, 3)).toEqual(["set loggedIn false", "set profile null", "sleep 500"]);
    expect(log).not.toContain("fetch profile");
    expect(log).toContain("set cart 0");
  });

  it("one failed refetch does not keep the others from landing", async () => {
    const { log, from, to } = recorder({ profile: async () => Promise.reject(new Error("offline")) });
    await refetchSession("login", from, to);
    expect(log).toContain("set cart 3");
    expect(log.filter((l) => l === "set loggedIn true")).toHaveLength(2);
    expect(log.some((l) => l.startsWith("set profile"))).toBe(false);
  });
});
