import { NewsletterConfirmResponse, NewsletterSubscribeResponse } from "../../shared/contract/newsletter";
import type { DataContext } from "./context";
import { ask } from "./load";

/**
 * The newsletter sign-up's hops to the commerce API (issue 10). Not the visitor's own state (an
 * address subscribes, not a session) and never cached: each is one `ask` with the server token.
 */
export async function subscribeNewsletter(dc: DataContext, email: string) {
  return (await ask(dc, { method: "POST", path: "/newsletter/subscribe/", body: { email, consent: true }, cached: false, schema: NewsletterSubscribeResponse })).data;
}

export async function confirmNewsletter(dc: DataContext, id: string, code: string) {
  return (await ask(dc, { method: "POST", path: "/newsletter/confirm/", body: { id, code }, cached: false, schema: NewsletterConfirmResponse })).data;
}
