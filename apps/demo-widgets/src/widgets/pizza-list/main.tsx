import { mount } from "../../shared/mount.js";
import { PizzaListWidget } from "./pizza-list.js";

mount(<PizzaListWidget />, { name: "pizza-list", displayModes: ["inline", "fullscreen"] });
