// biome-ignore-all format: the README shows these lines with their comments aligned
// #region readme
import {
  HOST_PROFILE_IDS, PROFILE_GROUPS, hostProfile, methodsRefusedBy, profilesInGroup,
} from "@hostbridge/testing/profiles";
const vscode = hostProfile("vscode");      // a deep copy you may change
vscode.capabilities;                       // the ui/initialize hostCapabilities
vscode.hostContext;                        // the ui/initialize hostContext (only the keys it sends)
vscode.openai;                             // whether window.openai exists in the frame
vscode.displayModes;                       // ["inline"]
vscode.displayModeRefusal;                 // "inline": every mode request is answered with inline
vscode.container;                          // { width: 360, maxHeight: 400 }
vscode.frameStorage;                       // "available" | "none"
vscode.reload;                             // "resends-result" | "replays-emptied-result" | ...
vscode.resourceUriKeys;                    // ["ui/resourceUri"]: the _meta key it reads
vscode.quirks;                             // what trips widgets there, in sentences
vscode.sources.displayModeRefusal;         // where that fact comes from
vscode.unknown;                            // the facts nobody established
methodsRefusedBy(hostProfile("github-copilot")); // what its host answers with -32601
profilesInGroup("editors");                // ["vscode", "github-copilot", "cursor", "codex"]
HOST_PROFILE_IDS;                          // every id, in menu order
PROFILE_GROUPS;                            // the groups with their names
// #endregion readme
