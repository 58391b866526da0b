// The API reference's examples of @hostbridge/testing/profiles: each region is the `@example` of
// one function's JSDoc (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked
// with the package.
import { hostProfile, methodsRefusedBy } from "@hostbridge/testing/profiles";

// #region hostProfile
const vscode = hostProfile("vscode"); // a deep copy: change it freely
vscode.displayModes; // what VS Code grants for each mode a widget asks for
vscode.capabilities.serverTools; // advertised: the widget may call the server's tools
// #endregion hostProfile

// #region methodsRefusedBy
methodsRefusedBy(hostProfile("github-copilot"));
// ["resources/read", "tools/list", "ui/download-file", "ui/request-display-mode", "ui/update-model-context"]
// #endregion methodsRefusedBy
