/**
 * vitest globalSetup: the product laid out once for the run as the image ships it
 * (test/support/shipped.ts); test files reach it through `inject('shippedDir')`.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { reportSetupFailure } from './setup-failure.js';
import { layOutShipped } from './shipped.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder laid out as the image's /app: package.json, production node_modules, dist/, assets/. */
    shippedDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const layout = await reportSetupFailure('The shipped layout', layOutShipped);
  console.log(`shipped layout in ${layout.dir}: built in ${(layout.buildMs / 1000).toFixed(1)} s, production dependencies in ${(layout.installMs / 1000).toFixed(1)} s`);
  project.provide('shippedDir', layout.dir);
  return () => rmSync(layout.dir, { recursive: true, force: true });
}
