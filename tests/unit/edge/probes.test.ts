import { describe, expect, it } from "vitest";
import { isScannerProbe } from "../../../worker/edge/probes";

describe("isScannerProbe", () => {
  const probes = [
    "/wp-login.php",
    "/WP-LOGIN.PHP",
    "/wp-admin/",
    "/wp-admin",
    "/wp-admin/setup-config.php",
    "/wp-content/plugins/x/readme.txt",
    "/wp-includes/wlwmanifest.xml",
    "/wp-json/wp/v2/users",
    "/xmlrpc.php",
    "/.env",
    "/.env.local",
    "/.env/",
    "/.git/config",
    "/.git/HEAD",
    "/.svn/entries",
    "/.aws/credentials",
    "/.DS_Store",
    "/phpmyadmin/",
    "/phpMyAdmin/index.php",
    "/pma/",
    "/myadmin/",
    "/administrator/",
    "/cgi-bin/luci",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    "/server-status",
    "/config.php",
    "/wp-config.php.bak",
    "/phpinfo.php",
    "/shell.php",
    "/backup.sql",
    "/db.sql",
    "/site.bak",
    "/index.php.old",
    "/.index.php.swp",
    "/actuator/health",
    "/boaform/admin/formLogin",
  ];
  it.each(probes)("%s is a scanner probe", (path) => {
    expect(isScannerProbe(path)).toBe(true);
  });

  const shopPaths = [
    "/",
    "/proizvodi/",
    "/o-nama/",
    "/environment-friendly/",
    "/envelope/",
    "/wp/",
    "/wp-upute/",
    "/wp-administration-guide/",
    "/pmango/",
    "/administratori-recepata/",
    "/informacije/",
    "/config/",
    "/git-kursevi/",
    "/proizvodi/sql-knjiga/",
    "/recepti/backup.sql/",
    "/proizvodi/jabuka-proizvod-12/",
    "/api/nuxtapi/labels",
    "/robots.txt",
    "/sitemap.xml",
    "/.well-known/security.txt",
  ];
  it.each(shopPaths)("%s is a shop path, not a probe", (path) => {
    expect(isScannerProbe(path)).toBe(false);
  });
});
