import type { ReactNode } from "react";
import type { Layout } from "../../tenants/schema";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Footer } from "../components/footer";
import { Header } from "../components/header";

/** The four layouts (docs/behaviour/02-screens-and-routes.md). The tenant's template→layout table picks one on the server. */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
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
          <Footer />
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
          <Footer />
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
          <Footer />
        </div>
      );
  }
}
