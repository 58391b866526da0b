import { mount } from "../../shared/mount.js";
import { TodoListWidget } from "./todo-list.js";

void mount(<TodoListWidget />, { name: "todo-list" });
