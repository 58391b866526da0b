import { mount } from "../../shared/mount.js";
import { DisplayDemoWidget } from "./display-demo.js";

void mount(<DisplayDemoWidget />, {
  name: "display-demo",
  displayModes: ["inline", "pip", "fullscreen"],
});
