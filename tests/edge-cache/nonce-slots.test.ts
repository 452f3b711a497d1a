import { afterEach, describe, expect, it, vi } from "vitest";
import { markNonces, nonceSlots, withNonce } from "../../worker/cache/nonce-slots";

/**
 * A stored page answers with the response's nonce in the slots its render's nonces were
 * (worker/cache/nonce-slots.ts, docs/decisions/0011-edge-page-cache.md "CSP"): only elements the
 * HTML parser saw with a `nonce` attribute get one, whatever the page's text says.
 */
const NONCE = "Zm9vYmFyYmF6cXV4MTIzNA==";

async function served(html: string, nonce = NONCE): Promise<string> {
  const marked = await markNonces(html);
  expect(marked).not.toBeNull();
  return withNonce(nonceSlots(marked!)!, nonce).text();
}

afterEach(() => vi.restoreAllMocks());

describe("nonce slots of a stored page", () => {
  it("puts the answer's nonce on every element that had one, and only there", async () => {
    const html =
      '<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="render-nonce"/>' +
      '<script type="application/json" id="__STATE__" nonce="render-nonce">{"text":"nonce=\\"render-nonce\\""}</script></head>' +
      '<body><p title=\' nonce="x"\'>Žuti nonce="render-nonce" čaj</p><script type="module" src="/assets/client.js" nonce="render-nonce"></script></body></html>';
    const out = await served(html);
    expect([...out.matchAll(new RegExp(`<(\\w+)[^<>]* nonce="${NONCE}"`, "g"))].map((m) => m[1])).toEqual(["link", "script", "script"]);
    expect(out.split(NONCE)).toHaveLength(4);
    // The words of the page, the state and an attribute that spells a nonce keep what they said.
    expect(out).toContain('{"text":"nonce=\\"render-nonce\\""}');
    expect(out).toContain('<p title=\' nonce="x"\'>Žuti nonce="render-nonce" čaj</p>');
    expect(out.match(/zrno-nonce-/g)).toBeNull();
  });

  it("a page that names the marker itself (an editor's text spelling one) is not stored", async () => {
    const uuid = "00000000-0000-4000-8000-000000000000";
    vi.spyOn(crypto, "randomUUID").mockReturnValue(uuid);
    for (const text of [`<p>nonce="zrno-nonce-${uuid}"</p>`, `<p data-x=' nonce="zrno-nonce-${uuid}"'>x</p>`, `<!-- zrno-nonce-${uuid} -->`]) {
      expect(await markNonces(`<html><body>${text}<script nonce="n" src="/a.js"></script></body></html>`), text).toBeNull();
    }
  });

  it("text shaped like a slot from another page gets no nonce: each stored page has its own marker", async () => {
    const other = await markNonces('<script nonce="n" src="/a.js"></script>');
    const spelled = `<p> nonce="${other!.marker}"</p>`;
    const out = await served(`<html><body>${spelled}<script nonce="n" src="/b.js"></script></body></html>`);
    expect(out).toContain(spelled);
    expect(out.match(new RegExp(`nonce="${NONCE}"`, "g"))).toHaveLength(1);
  });

  it("an entry whose marker is not one of ours is no stored page", () => {
    for (const marker of ["", "render-nonce", 'zrno-nonce-x" onload="alert(1)', "zrno-nonce-"]) {
      expect(nonceSlots({ html: `<script nonce="${marker}"></script>`, marker }), marker).toBeNull();
    }
  });

  it("a page without a nonce is served as stored", async () => {
    const html = "<!doctype html><html><body><p>bot layout, no script</p></body></html>";
    expect(await served(html)).toBe(html);
  });
});
