import { OutboxResponse, type OutboxMail } from "../../shared/contract/account";
import type { Tenant } from "../../tenants/schema";
import type { AppEnv } from "../env";
import { upstream } from "../upstream/client";

/**
 * The commerce API's development outbox: the mails it "sent", newest first. Asked without a
 * visitor token (the page is mounted before any site is resolved) and never cached: a developer
 * expects the mail just sent.
 */
export async function loadOutbox(env: AppEnv["Bindings"], tenant: Tenant, query: { to?: string; limit?: number }): Promise<OutboxMail[]> {
  const res = await upstream({ env, tenant, token: null }, { path: "/dev/outbox/", query, cached: false, schema: OutboxResponse });
  return res.data.items;
}
