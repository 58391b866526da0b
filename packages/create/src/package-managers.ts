import { CreateError } from "./errors.js";

/** The package managers a generated project is set up for. */
export const PACKAGE_MANAGERS = ["npm", "pnpm"] as const;

/** One of {@link PACKAGE_MANAGERS}. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The commands the project's README and the next-steps message give for a package manager. */
export interface PackageManagerCommands {
  /** `npm install`. */
  install: string;
  /** `npm run <script>` for the given script. */
  run(script: string): string;
  /** The project's generator: `npm run add -- widget <name>` (pnpm's own `add` would install a package). */
  addWidget: string;
}

/** Commands per package manager. */
export function commandsFor(packageManager: PackageManager): PackageManagerCommands {
  return packageManager === "pnpm"
    ? { install: "pnpm install", run: (script) => `pnpm ${script}`, addWidget: "pnpm run add widget <name>" }
    : {
        install: "npm install",
        run: (script) => (script === "test" ? "npm test" : `npm run ${script}`),
        addWidget: "npm run add -- widget <name>",
      };
}

/** Checks a `--package-manager` value. */
export function parsePackageManager(value: string): PackageManager {
  const known = PACKAGE_MANAGERS.find((name) => name === value);
  if (!known) {
    throw new CreateError(
      "unknown_package_manager",
      `Unknown package manager "${value}". Choose one of: ${PACKAGE_MANAGERS.join(", ")}.`,
    );
  }
  return known;
}

/**
 * The package manager that runs us, from `npm_config_user_agent` (`pnpm/10.34.9 npm/? node/v20…`
 * under `pnpm create`, `npm/10.8.2 node/v20…` under `npm create`); npm when unknown.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split(" ")[0]?.split("/")[0];
  return PACKAGE_MANAGERS.find((known) => known === name) ?? "npm";
}
