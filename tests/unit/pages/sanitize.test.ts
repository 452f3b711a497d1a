import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../worker/pages/sanitize";

interface El {
  tag: string;
  attrs: Array<[string, string]>;
}

/**
 * Parses HTML the way a browser tokenizer would (workerd's HTMLRewriter, lol-html) and lists
 * every element with its attributes, so assertions judge what a browser would build rather
 * than the sanitized text.
 */
async function elements(html: string): Promise<El[]> {
  const found: El[] = [];
  const rewriter = new HTMLRewriter().on("*", {
    element(el) {
      found.push({ tag: el.tagName.toLowerCase(), attrs: [...(el.attributes as unknown as Iterable<[string, string]>)].map(([n, v]) => [n.toLowerCase(), v]) });
    },
  });
  await rewriter.transform(new Response(html, { headers: { "content-type": "text/html" } })).text();
  return found;
}

/** Decodes character references and drops what URL parsing ignores (tab, newline, leading space). */
function urlAsBrowserSeesIt(value: string): string {
  const named: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", sol: "/" };
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (m, n: string) => named[n.toLowerCase()] ?? m)
    .replace(/[\t\n\r]/g, "")
    .replace(/^[\u0000-\u0020]+/, "")
    .toLowerCase();
}

const EXECUTABLE_TAGS = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "base", "meta", "link",
  "form", "input", "button", "textarea", "select", "template", "noscript", "xmp", "plaintext", "noembed", "portal",
]);
const URL_ATTRS = new Set(["href", "src", "srcset", "action", "formaction", "xlink:href", "data", "poster", "background", "lowsrc", "dynsrc"]);

/** Every way a browser could run script (or navigate to script) from this HTML. */
async function executableVectors(html: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { tag, attrs } of await elements(html)) {
    if (EXECUTABLE_TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const [name, value] of attrs) {
      if (name.startsWith("on")) problems.push(`${tag}[${name}]`);
      if (name === "style" || name === "srcdoc" || name === "formaction") problems.push(`${tag}[${name}]`);
      if (URL_ATTRS.has(name)) {
        const url = urlAsBrowserSeesIt(value);
        if (/^(javascript|vbscript|livescript|mocha):/.test(url)) problems.push(`${tag}[${name}=${value}]`);
        // An image may be a data: image (scripts never run inside <img>); nothing else may be data:.
        if (url.startsWith("data:") && !(tag === "img" && name === "src" && url.startsWith("data:image/"))) {
          problems.push(`${tag}[${name}=${value}]`);
        }
      }
    }
    if (tag === "a" && attrs.some(([n, v]) => n === "target" && v.toLowerCase() === "_blank")) {
      const rel = attrs.find(([n]) => n === "rel")?.[1] ?? "";
      if (!/\bnoopener\b/i.test(rel)) problems.push(`a[target=_blank] without noopener (rel=${rel})`);
    }
    // The first rel attribute is the one that counts; `opener` there re-enables window.opener.
    if (tag === "a") {
      const rel = attrs.find(([n]) => n === "rel")?.[1] ?? "";
      if (rel.split(/\s+/).some((t) => t.toLowerCase() === "opener")) problems.push(`a[rel=${rel}]`);
    }
  }
  return problems;
}

