import { eagerResolver } from "../../client/screens/registry";
import { SCREENS as CORE } from "../../client/screens/core/index";
import { SCREENS as CMS } from "../../client/screens/cms/index";
import { SCREENS as CATALOG } from "../../client/screens/catalog/index";
import { SCREENS as PRODUCT } from "../../client/screens/product/index";
import { SCREENS as SEARCH } from "../../client/screens/search/index";
import { SCREENS as SAVED } from "../../client/screens/saved/index";
import { SCREENS as PUBLISH } from "../../client/screens/publish/index";
import { SCREENS as RECIPE } from "../../client/screens/recipe/index";
import { SCREENS as CONTENT } from "../../client/screens/content/index";
import { SCREENS as CART } from "../../client/screens/cart/index";
import { SCREENS as WEBSHOP } from "../../client/screens/webshop/index";
import { SCREENS as LOGIN } from "../../client/screens/login/index";
import { SCREENS as REVIEW } from "../../client/screens/review/index";
import { SCREENS as ORDER } from "../../client/screens/order/index";
import { SCREENS as PAYMENT } from "../../client/screens/payment/index";
import { SCREENS as GATEWAY } from "../../client/screens/gateway/index";
import { SCREENS as QUICK } from "../../client/screens/quick/index";
import { SCREENS as CUSTOMER } from "../../client/screens/customer/index";
import { SCREENS as ACCOUNT } from "../../client/screens/account/index";
import { SCREENS as AUTH } from "../../client/screens/auth/index";

/** On the server every screen family is bundled and resolved at once (no chunks to wait for). */
export const SERVER_SCREENS = eagerResolver([CORE, CMS, CATALOG, PRODUCT, SEARCH, SAVED, PUBLISH, RECIPE, CONTENT, CART, LOGIN, WEBSHOP, REVIEW, ORDER, PAYMENT, GATEWAY, QUICK, CUSTOMER, ACCOUNT, AUTH]);
