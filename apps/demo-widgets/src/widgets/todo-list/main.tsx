import { mount } from "../../shared/mount.js";
import { TodoListWidget } from "./todo-list.js";

mount(<TodoListWidget />, { name: "todo-list" });