describe("sanitizeHtml: XSS payloads leave no executable vector (checked with workerd's HTML parser)", () => {
  const payloads: Array<[string, string]> = [
    ["script tag", "<script>alert(1)</script>"],
    ["script tag, upper case with src", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>"],
    ["script tag split by a nested one", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
    ["unclosed script", "<script>alert(1)"],
    ["img onerror", "<img src=x onerror=alert(1)>"],
    ["img onerror, quoted, odd spacing", '<img src="x"\nonerror = "alert(1)">'],
    ["img onerror after a slash", "<img/src=x/onerror=alert(1)>"],
    ["javascript: href", '<a href="javascript:alert(1)">x</a>'],
    ["javascript: href, mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["javascript: href, leading space", '<a href=" javascript:alert(1)">x</a>'],
    ["javascript: href, tab inside", '<a href="java\tscript:alert(1)">x</a>'],
    ["javascript: href, newline inside", '<a href="java\nscript:alert(1)">x</a>'],
    ["javascript: href, character references", '<a href="&#106;avascript&#58;alert(1)">x</a>'],
    ["javascript: href, hex references without semicolons", '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
    ["javascript: href, &colon;", '<a href="javascript&colon;alert(1)">x</a>'],
    ["vbscript: href", '<a href="vbscript:msgbox(1)">x</a>'],
    ["javascript: img src", '<img src="javascript:alert(1)">'],
    ["svg onload", "<svg onload=alert(1)>"],
    ["svg with script inside", "<svg><script>alert(1)</script></svg>"],
    ["svg animate href", '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>'],
    ["math mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["iframe", '<iframe src="https://evil.example/"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["style element", "<style>body{background:url(javascript:alert(1))}</style>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["data: URL in a link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ["data: URL, base64 html", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["data: svg in a link", '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>'],
    ["data: html in img", '<img src="data:text/html,<script>alert(1)</script>">'],
    ["attribute-breaking double quote", `<a href="https://ok.example/" title='x" onmouseover="alert(1)'>x</a>`],
    ["attribute-breaking single quote", `<img src='/x.jpg' alt="a' onerror='alert(1)">`],
    ["attribute-breaking backtick", "<img src=`x`onerror=alert(1)>"],
    ["unquoted attribute with a space trick", "<img src=/x.jpg alt=a onerror=alert(1)>"],
    ["object", '<object data="javascript:alert(1)"></object>'],
    ["embed", '<embed src="https://evil.example/x.swf">'],
    ["base href", '<base href="https://evil.example/">'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["form action", '<form action="javascript:alert(1)"><button>x</button></form>'],
    ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
    ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
    ["details ontoggle", "<details open ontoggle=alert(1)>"],
    ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ["comment hiding a tag", "<!--<img src=x onerror=alert(1)>-->"],
    ["conditional comment", "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->"],
    ["CDATA", "<![CDATA[<script>alert(1)</script>]]>"],
    ["template", "<template><img src=x onerror=alert(1)></template>"],
    ["target blank gets noopener", '<a href="https://ok.example/" target="_blank">x</a>'],
    ["target blank unquoted", "<a target=_blank href=/x/>x</a>"],
    ["rel=opener before target blank (reverse tabnabbing)", '<a rel="opener" target="_blank" href="https://ok.example/">x</a>'],
    ["rel=opener after target blank", '<a target="_blank" rel="opener" href="https://ok.example/">x</a>'],
    ["rel=opener without target", '<a rel="nofollow opener" href="https://ok.example/">x</a>'],
    ["rel breaking out of its quotes", `<a rel='nofollow" onclick="alert(1)' href="/x/">x</a>`],
  ];

  it.each(payloads)("%s", async (_attack, payload) => {
    const out = sanitizeHtml(payload);
    expect(await executableVectors(out), out).toEqual([]);
    // Belt and braces on the text itself.
    expect(out).not.toMatch(/<\s*(script|iframe|svg|style|object|embed)\b/i);
  });

  it("the checker itself finds the vectors it looks for", async () => {
    expect(await executableVectors('<img src=x onerror=alert(1)><a href="&#106;avascript:x" target=_blank>x</a><svg></svg>')).toEqual([
      "img[onerror]",
      "a[href=&#106;avascript:x]",
      "a[target=_blank] without noopener (rel=)",
      "<svg>",
    ]);
  });
});

describe("sanitizeHtml keeps harmless markup", () => {
  const kept: Array<[string, string]> = [
    ["paragraph with strong and em", "<p>Zdravo <strong>žito</strong> i <em>čaj</em></p>"],
    ["https link", '<a href="https://www.zrno.hr/proizvodi/" title="Proizvodi">Proizvodi</a>'],
    ["site-relative link", '<a href="/o-nama/">O nama</a>'],
    ["mailto link", '<a href="mailto:info@zrno.hr">info@zrno.hr</a>'],
    ["image", '<img src="/x.jpg" alt="Jabuka">'],
    ["lists", "<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>"],
    ["headings", "<h2>Recept</h2><h3>Sastojci</h3>"],
    ["table", "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>"],
    ["blockquote and br", "<blockquote>Citat<br>drugi red</blockquote>"],
  ];
  it.each(kept)("%s survives unchanged", (_what, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("figure, picture and source survive with their allowed attributes", async () => {
    const html = '<figure><picture><source srcset="/a.webp" type="image/webp"><img src="/a.jpg" alt="A" width="10" height="10" loading="lazy"></picture><figcaption>A</figcaption></figure>';
    const els = await elements(sanitizeHtml(html));
    expect(els.map((e) => e.tag)).toEqual(["figure", "picture", "source", "img", "figcaption"]);
    expect(els.find((e) => e.tag === "img")?.attrs).toEqual([
      ["src", "/a.jpg"],
      ["alt", "A"],
      ["width", "10"],
      ["height", "10"],
      ["loading", "lazy"],
    ]);
  });

  it("a target=_blank link keeps its href and text and gains rel=noopener noreferrer", async () => {
    const out = sanitizeHtml('<a href="https://ok.example/" target="_blank">Van</a>');
    const [a] = await elements(out);
    expect(a?.attrs).toContainEqual(["href", "https://ok.example/"]);
    expect(a?.attrs).toContainEqual(["rel", "noopener noreferrer"]);
    expect(out).toContain(">Van</a>");
  });

  it("a harmless rel survives; only opener is removed", async () => {
    const [a] = await elements(sanitizeHtml('<a href="https://ok.example/" rel="nofollow opener ugc">x</a>'));
    expect(a?.attrs).toContainEqual(["rel", "nofollow ugc"]);
  });

  it("a data: image survives in an img", () => {
    const html = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("text of removed tags is kept, body of script-like tags is dropped", () => {
    expect(sanitizeHtml("<p>a<blink>b</blink>c</p>")).toBe("<p>abc</p>");
    expect(sanitizeHtml("<p>a<script>evil()</script>c</p>")).toBe("<p>ac</p>");
  });
});

/**
 * Editors' product references (shared/product-refs.ts, docs/behaviour/07-api.md "Product
 * references in editor HTML"): `<a href="product:CODE">` becomes a link to the product's page on
 * the site when the post's answer carries it, else its text alone; nothing else is rewritten.
 */
describe("sanitizeHtml writes product references as links to the site's product pages", () => {
  const dates = { code: "ZR-00097", title: "Medjool dates", url_without_domain: "/en/products/medjool-dates-product-97/" };
  const oats = { code: "ZR-00001", title: 'Oats "extra" <fine> & co', url_without_domain: "/en/products/organic-rolled-oats-product-1/" };

  it("a known product: its path, its current title and its code; the editor's text stays", async () => {
    const out = sanitizeHtml('<p>Roll <a href="product:ZR-00097">the dates</a> in cocoa.</p>', [dates]);
    expect(out).toBe('<p>Roll <a href="/en/products/medjool-dates-product-97/" title="Medjool dates" data-product="ZR-00097">the dates</a> in cocoa.</p>');
    const [, a] = await elements(out);
    expect(a).toEqual({ tag: "a", attrs: [["href", dates.url_without_domain], ["title", "Medjool dates"], ["data-product", "ZR-00097"]] });
  });

  it("quoted any way, the scheme in any case, other attributes dropped; a reference without text shows the title, escaped", async () => {
    const out = sanitizeHtml(`<a href='product:ZR-00097' target=_blank onclick="x()">a</a> <a HREF=PRODUCT:ZR-00001 class="x"></a>`, [dates, oats]);
    expect(out).toBe(
      '<a href="/en/products/medjool-dates-product-97/" title="Medjool dates" data-product="ZR-00097">a</a> ' +
        '<a href="/en/products/organic-rolled-oats-product-1/" title="Oats &quot;extra&quot; &lt;fine&gt; &amp; co" data-product="ZR-00001">Oats &quot;extra&quot; &lt;fine&gt; &amp; co</a>',
    );
    expect(await executableVectors(out)).toEqual([]);
  });

  it("an unknown or hidden product (absent from the answer), or no answer at all: the text alone, no link", async () => {
    const html = '<p>Try <a href="product:ZR-99999">these</a> with <a href="product:ZR-00097">dates</a> and <a href="/en/faq/">the FAQ</a>.</p>';
    expect(sanitizeHtml(html, [oats])).toBe('<p>Try these with dates and <a href="/en/faq/">the FAQ</a>.</p>');
    expect(sanitizeHtml(html)).toBe('<p>Try these with dates and <a href="/en/faq/">the FAQ</a>.</p>');
    // A code no product can have is text too. Markup inside the reference is sanitized as ever.
    expect(sanitizeHtml('<a href="product:">x</a><a href="PRODUCT:../x">y</a><a href="product:ZR-99999"><em>z</em><img src=/z.jpg onerror=alert(1)></a>', [dates])).toBe(
      'xy<em>z</em><img src="/z.jpg">',
    );
  });

  it("only a path of this site: a product path that would leave it makes the reference text", () => {
    for (const url_without_domain of ["//evil.example/x/", "/\\evil.example/", "https://evil.example/", "javascript:alert(1)", "/a b/", ""]) {
      expect(sanitizeHtml('<a href="product:ZR-00097">dates</a>', [{ ...dates, url_without_domain }]), url_without_domain).toBe("dates");
    }
  });

  it("references written with character references or whitespace are read as the browser reads them", () => {
    expect(sanitizeHtml('<a href=" &#112;roduct:ZR-00097 ">d</a>', [dates])).toBe('<a href="/en/products/medjool-dates-product-97/" title="Medjool dates" data-product="ZR-00097">d</a>');
  });

  it("links around a reference keep their own closing tags; a stray </a> changes nothing else", () => {
    const html = '<p><a href="/x/">x</a> <a href="product:ZR-99999">gone</a> <a href="product:ZR-00097">d</a> <a href="/y/">y</a></a></p>';
    expect(sanitizeHtml(html, [dates])).toBe(
      '<p><a href="/x/">x</a> gone <a href="/en/products/medjool-dates-product-97/" title="Medjool dates" data-product="ZR-00097">d</a> <a href="/y/">y</a></a></p>',
    );
  });

  it("XSS payloads dressed as references leave no executable vector", async () => {
    const payloads = [
      '<a href="product:ZR-00097" onmouseover="alert(1)">x</a>',
      '<a href="product:ZR-00097"href="javascript:alert(1)">x</a>',
      '<a href="javascript:alert(1)" data-x="product:ZR-00097">x</a>',
      '<a href="product:ZR-00097<script>alert(1)</script>">x</a>',
      '<a href="product:javascript:alert(1)">x</a>',
      '<a href="product:ZR-00097"><script>alert(1)</script></a>',
      '<a href="product:ZR-00097" target="_blank" rel="opener">x</a>',
      "<a href=product:ZR-00097 onfocus=alert(1) autofocus>x</a>",
    ];
    for (const payload of payloads) {
      const out = sanitizeHtml(payload, [dates]);
      expect(await executableVectors(out), out).toEqual([]);
      expect(out).not.toMatch(/<\s*script\b/i);
    }
    // The javascript: link with a product-looking data attribute is still an ordinary link, stripped.
    expect(sanitizeHtml('<a href="javascript:alert(1)" data-x="product:ZR-00097">x</a>', [dates])).toBe("<a href>x</a>");
  });
});
