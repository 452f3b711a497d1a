import { Hono } from "hono";
import type { CommerceEnv } from "./env";
import { maintenanceSwitch } from "./lib/maintenance";
import { mount } from "./lib/mount";
import { fail } from "./lib/respond";
import { resolveSite } from "./lib/site";
import { account } from "./routes/account";
import { myCoupons } from "./routes/account/my-coupons";
import { myOrders } from "./routes/account/my-orders";
import { auth } from "./routes/auth";
import { authToken } from "./routes/auth-token";
import { catalog } from "./routes/catalog";
import { cms } from "./routes/cms";
import { consent } from "./routes/consent";
import { misc } from "./routes/misc";
import { newsletter } from "./routes/newsletter";
import { publish } from "./routes/publish";
import { search } from "./routes/search";
import { webshop } from "./routes/webshop";
import { paymentNotify } from "./routes/webshop/payment-notify";
import { gateway } from "./routes/gateway";
import { remindAbandonedCarts, reminderMinutes } from "./routes/webshop/abandonment-reminders";
import { mailRestocked, purgeClosedRequests } from "./routes/catalog/back-in-stock";

/** The reference commerce + CMS API. The storefront reaches it only over HTTP. */
const app = new Hono<CommerceEnv>();

app.use(maintenanceSwitch());
app.use(resolveSite());
mount(app, [
  authToken, auth, account, myOrders, myCoupons, misc, consent, newsletter, cms, catalog, publish, search, webshop, paymentNotify,
  // The sandbox payment gateway (browsers reach it through the storefront's /_gateway/).
  gateway,
]);

app.notFound((c) => fail(c, 404, "error_not_found"));
app.onError((err, c) => {
  console.error("commerce: unhandled", err);
  return fail(c, 500, "error_internal");
});

/**
 * The cron trigger (commerce/wrangler.toml): abandoned-cart reminders that are due, and the
 * back-in-stock mails of products whose stock came back other than through POST /catalog/stock/,
 * and the purge of back-in-stock requests closed long ago.
 */
async function scheduled(_event: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(remindAbandonedCarts(env.DB, reminderMinutes(env as { ABANDONMENT_REMINDER_MINUTES?: string })).then(() => undefined));
  ctx.waitUntil(mailRestocked(env.DB).then(() => purgeClosedRequests(env.DB)).then(() => undefined));
}

// The Hono app keeps its own `request` for tests; the runtime reads `fetch` and `scheduled`.
export default Object.assign(app, { scheduled });
