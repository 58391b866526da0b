import { mount } from "../../shared/mount.js";
import { HostInspectorWidget } from "./host-inspector.js";

mount(<HostInspectorWidget />, { name: "host-inspector", displayModes: ["inline", "fullscreen"] });
