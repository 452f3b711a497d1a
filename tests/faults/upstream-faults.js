// A stub upstream for the vitest workers project: it sits on the storefront's API binding in
// front of the real commerce Worker and passes every call through, unless a test has asked it to
// fail a call. Plain JavaScript because auxiliary workers are loaded as they are, unbundled.
//
// Control (tests reach it through the same API binding, `env.API.fetch("http://faults/__faults")`):
//   POST   /__faults  {"rules": Rule[]}  replaces the rules and clears the call log
//   GET    /__faults                      {"calls": Call[]}: every call seen since the last POST/DELETE
//   DELETE /__faults                      no rules, empty log (pass-through)
//
// A Rule matches on `method`, `path` (exact pathname), `prefix` (pathname prefix) and `token`
// (the bearer token), each optional; `times` limits how often it fires. Its `fault` is one of
//   {status, body?, contentType?, retryAfter?}  answer this instead of the API
//   {hangMs}                                    answer nothing until the caller gives up (or hangMs)
//   {delayMs}                                   wait, then pass through (slow headers)
//   {slowBody: {chunkBytes, delayMs}}           the API's answer, trickled chunk by chunk
//   {truncate: true}                            the API's answer cut in half (broken JSON)
//   {jitter: {maxMs, seed}}                     a pseudo-random delay of 0..maxMs per call, then
//                                               pass through (answers arrive in a shuffled order)
//
// Before each file tests/setup/shared-workerd.ts (or a Miniflare of the file's own) clears the
// rules and the log, so they never reach another file's tests.

const CONTROL = "/__faults";
const MAX_LOG = 20_000;

let rules = [];
let calls = [];

function bearer(request) {
  const m = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
  return m ? m[1] : null;
}

function matches(rule, request, url) {
  if (rule.times !== undefined && rule.times <= 0) return false;
  if (rule.method && rule.method !== request.method) return false;
  if (rule.path && rule.path !== url.pathname) return false;
  if (rule.prefix && !url.pathname.startsWith(rule.prefix)) return false;
  if (rule.token && rule.token !== bearer(request)) return false;
  return true;
}

function wait(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** xorshift32: the n-th delay of a jitter rule is the same for the same seed, so a failing run replays. */
function jitterMs({ maxMs, seed }, n) {
  let x = (seed ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0 || 1;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) % (maxMs + 1);
}

function trickle(bytes, chunkBytes, delayMs) {
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset >= bytes.length) return controller.close();
      if (offset > 0) await wait(delayMs);
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

function answerHeaders(res) {
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return headers;
}

async function apply(fault, request, env) {
  if (fault.status !== undefined) {
    const headers = new Headers({ "content-type": fault.contentType ?? "application/json" });
    if (fault.retryAfter) headers.set("retry-after", String(fault.retryAfter));
    const body = fault.body ?? JSON.stringify({ success: false, data: null, label_name: "error_fault_injected" });
    return new Response(body, { status: fault.status, headers });
  }
  if (fault.hangMs !== undefined) {
    await wait(fault.hangMs, request.signal);
    return new Response(JSON.stringify({ success: false, data: null }), { status: 504 });
  }
  if (fault.delayMs !== undefined || fault.jitter) {
    await wait(fault.jitter ? jitterMs(fault.jitter, calls.length) : fault.delayMs, request.signal);
    return env.UPSTREAM.fetch(request);
  }
  const real = await env.UPSTREAM.fetch(request);
  const bytes = new Uint8Array(await real.arrayBuffer());
  if (fault.truncate) return new Response(bytes.slice(0, Math.floor(bytes.length / 2)), { status: real.status, headers: answerHeaders(real) });
  if (fault.slowBody) {
    const { chunkBytes = 16, delayMs = 50 } = fault.slowBody;
    return new Response(trickle(bytes, chunkBytes, delayMs), { status: real.status, headers: answerHeaders(real) });
  }
  return new Response(bytes, { status: real.status, headers: real.headers });
}

async function control(request) {
  if (request.method === "POST") {
    const body = await request.json();
    rules = Array.isArray(body.rules) ? body.rules.map((r) => ({ ...r })) : [];
    calls = [];
  } else if (request.method === "DELETE") {
    rules = [];
    calls = [];
  }
  return Response.json({ rules, calls });
}

export default {
  async fetch(incoming, env) {
    const url = new URL(incoming.url);
    if (url.pathname === CONTROL) return control(incoming);
    // Bodies are read whole before passing on: the API may answer (a 401, say) before reading
    // a body, and a stream still being piped then makes the runtime log an uncaught error.
    const request = incoming.body ? new Request(incoming, { body: await incoming.arrayBuffer() }) : incoming;
    const rule = rules.find((r) => matches(r, request, url));
    if (calls.length < MAX_LOG) calls.push({ method: request.method, path: url.pathname, token: bearer(request), fault: rule ? Object.keys(rule.fault)[0] : null });
    if (!rule) return env.UPSTREAM.fetch(request);
    if (rule.times !== undefined) rule.times--;
    return apply(rule.fault, request, env);
  },
};
