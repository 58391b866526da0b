import { mountWidget } from "../../widgets/hostbridge-core-widget.js";
import { callLoop, exposeView } from "../view-api.js";

const host = mountWidget(document.getElementById("root")!);
exposeView({ callLoop: (ms) => callLoop((i) => host.callTool("echo", { i }), ms) });
