import { env } from "cloudflare:workers";
import { clearKv } from "../integration/content-pages";

/**
 * Before each file of a project whose files share one workerd (`isolate: false`, docs/testing.md
 * "Files that share a workerd"): what a file's own Miniflare would start with, for what a file
 * before it may have left. The KV cache is emptied (a page a file before rendered must not be a
 * hit, nor a key it wrote be found) and the stub upstream passes every call through with an empty
 * log (a file that injected a fault and failed before clearing it must not fail the next file).
 * The database is not reset: it is seeded once per workerd, and the tests that write to it use
 * rows of their own or put back what they change.
 */
const testEnv = env as unknown as { API: Fetcher };

await clearKv();

const res = await testEnv.API.fetch("http://faults/__faults", { method: "DELETE" });
if (!res.ok) throw new Error(`fault stub answered ${res.status}`);
