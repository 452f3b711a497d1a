// The `requests` option of autocannon 9 (a sequence each connection cycles through), which
// scripts/bench/autocannon.d.ts leaves out; declarations of one ambient module merge.
declare module "autocannon" {
  interface AutocannonOptions {
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
}
