import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";

/**
 * tests/setup/entrypoint-wrapper.ts (docs/testing.md "The entrypoint wrapper"): a request through
 * `exports.default` costs the same work on the fiftieth call as on the second. Each proxy around
 * the pool's wrapper prototype makes one more `Reflect.get` call per lookup, so the count of those
 * calls during one request is the number of layers, without timing anything.
 */
async function reflectGetsDuringOneRequest(): Promise<number> {
  const get = Reflect.get;
  let calls = 0;
  Reflect.get = ((...args: Parameters<typeof Reflect.get>) => {
    calls++;
    return get(...args);
  }) as typeof Reflect.get;
  try {
    const res = await exports.default.fetch("http://localhost/api/nuxtapi/health");
    expect(await res.text()).toBe("ok");
  } finally {
    Reflect.get = get;
  }
  return calls;
}

const health = () => exports.default.fetch("http://localhost/api/nuxtapi/health").then((r) => r.text());

it("the fiftieth request through exports.default does no more lookups than the second", async () => {
  // The first request loads the storefront's modules.
  await health();
  const second = await reflectGetsDuringOneRequest();
  for (let i = 0; i < 48; i++) await health();
  const fiftieth = await reflectGetsDuringOneRequest();
  expect(second).toBeGreaterThan(0);
  expect(fiftieth).toBe(second);
});
