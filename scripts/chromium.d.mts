// Types of chromium.mjs, for its test (apps/api/src/gate-browser.test.ts).
export declare const CHROMIUM_PACKAGES: readonly string[];
export declare const INSTALL_CHROMIUM: string;
export interface Machine {
  exists(path: string): boolean;
  isRoot: boolean;
  chromiumPath: string | undefined;
}
export type ChromiumPlan =
  | { action: 'ready' }
  | { action: 'install'; missing: string[] }
  | { action: 'note' | 'stop'; message: string };
export declare function chromiumPlan(machine: Machine): ChromiumPlan;
export declare function installChromium(machine: { run(command: string, args: string[]): number | string | null; exists(path: string): boolean }): string | null;
export declare const thisMachine: Machine & { run(command: string, args: string[]): number | string | null };
