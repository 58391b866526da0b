import { mountWidget } from "../widgets/hostbridge-core-widget.js";

mountWidget(document.getElementById("root")!);
