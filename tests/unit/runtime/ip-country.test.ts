import { describe, expect, it, vi } from "vitest";
import { ipCountry } from "../../../client/runtime/ip-country";
import { memoryStorage } from "./fakes";

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));

describe("the IP-country lookup (spec §7)", () => {
  it("is skipped when the tenant names no service", async () => {
    const fetcher = answering({ country: "HR" });
    await expect(ipCountry(null, () => memoryStorage(), fetcher)).resolves.toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("asks the service once per session and keeps the answer", async () => {
    const storage = memoryStorage();
    const fetcher = answering({ country: "si" });
    await expect(ipCountry("https://geo.example/", () => storage, fetcher)).resolves.toBe("SI");
    await expect(ipCountry("https://geo.example/", () => storage, fetcher)).resolves.toBe("SI");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual(["https://geo.example/", expect.objectContaining({ credentials: "omit" })]);
  });

  it.each([{ country: "Croatia" }, { country: 385 }, {}, "HR"])("an odd answer (%j) is null and not kept", async (body) => {
    const storage = memoryStorage();
    await expect(ipCountry("/geo/", () => storage, answering(body))).resolves.toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("a failing service is null, never an error", async () => {
    await expect(ipCountry("/geo/", () => memoryStorage(), vi.fn(async () => Promise.reject(new TypeError("offline"))))).resolves.toBeNull();
    await expect(ipCountry("/geo/", () => memoryStorage(), vi.fn(async () => new Response("<html>", { status: 502 })))).resolves.toBeNull();
  });
});
