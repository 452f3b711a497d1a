import * as generated from "../build-id.generated";
import { BuildMetadataMissing } from "../errors";

interface BuildMeta {
  buildId: unknown;
  screenChunks: unknown;
}

/**
 * What the build writes for the Worker (scripts/write-build-id.ts): the build id that versions
 * asset URLs, and the screen chunks read from Vite's asset manifest. Read through the module
 * namespace so that a generated file lacking either export is noticed here, not as `undefined`
 * in a page.
 */
const BUILT: BuildMeta = { buildId: (generated as Record<string, unknown>).BUILD_ID, screenChunks: (generated as Record<string, unknown>).SCREEN_CHUNKS };

/** The build id for asset URLs, or null when the build wrote none. */
export function builtId(): string | null {
  return typeof BUILT.buildId === "string" && BUILT.buildId.trim() !== "" ? BUILT.buildId : null;
}

/** Why the build metadata cannot be used, or null when it is complete. */
export function buildMetaProblem(meta: BuildMeta = BUILT): string | null {
  if (typeof meta.buildId !== "string" || meta.buildId.trim() === "") return "the build id is missing or empty";
  const chunks = meta.screenChunks;
  if (!chunks || typeof chunks !== "object" || Object.keys(chunks).length === 0) return "the asset manifest is missing (no screen chunks)";
  return null;
}

/** Throws BuildMetadataMissing (→ the maintenance page, refreshing every 2 s) when a page cannot name its assets. */
export function assertBuildMeta(meta: BuildMeta = BUILT): void {
  const problem = buildMetaProblem(meta);
  if (problem) throw new BuildMetadataMissing(problem);
}
