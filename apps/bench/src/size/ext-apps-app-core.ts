import { mountWidget } from "../widgets/ext-apps-app-core-widget.js";

mountWidget(document.getElementById("root")!);
