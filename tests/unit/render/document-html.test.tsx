import { lazy, Suspense, type ComponentType } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentHtml } from "../../../worker/render/document-html";

function Page({ children }: { children?: React.ReactNode }) {
  return (
    <html lang="hr">
      <head>
        <title>Zrno &amp; co</title>
        <script nonce="n0nce" dangerouslySetInnerHTML={{ __html: "1" }} />
      </head>
      <body>
        <p className="price" data-id="7">
          {"Ulje"} {3} {"<b>"}
        </p>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </body>
    </html>
  );
}

async function streamed(doc: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(doc, { nonce: "n0nce", progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  await stream.allReady;
  return new Response(stream).text();
}

describe("a page is rendered to one string, with the stream's bytes (docs/decisions/0037-pages-rendered-to-one-string.md)", () => {
  it("gives the bytes the stream gives, doctype first", async () => {
    const html = await documentHtml(<Page />, "n0nce");
    expect(html).toBe(await streamed(<Page />));
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
  });

  it("a part that suspends on the server (a lazy component met for the first time) is waited for, not left to the browser", async () => {
    let loads = 0;
    const Offer = lazy(async () => {
      loads++;
      return { default: (() => <form className="offer">make an account</form>) as ComponentType };
    });
    const html = await documentHtml(
      <Page>
        <Offer />
      </Page>,
      "n0nce",
    );
    expect(loads).toBe(1);
    expect(html).toContain('<form class="offer">make an account</form>');
    expect(html).not.toContain("loading");
    expect(html).not.toContain("<!--$!-->");
  });
});
