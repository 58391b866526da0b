#!/usr/bin/env node
// The `hostbridge` command. A file of its own, present before the build, so installing a fresh
// clone of the workspace can link the command without a warning; the CLI itself is built to dist.
import "../dist/node/cli.js";
