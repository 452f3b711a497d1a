import { describe, expect, it } from "vitest";
import { percentile } from "../../scripts/bench/load";

/** `npm run bench` prints p95 per target (issue 12), from every response's time: autocannon's histogram has no 95th. */
describe("the bench's percentile", () => {
  it("takes the nearest rank", () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });
});
