import { mount } from "../../shared/mount.js";
import { FileDeskWidget } from "./file-desk.js";

mount(<FileDeskWidget />, { name: "file-desk" });
