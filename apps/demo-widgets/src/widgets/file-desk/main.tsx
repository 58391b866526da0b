import { mount } from "../../shared/mount.js";
import { FileDeskWidget } from "./file-desk.js";

void mount(<FileDeskWidget />, { name: "file-desk" });
