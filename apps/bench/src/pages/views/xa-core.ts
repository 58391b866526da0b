import { mountWidget } from "../../widgets/ext-apps-app-core-widget.js";
import { callLoop, exposeView } from "../view-api.js";

const app = mountWidget(document.getElementById("root")!);
exposeView({ callLoop: (ms) => callLoop((i) => app.callServerTool({ name: "echo", arguments: { i } }), ms) });
