import { Hono } from "hono";
import type { CommerceEnv } from "./env";
import { fail } from "./lib/respond";
import { resolveSite } from "./lib/site";
import { auth } from "./routes/auth";
import { authToken } from "./routes/auth-token";
import { catalog } from "./routes/catalog";
import { cms } from "./routes/cms";
import { misc } from "./routes/misc";
import { publish } from "./routes/publish";
import { webshop } from "./routes/webshop";

/** The reference commerce + CMS API. The storefront reaches it only over HTTP. */
const app = new Hono<CommerceEnv>();

app.use(resolveSite());
app.route("/", authToken);
app.route("/", auth);
app.route("/", misc);
app.route("/", cms);
app.route("/", catalog);
app.route("/", publish);
app.route("/", webshop);

app.notFound((c) => fail(c, 404, "error_not_found"));
app.onError((err, c) => {
  console.error("commerce: unhandled", err);
  return fail(c, 500, "error_internal");
});

export default app;
