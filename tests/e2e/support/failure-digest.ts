import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, after the list reporter's summary, what a CI log that keeps only its tail needs to
 * find the cause of failures: the first distinct error messages, the end of the e2e server's log
 * (scripts/e2e-server.sh writes it) and the machine's free memory and disk.
 */
export default class FailureDigest implements Reporter {
  private errors = new Map<string, string[]>();
  private failed = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    this.failed++;
    const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, "");
    const key = message.split("\n").slice(0, 3).join(" | ").slice(0, 400);
    const titles = this.errors.get(key) ?? [];
    titles.push(test.titlePath().slice(1).join(" › "));
    this.errors.set(key, titles);
  }

  onEnd(result: FullResult): void {
    if (this.failed === 0 && result.status === "passed") return;
    const out: string[] = ["", `=== e2e failure digest: ${this.failed} failed, run status ${result.status} ===`];
    for (const [message, titles] of [...this.errors].slice(0, 6)) {
      out.push(`- ${titles.length}× ${message}`, `    first: ${titles[0]}`);
    }
    const log = process.env.E2E_SERVER_LOG ?? `${process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state"}.log`;
    if (existsSync(log)) {
      const lines = readFileSync(log, "utf8").split("\n").filter((l) => !l.includes("nodedir"));
      out.push(`--- last lines of ${log} ---`, ...lines.slice(-40));
    }
    for (const cmd of ["free -m", "df -h /dev/shm /tmp ."]) {
      try {
        out.push(`--- ${cmd} ---`, execSync(cmd, { encoding: "utf8" }).trim());
      } catch {
        /* not every machine has these */
      }
    }
    console.log(out.join("\n"));
  }
}
