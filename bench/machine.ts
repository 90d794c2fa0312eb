import { readFileSync } from "node:fs";

/**
 * The machine's busy, stolen and total time so far, in clock ticks of 1/100 s (the first line of
 * /proc/stat). Stolen = time the hypervisor ran something else while this machine had work
 * (counted as busy).
 */
export function machineTicks(): { busy: number; stolen: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal; guest time is already inside user.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!; // idle + iowait
  return { busy: total - idle, stolen: fields[7]!, total };
}
