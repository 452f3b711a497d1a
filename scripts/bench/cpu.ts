import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * CPU seconds the workerd processes the harness started have used so far (user + system, from
 * /proc): read before and after a load round, divided by its requests, it is the CPU time per
 * request of the whole pipeline (storefront, counting proxy and commerce API alike). Linux only;
 * elsewhere it reads 0 and the bench prints "-".
 */
export function workerdCpuSeconds(): number {
  let pids: string[];
  try {
    pids = execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" }).split("\n").filter(Boolean);
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      // Fields after the command name: state is 3rd, utime 14th and stime 15th of the whole line.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between pgrep and the read
    }
  }
  return ticks / 100;
}
