import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { mount } from "../../lib/mount";
import { abandonment } from "./abandonment";
import { abandonmentReminders } from "./abandonment-reminders";
import { cart } from "./cart";
import { choices } from "./choices";
import { coupon } from "./coupon";
import { customer } from "./customer";
import { order } from "./order";
import { orderAccount } from "./order-account";

/** The webshop API (docs/behaviour/07-api.md "Webshop"): the cart, and checkout from coupon to order. */
export const webshop = mount(new Hono<CommerceEnv>(), [cart, coupon, customer, choices, order, orderAccount, abandonment, abandonmentReminders]);
