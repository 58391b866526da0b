import { mount } from "../../shared/mount.js";
import { PizzaListWidget } from "./pizza-list.js";

void mount(<PizzaListWidget />, {
  name: "pizza-list",
  displayModes: ["inline", "fullscreen"],
  appCapabilities: { tools: { listChanged: true } }, // it offers get_visible_pizzas (useAppTool)
});
