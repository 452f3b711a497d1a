import type { ReactNode } from "react";
import type { Layout } from "../../tenants/schema";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CheckoutHeader } from "../components/checkout-header";
import { Header } from "../components/header";

/**
 * The four layouts (docs/behaviour/02-screens-and-routes.md). The tenant's template→layout table picks one on the server.
 * `checkout`: the default layout of a checkout step, distraction-free (issue 18): its own header, no
 * breadcrumbs, no site footer. The site footer is the server's, outside the React root
 * (worker/render/site-footer.tsx); the blank and checkout layouts hide it with CSS.
 */
export function PageLayout({ layout, checkout = false, children }: { layout: Layout; checkout?: boolean; children: ReactNode }) {
  if (checkout && layout === "default")
    return (
      <div className="layout-default layout-checkout">
        <CheckoutHeader />
        <main id="main">{children}</main>
      </div>
    );
  switch (layout) {
    case "blank":
      return <main id="main" className="layout-blank">{children}</main>;
    case "bot":
      return (
        <div className="layout-bot">
          <Header interactive={false} />
          <main id="main">
            <Breadcrumbs />
            {children}
          </main>
        </div>
      );
    case "about":
      return (
        <div className="layout-about">
          <Header interactive />
          <main id="main" className="about-main">
            <Breadcrumbs />
            {children}
          </main>
        </div>
      );
    default:
      return (
        <div className="layout-default">
          <Header interactive />
          <main id="main">
            <Breadcrumbs />
            {children}
          </main>
        </div>
      );
  }
}
