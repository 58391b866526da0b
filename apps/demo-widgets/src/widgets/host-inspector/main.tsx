import { mount } from "../../shared/mount.js";
import { HostInspectorWidget } from "./host-inspector.js";

void mount(<HostInspectorWidget />, {
  name: "host-inspector",
  displayModes: ["inline", "fullscreen"],
});
