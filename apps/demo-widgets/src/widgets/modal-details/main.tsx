import { mount } from "../../shared/mount.js";
import { ModalDetailsWidget } from "./modal-details.js";

void mount(<ModalDetailsWidget />, { name: "modal-details" });
